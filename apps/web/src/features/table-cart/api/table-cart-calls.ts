import type {
  CartItem,
  PlaceOrderResponse,
  TableCartResponse,
  TableCartScope,
  TableCheckoutRequest,
} from '@rpos/domain';
import { api } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { dinerId, readNickname } from '../diner-identity';

/** The writes of the table's shared cart; each answers the cart as it is after the change. */
export const addTableCartLine = (menuId: string, tableId: string, item: CartItem) =>
  api.post<TableCartResponse>(
    '/tableCart/lines',
    {
      menuId,
      tableId,
      dinerId: dinerId(),
      nickname: readNickname(),
      item,
    },
    { allowForbidden: true },
  );

export const updateTableCartLine = (
  menuId: string,
  tableId: string,
  lineId: string,
  change: { quantity?: number; isTakeaway?: boolean },
) =>
  api.post<TableCartResponse>(
    '/tableCart/lines/update',
    {
      menuId,
      tableId,
      dinerId: dinerId(),
      lineId,
      ...change,
    },
    { allowForbidden: true },
  );

export type TableCheckoutInput = Pick<
  TableCheckoutRequest,
  'menuId' | 'tableId' | 'version' | 'user' | 'paymentType' | 'notes' | 'verifyCode' | 'sid'
> & { scope: TableCartScope };

export const checkoutTableCart = (input: TableCheckoutInput) =>
  api.post<PlaceOrderResponse>(
    '/tableCart/checkout',
    {
      ...input,
      dinerId: dinerId(),
      nickname: readNickname() || input.user.name,
      browser: typeof navigator !== 'undefined' ? navigator.userAgent.slice(0, 500) : null,
    },
    { checkout: true, allowForbidden: true },
  );

/** The server's message of a refusal (400, 403, 404, 409), else null. */
export function refusalMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const body = error.body as { message?: unknown } | null;
  return body && typeof body.message === 'string' && body.message ? body.message : null;
}

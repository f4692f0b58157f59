import { VOUCHER_ADJUSTMENT_NAME } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { voucherNames } from '../members/member-vouchers.repository';
import type { OrderRow } from './orders.repository';

/** An order's discount line as every breakdown shows it (decision 0360): cents and a name. */
export interface OrderDiscount {
  discountTotal: number;
  /** The member voucher's name ('Member voucher' once the voucher is gone); null without a discount. */
  discountName: string | null;
}

/** The names of the vouchers these orders (of one restaurant) used, by voucher id: one query. */
export function orderVoucherNames(
  db: DbOrTx,
  restaurantId: string,
  orders: readonly Pick<OrderRow, 'voucherId'>[],
): Promise<Map<string, string>> {
  return voucherNames(
    db,
    restaurantId,
    orders.flatMap((o) => (o.voucherId ? [o.voucherId] : [])),
  );
}

/** The discount line of one order, with the names orderVoucherNames read. */
export function orderDiscount(
  order: Pick<OrderRow, 'discountTotal' | 'voucherId'>,
  names: ReadonlyMap<string, string>,
): OrderDiscount {
  if (order.discountTotal <= 0) return { discountTotal: 0, discountName: null };
  const name = order.voucherId ? names.get(order.voucherId) : undefined;
  return { discountTotal: order.discountTotal, discountName: name ?? VOUCHER_ADJUSTMENT_NAME };
}

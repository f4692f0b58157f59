import type { InvoiceResponse, OrderSummaryResponse } from '@rpos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { invoiceKey, orderSummaryIds, orderSummaryKey } from '../features/orders/api/order-page-queries';
import { customerThemeColorQueryKey } from '../shared/theme/customer-theme';

/** The restaurant's colour the page carries (its GET /restaurantInfo themeColor), for the layout's query. */
function seedThemeColor(queryClient: QueryClient, restaurantId: string, block: Record<string, unknown>) {
  const color = block.themeColor;
  if (typeof color === 'string' || color === null)
    queryClient.setQueryData(customerThemeColorQueryKey(restaurantId), color);
}

/**
 * An order summary or invoice page carries its API answer and its restaurant's colour (decision
 * 0605): into the cache under the page's own query keys, as if fetched, when they are this URL's.
 * The summary's answer is for the URL's order alone: it is the page's only when the diner's history
 * adds no other order to what the page asks for (else the page asks as before).
 */
export function seedOrderPage(
  queryClient: QueryClient,
  pathname: string,
  block: Record<string, unknown> | null,
): void {
  if (!block) return;
  const summary = matchPath('/orderSuccessDetail/:menuId/:tableId/:reference', pathname);
  if (summary) {
    const { menuId = '', reference = '' } = summary.params;
    if (block.menuId !== menuId || block.reference !== reference || !block.orderSummary) return;
    seedThemeColor(queryClient, menuId, block);
    const ids = orderSummaryIds(menuId, reference);
    if (ids.length === 1 && ids[0] === reference)
      queryClient.setQueryData(orderSummaryKey(menuId, ids), block.orderSummary as OrderSummaryResponse);
    return;
  }
  const invoice = matchPath('/invoice/:restaurantId/:orderId', pathname);
  if (invoice) {
    const { restaurantId = '', orderId = '' } = invoice.params;
    if (block.restaurantId !== restaurantId || block.orderId !== orderId || !block.invoice) return;
    seedThemeColor(queryClient, restaurantId, block);
    queryClient.setQueryData(invoiceKey(restaurantId, orderId), block.invoice as InvoiceResponse);
  }
}

/**
 * The query keys of the diner's order summary and invoice pages, shared with the app's start-up,
 * which seeds them from the answers a prerendered page carries (decision 0605).
 */
import { readOrderHistory } from '../order-history';

/** The orders the summary asks for: the URL's reference, then the diner's recent ones (at most 10). */
export function orderSummaryIds(menuId: string, reference: string): string[] {
  return [...new Set([reference, ...readOrderHistory(menuId).map((e) => e.reference)].filter(Boolean))].slice(
    0,
    10,
  );
}

export const orderSummaryKey = (menuId: string, ids: readonly string[]) =>
  ['orderSummary', menuId.toLowerCase(), ids.join(',')] as const;

export const invoiceKey = (restaurantId: string, orderId: string) =>
  ['invoice', restaurantId.toLowerCase(), orderId] as const;

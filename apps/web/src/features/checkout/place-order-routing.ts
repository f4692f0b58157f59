/** Where to go after POST /placeOrder answers (diner.md §4 "Placing an order"). */
export interface PlaceOrderReply {
  reference?: string;
  orderNumber?: string;
  paymentUrl?: string | null;
  isAdyenPayment?: boolean | null;
  sessionId?: string | null;
  isTillPayment?: boolean | null;
  payUrl?: string | null;
  duplicate?: boolean | null;
}

export type NextStep = { kind: 'redirect'; url: string } | { kind: 'navigate'; to: string };

export function nextStepAfterOrder(
  reply: PlaceOrderReply,
  params: { menuId: string; tableId: string; orderNumber: string },
): NextStep {
  const reference = reply.reference ?? reply.orderNumber ?? params.orderNumber;
  const base = `${encodeURIComponent(params.menuId)}/${encodeURIComponent(params.tableId)}/${encodeURIComponent(reference)}`;
  if (reply.paymentUrl) return { kind: 'redirect', url: reply.paymentUrl };
  if (reply.isAdyenPayment) return { kind: 'navigate', to: `/adyenPayment/${base}` };
  if (reply.sessionId)
    return {
      kind: 'redirect',
      url: reply.sessionId.startsWith('http')
        ? reply.sessionId
        : `/obSessionPayment?sessionId=${encodeURIComponent(reply.sessionId)}`,
    };
  if (reply.isTillPayment) return { kind: 'navigate', to: `/tillPayment/${base}` };
  if (reply.payUrl) return { kind: 'redirect', url: reply.payUrl };
  return { kind: 'navigate', to: `/orderSuccess/${base}` };
}

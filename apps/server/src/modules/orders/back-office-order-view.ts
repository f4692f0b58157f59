import {
  type BackOfficeOrder,
  type BackOfficeOrderItem,
  isFinalPaymentStatus,
  type OrderPayment,
  paymentKindOf,
  type RefundRecord,
  refundableAmount,
  shortReference,
  walletOrderStatus,
} from '@rpos/domain';
import type { OrderBill, PaymentRow, RefundWithStaff } from './back-office-orders.repository';
import type { OrderDiscount } from './order-discount';
import type { OrderLineRows, OrderRow } from './orders.repository';

// Stored rows → the back-office Order of back-office.md §3 (decision 0154).

export interface OrderParts {
  order: OrderRow;
  lines: readonly OrderLineRows[];
  /** The order's payment attempts, oldest first. */
  payments: readonly PaymentRow[];
  /** Ids of payments that settled their order. */
  settling: ReadonlySet<string>;
  /** The refunds of those payments that did not fail, oldest first. */
  refunds: readonly RefundWithStaff[];
  bill: OrderBill | undefined;
  /** The member voucher's discount line (order-discount.ts). */
  discount: OrderDiscount;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

function toItem(l: OrderLineRows): BackOfficeOrderItem {
  const options = l.options.map((o) => ({
    id: o.optionId,
    name: o.name,
    quantity: o.quantity,
    price: o.price,
  }));
  const size = l.sizeName != null && l.sizePrice != null ? { name: l.sizeName, price: l.sizePrice } : null;
  return {
    quantity: l.quantity,
    dish: {
      id: l.menuItemId,
      name: l.name,
      foodName: l.name,
      altName: l.altName,
      foodAltName: l.altName,
      description: '',
      price: l.dishPrice,
      isRefunded: false,
      isDeletedDish: l.permanentDeletion,
    },
    options,
    size,
    specialInstructions: l.specialInstructions,
    specialString: [size?.name, ...options.map((o) => (o.quantity > 1 ? `${o.name} x${o.quantity}` : o.name))]
      .filter(Boolean)
      .join(', '),
    subTotal: l.subTotal,
    lineTotal: l.lineTotal,
    isTakeaway: l.isTakeaway,
    permanentDeletion: l.permanentDeletion,
    isVoidedDish: l.isVoidedDish,
    voidReason: l.voidReason,
  };
}

function toPayment(p: PaymentRow, order: OrderRow, settles: boolean, hasRefunds: boolean): OrderPayment {
  const refunded = { captured: p.capturedAmount, refunded: p.refundedAmount };
  const base = {
    paymentId: p.id,
    provider: p.provider,
    method: p.method,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    amount_refunded: p.refundedAmount,
    refundableAmount: refundableAmount(refunded),
    result_code:
      p.capturedAmount > 0 && p.refundedAmount >= p.capturedAmount
        ? ('FULL_REFUND' as const)
        : p.refundedAmount > 0
          ? ('PARTIAL_REFUND' as const)
          : null,
    eventCode: hasRefunds ? 'REFUND' : p.status === 'authorised' ? 'AUTHORISATION' : null,
    orderStatus: walletOrderStatus(p.status),
    created: p.createdAt.toISOString(),
    settlesOrder: settles,
    needsRefund: p.needsRefund,
  };
  switch (paymentKindOf(p.provider, p.method)) {
    case 'till':
      return {
        kind: 'till',
        ...base,
        result: p.status === 'authorised' ? 'OK' : isFinalPaymentStatus(p.status) ? 'FAILED' : 'PENDING',
        paymentMethod: p.brand ?? 'card',
        customer: p.shopperEmail,
        returnData: {
          binBank: null,
          binBrand: p.brand,
          binCountry: null,
          cardHolder: null,
          lastFourDigits: p.last4,
        },
      };
    case 'wallet':
      return {
        kind: 'wallet',
        ...base,
        orderNo: p.providerReference ?? p.id,
        orderAmount: p.amount,
        totalAmount: p.amount,
        merchantOrderNo: p.id,
        orderCurrency: p.currency,
        surchargeAmount: 0,
      };
    case 'online':
      return {
        kind: 'online',
        ...base,
        success: p.status === 'authorised',
        paymentMethod: p.brand ?? p.method,
        additionalData: { cardSummary: p.last4, pspReference: p.providerReference },
        merchantReference: p.id,
        eventDate: iso(p.authorisedAt),
      };
    case 'card':
      return {
        kind: 'card',
        ...base,
        amount_received: p.capturedAmount,
        real_fee: null,
        partner_order_id: order.orderNumber,
        firstCharge: {
          paymentMethodDetails: { brand: p.brand, last4: p.last4 },
          billingDetails: { email: p.shopperEmail },
        },
      };
  }
}

function toRefund(r: RefundWithStaff): RefundRecord {
  const done = r.status === 'succeeded';
  return {
    id: r.id,
    paymentId: r.paymentId,
    amount: r.amount,
    currency: r.currency,
    partner_refund_id: r.providerRefundId,
    result_code: done ? 'SUCCESS' : 'PENDING',
    return_code: done ? 'SUCCESS' : 'PENDING',
    result: done ? 'OK' : 'PENDING',
    success: done,
    status: r.status,
    created: r.createdAt.toISOString(),
    orderStatus: done ? 'Success' : 'Pending',
    reason: r.reason,
    requestedBy: r.requestedByName,
  };
}

/**
 * The payments a manager sees: those that took money (the one that paid the order first, then any
 * second payment flagged to refund); with none, the latest attempt (a declined or abandoned one).
 */
function shownPayments(parts: OrderParts): PaymentRow[] {
  const taken = parts.payments.filter((p) => p.status === 'authorised');
  if (taken.length === 0) return parts.payments.length ? [parts.payments.at(-1)!] : [];
  return [...taken].sort((a, b) => Number(parts.settling.has(b.id)) - Number(parts.settling.has(a.id)));
}

export function toBackOfficeOrder(parts: OrderParts): BackOfficeOrder {
  const { order: o } = parts;
  const withRefunds = new Set(parts.refunds.map((r) => r.paymentId));
  const shown = shownPayments(parts).map((p) =>
    toPayment(p, o, parts.settling.has(p.id), withRefunds.has(p.id)),
  );
  const kindOf = new Map(parts.payments.map((p) => [p.id, paymentKindOf(p.provider, p.method)]));
  const refundsOf = (kind: OrderPayment['kind']) =>
    parts.refunds.filter((r) => kindOf.get(r.paymentId) === kind).map(toRefund);
  const payment = shown[0] ?? null;
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    shortNumber: shortReference(o.orderNumber),
    type: o.origin,
    kind: o.kind,
    createdAt: o.orderTime.toISOString(),
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentType: o.paymentType,
    user: {
      name: o.customerName,
      phoneNumber: o.customerPhone,
      email: o.customerEmail,
      postcode: o.postcode,
      address: o.address,
    },
    restaurant: { tableId: o.tableId },
    order: {
      items: parts.lines.map(toItem),
      pickupTime: o.pickupTime.toISOString(),
      selectedDate: o.selectedDate,
      notes: o.notes,
    },
    customerName: o.customerName,
    customerPhone: o.customerPhone,
    customerEmail: o.customerEmail,
    customerPostcode: o.postcode,
    address: o.address,
    subtotal: o.subtotal,
    surchargeTotal: o.surchargeTotal,
    ...parts.discount,
    total: o.total,
    currency: o.currency,
    transactionId: parts.bill?.transactionId ?? null,
    paymentIntent: payment?.paymentId ?? null,
    payment,
    payments: shown,
    refund: refundsOf('card'),
    tillRefunds: refundsOf('till'),
    adyenRefunds: refundsOf('online'),
    chinaPaymentsRefunds: refundsOf('wallet'),
    isRefunded: o.paymentStatus === 'refunded',
    deletedAt: iso(o.deletedAt),
  };
}

import type { BackOfficeOrder, OrderPayment, RefundRecord } from '@rpos/domain';

// Orders as GET /todayOrder and GET /order answer them, for the component tests.

const paymentBase = {
  paymentId: 'pay-1',
  provider: 'sandbox' as const,
  method: 'card' as const,
  status: 'authorised' as const,
  amount: 2360,
  currency: 'AUD',
  amount_refunded: 0,
  refundableAmount: 2360,
  result_code: null,
  eventCode: 'AUTHORISATION',
  orderStatus: 'Success' as const,
  created: '2025-06-02T02:00:00.000Z',
  settlesOrder: true,
  needsRefund: false,
};

export function cardPayment(refunded = 0): OrderPayment {
  return {
    kind: 'card',
    ...paymentBase,
    amount_refunded: refunded,
    refundableAmount: 2360 - refunded,
    result_code: refunded >= 2360 ? 'FULL_REFUND' : refunded > 0 ? 'PARTIAL_REFUND' : null,
    amount_received: 2360,
    real_fee: null,
    partner_order_id: 'ordAbc123XYZ9',
    firstCharge: {
      paymentMethodDetails: { brand: 'visa', last4: '1111' },
      billingDetails: { email: 'mei@example.com' },
    },
  };
}

export function tillPayment(refunded = 0): OrderPayment {
  return {
    kind: 'till',
    ...paymentBase,
    method: 'till',
    amount_refunded: refunded,
    refundableAmount: 2360 - refunded,
    result: 'OK',
    paymentMethod: 'visa',
    customer: null,
    returnData: {
      binBank: null,
      binBrand: 'visa',
      binCountry: null,
      cardHolder: null,
      lastFourDigits: '1111',
    },
  };
}

export function walletPayment(
  totalAmount: number | null = 2360,
  orderStatus: 'Success' | 'Failed' = 'Success',
): OrderPayment {
  return {
    kind: 'wallet',
    ...paymentBase,
    method: 'wechat',
    status: orderStatus === 'Success' ? 'authorised' : 'refused',
    orderStatus,
    orderNo: 'wx-1',
    orderAmount: 2360,
    totalAmount,
    merchantOrderNo: 'pay-1',
    orderCurrency: 'AUD',
    surchargeAmount: 0,
  };
}

export const refundRecord = (amount: number, result: 'OK' | 'PENDING' = 'OK'): RefundRecord => ({
  id: `rf-${amount}`,
  paymentId: 'pay-1',
  amount,
  currency: 'AUD',
  partner_refund_id: null,
  result_code: result === 'OK' ? 'SUCCESS' : 'PENDING',
  return_code: result === 'OK' ? 'SUCCESS' : 'PENDING',
  result,
  success: result === 'OK',
  status: result === 'OK' ? 'succeeded' : 'pending',
  created: '2025-06-02T03:00:00.000Z',
  orderStatus: result === 'OK' ? 'Success' : 'Pending',
  reason: null,
  requestedBy: 'Michael Chan',
});

export function backOfficeOrder(o: Partial<BackOfficeOrder> = {}): BackOfficeOrder {
  const payment = o.payment === undefined ? null : o.payment;
  return {
    id: 'order-1',
    orderNumber: 'ordAbc123XYZ9',
    shortNumber: 'XYZ9',
    type: 'online',
    kind: 'dinein',
    createdAt: '2025-06-02T02:03:04.000Z',
    status: 'placed',
    paymentStatus: payment ? 'paid' : 'unpaid',
    paymentType: payment ? 'card' : 'payAtCounter',
    user: {
      name: 'Mei Chen',
      phoneNumber: '0412345678',
      email: 'mei@example.com',
      postcode: null,
      address: null,
    },
    restaurant: { tableId: '5' },
    order: { items: [], pickupTime: '2025-06-02T02:03:04.000Z', selectedDate: null, notes: null },
    customerName: 'Mei Chen',
    customerPhone: '0412345678',
    customerEmail: 'mei@example.com',
    customerPostcode: null,
    address: null,
    subtotal: 2360,
    surchargeTotal: 0,
    discountTotal: 0,
    discountName: null,
    total: 2360,
    currency: 'AUD',
    transactionId: 'bill-1',
    paymentIntent: payment?.paymentId ?? null,
    payments: payment ? [payment] : [],
    refund: [],
    tillRefunds: [],
    adyenRefunds: [],
    chinaPaymentsRefunds: [],
    isRefunded: false,
    deletedAt: null,
    ...o,
    payment,
  };
}

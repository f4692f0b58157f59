import type { Transaction, TransactionsResponse } from '@rpos/domain';

// 12:00:05 on Tuesday 3 June 2025 in Sydney.
const NOON = '2025-06-03T02:00:05.000Z';
const ZERO = {
  subtotal: 0,
  discounts: 0,
  surcharges: 0,
  paymentSurcharges: 0,
  total: 0,
  paid: 0,
  refunded: 0,
  refundCredits: 0,
  tips: 0,
  balance: 0,
  gst: 0,
};

/** A paid bill of one order (Siu Mai × 2), with what a test gives. */
export function makeTransaction(uuid: string, more: Partial<Transaction> = {}): Transaction {
  const total = more.totalSpending ?? 2380;
  return {
    uuid,
    type: 'dinein',
    orders: [
      {
        orderId: `${uuid}-o`,
        orderNumber: `${uuid}-order`,
        createdAt: NOON,
        status: 'completed',
        isAccepted: true,
        subtotal: total,
        dishes: [
          {
            quantity: 2,
            subTotal: 1190,
            lineTotal: 2380,
            dish: { id: 'siu-mai', name: 'Siu Mai', altName: null, price: 1190 },
            size: null,
            options: [],
            specialInstructions: '',
            isTakeaway: false,
            permanentDeletion: false,
            isVoidedDish: false,
            lineId: `${uuid}-l1`,
            price: 1190,
            voidReason: null,
            seat: null,
          },
        ],
      },
    ],
    tableNo: '5',
    guests: null,
    totalSpending: total,
    balance: 0,
    totals: { ...ZERO, subtotal: total, total, paid: total },
    createdAt: NOON,
    updatedAt: NOON,
    payTime: NOON,
    billPaid: true,
    isInvoicePrinted: false,
    paymentTypes: [
      {
        id: 'pay-1',
        type: 'CASH',
        paymentAmount: total,
        merchantAmount: total,
        time: NOON,
        reference: null,
        change: 0,
        tendered: total,
        tip: 0,
        createdBy: 'Amy',
        portion: null,
        refunded: 0,
      },
    ],
    refunds: [],
    adjustments: [],
    operationHistory: [
      { operationType: 'openBill', operationName: 'Opened', price: 0, updatedAt: NOON, updatedBy: 'Ana Lee' },
      {
        operationType: 'payment',
        operationName: 'Paid CASH',
        price: total,
        updatedAt: NOON,
        updatedBy: 'Ana Lee',
      },
    ],
    operationString: 'Opened, Paid CASH',
    deliveryPartnerType: null,
    deliveryPartnerPostpaid: false,
    customerName: null,
    customerEmail: null,
    customerPhone: null,
    customerPostcode: null,
    deleted: false,
    deletedReason: null,
    deletedBy: null,
    deletedAt: null,
    ...more,
  };
}

export const dayAnswer = (
  transactions: Transaction[],
  flags: Partial<Omit<TransactionsResponse, 'transactions'>> = {},
): TransactionsResponse => ({
  transactions,
  canDeleteTransactions: true,
  canDeleteInvoiceTransctions: false,
  ...flags,
});

import { describe, expect, it } from 'vitest';
import { Transaction } from './transaction.contract';
import { billTotals } from './transaction-totals';

const dish = {
  quantity: 2,
  subTotal: 1850,
  lineTotal: 3700,
  price: 1850,
  dish: { id: 'd1', name: 'Har Gow', altName: null, price: 1850 },
  size: null,
  options: [],
  specialInstructions: '',
  isTakeaway: false,
  permanentDeletion: false,
  isVoidedDish: false,
  voidReason: null,
  seat: null,
  lineId: 'l1',
};

describe('Transaction contract', () => {
  it('carries a bill with its totals from billTotals, in cents', () => {
    const totals = billTotals({ orders: [{ lines: [dish] }] });
    const { adjustmentLines: _, ...fields } = totals;
    const bill = {
      uuid: '0b8f4e1c-6b7e-4d51-9a43-2d3f1c1e5a10',
      type: 'dinein',
      orders: [
        {
          orderId: 'o1',
          orderNumber: 'AbCdEfGh12',
          createdAt: '2026-03-08T01:00:00.000Z',
          status: 'placed',
          isAccepted: true,
          dishes: [dish],
          subtotal: 3700,
        },
      ],
      tableNo: '5',
      guests: 2,
      totalSpending: totals.total,
      balance: totals.balance,
      totals: fields,
      createdAt: '2026-03-08T01:00:00.000Z',
      updatedAt: '2026-03-08T01:00:00.000Z',
      payTime: null,
      billPaid: false,
      isInvoicePrinted: false,
      paymentTypes: [],
      refunds: [],
      adjustments: [],
      operationHistory: [
        {
          operationType: 'openBill',
          operationName: 'Open table 5',
          price: 0,
          updatedAt: '2026-03-08T01:00:00.000Z',
          updatedBy: 'Amy',
        },
      ],
      operationString: 'Open table 5',
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
    };
    expect(Transaction.parse(bill).totals.total).toBe(3700);
    expect(Transaction.safeParse({ ...bill, totalSpending: 37.5 }).success).toBe(false);
    expect(Transaction.safeParse({ ...bill, type: 'pickup-delivery' }).success).toBe(false);
  });
});

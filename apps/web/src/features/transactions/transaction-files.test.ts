import { parseCsv, toCsv } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { makeTransaction } from './test/transaction-fixtures';
import {
  adjustmentTypesReport,
  matchesSearch,
  transactionReport,
  transactionTypesReport,
} from './transaction-files';

const read = (file: { header: string[]; rows: unknown[][] }) =>
  parseCsv(toCsv(file.header, file.rows as never));

const discount = {
  id: 'd1',
  adjustmentType: 'discount' as const,
  name: 'Staff 10%',
  percentage: 10,
  price: 238,
  timeCreated: '2025-06-03T02:00:05.000Z',
};

const paidByCard = makeTransaction('bill-aaaaaa111111', {
  paymentTypes: [
    {
      id: 'pay-card',
      type: 'CARD',
      paymentAmount: 2000,
      merchantAmount: 2030,
      time: '2025-06-03T02:00:05.000Z',
      reference: 'x',
      change: 0,
      tendered: null,
      tip: 0,
      createdBy: 'Amy',
      portion: null,
      refunded: 0,
    },
  ],
  adjustments: [discount],
});
const cash = makeTransaction('bill-bbbbbb222222', { type: 'takeaway', tableNo: null, customerName: '陈美' });
const deleted = makeTransaction('bill-cccccc333333', {
  deleted: true,
  deletedReason: 'Test transaction',
  adjustments: [discount],
});

describe('the transactions CSV files', () => {
  it('writes one row per listed bill in transaction-report.csv, times on the restaurant clock', () => {
    const file = transactionReport([paidByCard, cash, deleted], 'Australia/Sydney');
    expect(file.fileName).toBe('transaction-report.csv');
    const rows = read(file)!;
    expect(rows[0]).toEqual([
      'Transaction Id',
      'Transaction Type',
      'Table',
      'Orders',
      'Created Time',
      'Paid Time',
      'Subtotal',
      'Discounts',
      'Surcharges',
      'Total',
      'Paid',
      'Tips',
      'Payment Types',
      'Status',
      'Deleted Reason',
      'Operations',
      'Refunded',
      'Refunds',
      'Voided Dishes',
      'Voided Value',
    ]);
    expect(rows[2]).toEqual([
      'bill-bbbbbb222222',
      'Takeaway',
      '',
      'bill-bbbbbb222222-order',
      '03/06/2025 12:00:05',
      '03/06/2025 12:00:05',
      '23.80',
      '0.00',
      '0.00',
      '23.80',
      '23.80',
      '0.00',
      'CASH',
      'Paid',
      '',
      'Opened, Paid CASH',
      '0.00',
      '',
      '0',
      '0.00',
    ]);
    expect(rows[3]?.slice(13, 15)).toEqual(['Deleted', 'Test transaction']);
  });

  it('carries POS refunds with who and why, and voided dishes (issue 28)', () => {
    const bill = makeTransaction('bill-cccccc333333');
    const refunded = {
      ...bill,
      totals: { ...bill.totals, refunded: 500 },
      refunds: [
        {
          id: 'r1',
          paymentId: 'pay-1',
          type: 'CASH',
          amount: 500,
          credit: 500,
          reason: 'Cold soup',
          lineIds: [],
          time: '2025-06-03T02:10:00.000Z',
          createdBy: 'Ana Lee',
        },
      ],
      orders: bill.orders.map((o) => ({
        ...o,
        dishes: o.dishes.map((d) => ({ ...d, isVoidedDish: true })),
      })),
    };
    const rows = read(transactionReport([refunded], 'Australia/Sydney'))!;
    const voided = refunded.orders.flatMap((o) => o.dishes);
    expect(rows[1]?.slice(-4)).toEqual([
      '5.00',
      '$5.00 CASH by Ana Lee (Cold soup)',
      String(voided.length),
      (voided.reduce((s, d) => s + d.lineTotal, 0) / 100).toFixed(2),
    ]);
  });

  it('sums payments by type and adjustments by name, leaving deleted bills out (not a sale)', () => {
    const types = transactionTypesReport([paidByCard, cash, deleted]);
    expect(types.fileName).toBe('transaction-types-report.csv');
    expect(read(types)).toEqual([
      ['Payment Type', 'Payments', 'Amount', 'Charged', 'Tips'],
      ['CARD', '1', '20.00', '20.30', '0.00'],
      ['CASH', '1', '23.80', '23.80', '0.00'],
    ]);
    const adjustments = adjustmentTypesReport([paidByCard, cash, deleted]);
    expect(adjustments.fileName).toBe('adjustment-types-report.csv');
    expect(read(adjustments)).toEqual([
      ['Adjustment Type', 'Name', 'Count', 'Amount'],
      ['discount', 'Staff 10%', '1', '2.38'],
    ]);
  });

  it('searches ids, orders, tables, types, payments and customers, ignoring case', () => {
    expect(matchesSearch(cash, '  ')).toBe(true);
    expect(matchesSearch(cash, '222222')).toBe(true);
    expect(matchesSearch(cash, 'TAKEAWAY')).toBe(true);
    expect(matchesSearch(cash, '陈')).toBe(true);
    expect(matchesSearch(paidByCard, 'card')).toBe(true);
    expect(matchesSearch(paidByCard, 'pickup')).toBe(false);
  });
});

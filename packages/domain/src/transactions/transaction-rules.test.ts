import { describe, expect, it } from 'vitest';
import {
  operationString,
  TRANSACTION_DELETE_REASONS,
  transactionTypeFor,
  UpdateTransactionsRequest,
} from './transaction.contract';
import {
  canDeleteInvoiceTransactions,
  canTransition,
  checkBillClosable,
  checkBillEditable,
  checkTransactionDelete,
  checkVoidDish,
  customDiscount,
  liveStatusText,
  settingsDiscount,
  transactionStatus,
} from './transaction-rules';

const active = { billPaid: false, deleted: false };
const paid = { billPaid: true, deleted: false };
const deleted = { billPaid: false, deleted: true };

describe('transaction states', () => {
  it('reads active, paid or deleted, and the live Status text', () => {
    expect(transactionStatus(active)).toBe('active');
    expect(transactionStatus(paid)).toBe('paid');
    expect(transactionStatus({ billPaid: true, deleted: true })).toBe('deleted');
    expect(liveStatusText(paid)).toBe('Paid');
    expect(liveStatusText(active)).toBe('Active');
  });

  it('goes active → paid, or to deleted; a paid bill is never reopened', () => {
    expect(canTransition('active', 'paid')).toBe(true);
    expect(canTransition('active', 'deleted')).toBe(true);
    expect(canTransition('paid', 'deleted')).toBe(true);
    expect(canTransition('paid', 'active')).toBe(false);
    expect(canTransition('deleted', 'active')).toBe(false);
    expect(canTransition('deleted', 'paid')).toBe(false);
  });

  it('takes changes only while active', () => {
    expect(checkBillEditable(active)).toEqual({ ok: true });
    expect(checkBillEditable(paid)).toEqual({ ok: false, message: 'This bill is already paid.' });
    expect(checkBillEditable(deleted)).toEqual({ ok: false, message: 'This bill has been deleted.' });
  });
});

describe('checkBillClosable', () => {
  const accepted = { isAccepted: true, status: 'placed' };
  it('closes an active bill with a balance of 0 and every order accepted', () => {
    expect(checkBillClosable({ ...active, balance: 0, orders: [accepted] })).toEqual({ ok: true });
  });

  it('refuses while a balance is due or more was paid than the bill comes to', () => {
    expect(checkBillClosable({ ...active, balance: 1, orders: [accepted] })).toEqual({
      ok: false,
      message: 'The bill cannot be closed until its balance is 0.',
    });
    expect(checkBillClosable({ ...active, balance: -500, orders: [accepted] })).toMatchObject({ ok: false });
  });

  it('refuses while an order waits to be accepted; a cancelled one does not count', () => {
    expect(checkBillClosable({ ...active, balance: 0, orders: [accepted, { isAccepted: false }] })).toEqual({
      ok: false,
      message: 'An order on this bill is waiting to be accepted.',
    });
    expect(
      checkBillClosable({
        ...active,
        balance: 0,
        orders: [accepted, { isAccepted: false, status: 'cancelled' }],
      }),
    ).toEqual({ ok: true });
  });

  it('refuses a second close (double tap) and a deleted bill', () => {
    expect(checkBillClosable({ ...paid, balance: 0, orders: [accepted] })).toEqual({
      ok: false,
      message: 'This bill is already paid.',
    });
    expect(checkBillClosable({ ...deleted, balance: 0, orders: [] })).toMatchObject({ ok: false });
  });
});

describe('checkTransactionDelete (back-office.md §5)', () => {
  const printed = { isInvoicePrinted: true };
  const plain = { isInvoicePrinted: false };

  it('needs a selection', () => {
    expect(
      checkTransactionDelete({ selected: [], reason: 'Refund', canDeleteInvoiceTransactions: true }),
    ).toEqual({
      ok: false,
      message: 'Please select a transaction.',
    });
  });

  it('needs a reason chosen or typed', () => {
    for (const reason of ['', '   ', null, undefined])
      expect(
        checkTransactionDelete({ selected: [plain], reason, canDeleteInvoiceTransactions: false }),
      ).toEqual({
        ok: false,
        message: 'Please select or enter a reason.',
      });
    expect(
      checkTransactionDelete({
        selected: [plain],
        reason: 'x'.repeat(201),
        canDeleteInvoiceTransactions: false,
      }),
    ).toEqual({ ok: false, message: 'A reason can have at most 200 characters' });
  });

  it('refuses a printed invoice without the invoice-delete right', () => {
    expect(
      checkTransactionDelete({
        selected: [plain, printed],
        reason: 'Refund',
        canDeleteInvoiceTransactions: false,
      }),
    ).toEqual({ ok: false, message: 'Cannot delete transactions with invoice printed' });
    expect(
      checkTransactionDelete({
        selected: [plain, printed],
        reason: 'Refund',
        canDeleteInvoiceTransactions: true,
      }),
    ).toEqual({ ok: true, reason: 'Refund' });
  });

  it('takes an offered or a typed reason, trimmed', () => {
    expect(TRANSACTION_DELETE_REASONS).toEqual(['Invalid transaction', 'Refund', 'Test transaction']);
    expect(
      checkTransactionDelete({
        selected: [plain],
        reason: '  Duplicate bill ',
        canDeleteInvoiceTransactions: false,
      }),
    ).toEqual({ ok: true, reason: 'Duplicate bill' });
  });

  it('has the same texts in the POST /updateTransactions contract', () => {
    const first = (body: unknown) => UpdateTransactionsRequest.safeParse(body).error?.issues[0]?.message;
    expect(first({ transactionIds: [], reason: 'Refund' })).toBe('Please select a transaction.');
    expect(first({ reason: 'Refund' })).toBe('Please select a transaction.');
    expect(first({ transactionIds: ['t1'], reason: ' ' })).toBe('Please select or enter a reason.');
    expect(first({ transactionIds: ['t1'] })).toBe('Please select or enter a reason.');
    expect(UpdateTransactionsRequest.parse({ transactionIds: ['t1'], reason: ' Refund ' }).reason).toBe(
      'Refund',
    );
  });
});

describe('canDeleteInvoiceTransactions', () => {
  it('belongs to the roles that pass every check, not to a manager holding delTransactions', () => {
    for (const role of ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'])
      expect(canDeleteInvoiceTransactions({ role })).toBe(true);
    for (const role of ['restaurantManager', 'restaurantStaff', 'restaurantReport', 'menuAdmin', null])
      expect(canDeleteInvoiceTransactions({ role })).toBe(false);
  });
});

describe('checkVoidDish', () => {
  const dish = { isVoidedDish: false, permanentDeletion: false };
  it('needs a reason', () => {
    expect(checkVoidDish(active, dish, ' ')).toEqual({
      ok: false,
      message: 'Please select or enter a reason for voiding this dish.',
    });
    expect(checkVoidDish(active, dish, 'Out of stock')).toEqual({ ok: true, reason: 'Out of stock' });
  });

  it('refuses a dish already voided or removed, and a closed bill', () => {
    expect(checkVoidDish(active, { ...dish, isVoidedDish: true }, 'Wrong order')).toEqual({
      ok: false,
      message: 'This dish has already been voided.',
    });
    expect(checkVoidDish(active, { ...dish, permanentDeletion: true }, 'Wrong order')).toMatchObject({
      ok: false,
    });
    expect(checkVoidDish(paid, dish, 'Wrong order')).toEqual({
      ok: false,
      message: 'This bill is already paid.',
    });
  });
});

describe('discounts on a bill', () => {
  const discounts = [
    { name: '10% Off', percentage: 10, amount: null, sort: 1 },
    { name: 'Five dollars', percentage: null, amount: 500, sort: 2 },
  ];

  it('takes a posSettings discount by name, in any case', () => {
    expect(settingsDiscount(discounts, ' 10% off')).toEqual({
      ok: true,
      discount: { adjustmentType: 'discount', name: '10% Off', percentage: 10, amount: null },
    });
    expect(settingsDiscount(discounts, 'Five dollars')).toMatchObject({
      ok: true,
      discount: { percentage: null, amount: 500 },
    });
    expect(settingsDiscount(discounts, 'Nope')).toEqual({ ok: false, message: 'Please select a discount.' });
  });

  it('checks a custom discount with the posSettings discount texts', () => {
    expect(customDiscount({ percentage: 15 })).toEqual({
      ok: true,
      discount: { adjustmentType: 'customDiscount', name: 'Custom discount', percentage: 15, amount: null },
    });
    expect(customDiscount({ name: 'Birthday', amount: 1000 })).toMatchObject({
      ok: true,
      discount: { name: 'Birthday', percentage: null, amount: 1000 },
    });
    expect(customDiscount({ percentage: 120 })).toEqual({
      ok: false,
      message: 'The discount percentage is not a valid number',
    });
    expect(customDiscount({ amount: -5 })).toEqual({
      ok: false,
      message: 'The discount amount is not a valid number',
    });
    expect(customDiscount({})).toEqual({ ok: false, message: 'The discount percentage cannot be empty' });
  });
});

describe('transactionTypeFor and operationString', () => {
  it('maps order kinds to bill types', () => {
    expect(transactionTypeFor('dinein')).toBe('dinein');
    expect(transactionTypeFor('foodcourt')).toBe('foodcourt');
    expect(transactionTypeFor('pickup-delivery', { chooseType: 'delivery' })).toBe('delivery');
    expect(transactionTypeFor('pickup-delivery')).toBeNull();
    expect(transactionTypeFor('delivery', { deliveryPartner: 'UBER EATS' })).toBe('deliveryPartner');
  });

  it('joins the operation names', () => {
    expect(operationString([{ operationName: 'Open table 5' }, { operationName: 'Paid CASH' }])).toBe(
      'Open table 5, Paid CASH',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  canonicalPaymentTypeName,
  checkoutPaymentTypes,
  checkPaymentType,
  checkPaymentTypes,
  parseSort,
  parseSurchargeRate,
  paymentTypeExists,
  paymentTypeIssues,
  sortPaymentTypes,
} from './payment-type-rules';
import { PAYMENT_TYPE_MESSAGES as M, UpdatePaymentTypesBody } from './payment-types.contract';

const refused = (input: Parameters<typeof checkPaymentType>[0]) => {
  const r = checkPaymentType(input);
  return r.ok ? null : r.message;
};

describe('checkPaymentType', () => {
  it('requires a type or a custom name', () => {
    expect(refused({})).toBe(M.required);
    expect(refused({ paymentType: '   ' })).toBe(M.required);
    expect(refused({ paymentType: null })).toBe(M.required);
    expect(refused({ paymentType: 'x'.repeat(51) })).toBe(M.nameTooLong);
  });

  it('takes a surcharge rate from 0 to 100, as a number or the text of a field, empty meaning 0', () => {
    for (const bad of [-0.01, 100.01, 'abc', '1,5', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refused({ paymentType: 'AMEX', surchargeRate: bad }), String(bad)).toBe(M.surchargeRate);
    }
    const rate = (surchargeRate: number | string | null | undefined) => {
      const r = checkPaymentType({ paymentType: 'AMEX', surchargeRate });
      return r.ok ? r.value.surchargeRate : r.message;
    };
    expect(rate(0)).toBe(0);
    expect(rate(100)).toBe(100);
    expect(rate('2.5')).toBe(2.5);
    expect(rate(' 1.5 ')).toBe(1.5);
    expect(rate('')).toBe(0);
    expect(rate(undefined)).toBe(0);
    // Stored as basis points: two decimals, rounded.
    expect(rate(1.555)).toBe(1.56);
    expect(parseSurchargeRate(1.234)).toBe(1.23);
  });

  it('takes a whole-number sort, 99 when empty', () => {
    expect(parseSort(undefined)).toBe(99);
    expect(parseSort('')).toBe(99);
    expect(parseSort('5')).toBe(5);
    expect(parseSort(0)).toBe(0);
    for (const bad of [1.5, -1, 10_000, 'x']) {
      expect(refused({ paymentType: 'CASH', sort: bad }), String(bad)).toBe(M.sort);
    }
  });

  it('trims, defaults enabled to true and keeps an id', () => {
    expect(
      checkPaymentType({ paymentTypeId: 'p1', paymentType: '  Voucher ', description: ' Gift ' }),
    ).toEqual({
      ok: true,
      value: {
        paymentTypeId: 'p1',
        paymentType: 'Voucher',
        surchargeRate: 0,
        enabled: true,
        sort: 99,
        description: 'Gift',
      },
    });
    expect(refused({ paymentType: 'CASH', description: 'x'.repeat(101) })).toBe(M.descriptionTooLong);
  });

  it('spells an offered type its own way whatever the casing; a custom name stays as typed', () => {
    expect(canonicalPaymentTypeName(' visamastercard ')).toBe('VISAMastercard');
    expect(canonicalPaymentTypeName('wechatpay')).toBe('WECHATPAY');
    expect(canonicalPaymentTypeName('Gift Card')).toBe('Gift Card');
  });

  it('OBPayments: rate 0 and description OB Payments, whatever was sent', () => {
    const r = checkPaymentType({
      paymentType: 'obpayments',
      surchargeRate: 250,
      description: 'anything',
      sort: 1,
      enabled: false,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        paymentType: 'OBPayments',
        surchargeRate: 0,
        description: 'OB Payments',
        sort: 1,
        enabled: false,
      },
    });
  });
});

describe('checkPaymentTypes', () => {
  it('refuses a name twice, compared case-insensitively, and answers the first failing rule', () => {
    expect(checkPaymentTypes([{ paymentType: 'CASH' }, { paymentType: 'cash' }])).toEqual({
      ok: false,
      message: M.duplicate,
    });
    expect(checkPaymentTypes([{ paymentType: 'Gift Card' }, { paymentType: ' GIFT CARD ' }])).toEqual({
      ok: false,
      message: M.duplicate,
    });
    expect(checkPaymentTypes([{ paymentType: 'CASH' }, { paymentType: 'AMEX', surchargeRate: 101 }])).toEqual(
      {
        ok: false,
        message: M.surchargeRate,
      },
    );
    const ok = checkPaymentTypes([{ paymentType: 'CASH' }, { paymentType: 'AMEX', surchargeRate: '2.5' }]);
    expect(ok.ok && ok.value.map((t) => t.surchargeRate)).toEqual([0, 2.5]);
    expect(checkPaymentTypes([])).toEqual({ ok: true, value: [] });
  });

  it('paymentTypeExists leaves out the type being edited', () => {
    const list = [
      { paymentTypeId: 'a', paymentType: 'CASH' },
      { paymentTypeId: 'b', paymentType: 'Gift Card' },
    ];
    expect(paymentTypeExists(list, 'gift card')).toBe(true);
    expect(paymentTypeExists(list, 'gift card', 'b')).toBe(false);
    expect(paymentTypeExists(list, 'AMEX')).toBe(false);
  });

  it('the body schema caps the list at 100', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ paymentType: `T${i}` }));
    expect(UpdatePaymentTypesBody.safeParse({ paymentTypes: many }).success).toBe(false);
    expect(checkPaymentTypes(many)).toEqual({ ok: false, message: M.tooMany });
  });
});

describe('sorting and checkout', () => {
  const t = (paymentType: string, sort: number, enabled = true) => ({ paymentType, sort, enabled });

  it('sorts ascending by sort, equal sorts by name', () => {
    expect(
      sortPaymentTypes([t('EFTPOS', 3), t('CASH', 1), t('amex', 3), t('Other', 99)]).map(
        (x) => x.paymentType,
      ),
    ).toEqual(['CASH', 'amex', 'EFTPOS', 'Other']);
  });

  it('checkoutPaymentTypes: only the enabled ones, ascending by sort', () => {
    const list = [t('Other', 99, false), t('EFTPOS', 3), t('CASH', 1), t('AMEX', 2, false)];
    expect(checkoutPaymentTypes(list).map((x) => x.paymentType)).toEqual(['CASH', 'EFTPOS']);
    expect(list[0]!.paymentType).toBe('Other');
    expect(checkoutPaymentTypes([])).toEqual([]);
  });
});

describe('paymentTypeIssues', () => {
  it("answers each field's text at once; OBPayments has no rate to check", () => {
    expect(
      paymentTypeIssues({ paymentType: '', surchargeRate: 'x', sort: '1.5', description: 'x'.repeat(101) }),
    ).toEqual({
      paymentType: M.required,
      surchargeRate: M.surchargeRate,
      sort: M.sort,
      description: M.descriptionTooLong,
    });
    expect(paymentTypeIssues({ paymentType: 'OBPayments', surchargeRate: 500 })).toEqual({});
    expect(paymentTypeIssues({ paymentType: 'CASH' })).toEqual({});
  });
});

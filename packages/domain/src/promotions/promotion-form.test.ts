import { describe, expect, it } from 'vitest';
import { canUseMarketing } from './marketing-access';
import { PROMOTION_MESSAGES as M, type PromotionForm, validatePromotionForm } from './promotion-form';

const base: PromotionForm = {
  type: 'newMember',
  name: 'Welcome',
  description: '10 % off your first order',
  isEnabled: true,
  maxAmount: 500,
  expiryDays: 30,
  isPercentage: true,
  percentage: 10,
};
const message = (f: Partial<PromotionForm>) => {
  const r = validatePromotionForm({ ...base, ...f });
  return r.ok ? null : r.message;
};

describe('validatePromotionForm (back-office.md §5)', () => {
  it('accepts a complete form and trims the texts', () => {
    const r = validatePromotionForm({ ...base, name: '  Welcome ', amount: 300 });
    expect(r).toEqual({
      ok: true,
      value: {
        type: 'newMember',
        name: 'Welcome',
        description: '10 % off your first order',
        isEnabled: true,
        maxAmount: 500,
        expiryDays: 30,
        isPercentage: true,
        percentage: 10,
        amount: null,
        forOneItem: false,
        isFreeItem: false,
        buyCount: null,
      },
    });
  });

  it('buy N get free needs N from 2 to 100 (decision 0270); other types keep none', () => {
    const buyN = { type: 'buyNFree' as const, isFreeItem: true };
    expect(message({ ...buyN })).toBe(M.buyCountRequired);
    expect(message({ ...buyN, buyCount: 1 })).toBe(M.buyCountRequired);
    expect(message({ ...buyN, buyCount: 101 })).toBe(M.buyCountRequired);
    const ok = validatePromotionForm({ ...base, ...buyN, buyCount: 5 });
    expect(ok.ok && ok.value.buyCount).toBe(5);
    const other = validatePromotionForm({ ...base, buyCount: 5 });
    expect(other.ok && other.value.buyCount).toBeNull();
  });

  it('needs a name of at most 20 characters', () => {
    expect(message({ name: '' })).toBe('Name is required');
    expect(message({ name: '   ' })).toBe('Name is required');
    expect(message({ name: null })).toBe('Name is required');
    expect(message({ name: 'x'.repeat(20) })).toBeNull();
    expect(message({ name: 'x'.repeat(21) })).toBe(M.nameTooLong);
  });

  it('needs a description of at most 100, or 50 on birthday', () => {
    expect(message({ description: '' })).toBe('Description is required');
    expect(message({ description: 'd'.repeat(100) })).toBeNull();
    expect(message({ description: 'd'.repeat(101) })).toBe('The description can be at most 100 characters');
    expect(message({ type: 'birthday', description: 'd'.repeat(50) })).toBeNull();
    expect(message({ type: 'birthday', description: 'd'.repeat(51) })).toBe(
      'The description can be at most 50 characters',
    );
  });

  it('needs the maximum amount and expiry days of at least 1', () => {
    expect(message({ maxAmount: null })).toBe('The maximum amount is required.');
    expect(message({ maxAmount: 0 })).toBeNull();
    expect(message({ expiryDays: null })).toBe('Expriry days is required');
    expect(message({ expiryDays: 0 })).toBe('Expriry days is required');
    expect(message({ expiryDays: 1 })).toBeNull();
  });

  it('needs the percentage in percentage mode, the amount otherwise', () => {
    expect(message({ percentage: null })).toBe('The discount percentage is required.');
    expect(message({ percentage: 0 })).toBe('The discount percentage is required.');
    expect(message({ isPercentage: false, percentage: 10 })).toBe('The discount amount is required.');
    const r = validatePromotionForm({ ...base, isPercentage: false, amount: 250 });
    expect(r.ok && r.value).toMatchObject({ isPercentage: false, amount: 250, percentage: null });
  });

  it('a free item needs neither percentage nor amount (decision 0252)', () => {
    const r = validatePromotionForm({
      ...base,
      type: 'buyNFree',
      isPercentage: false,
      percentage: null,
      amount: null,
      isFreeItem: true,
      forOneItem: true,
      buyCount: 5,
    });
    expect(r.ok && r.value).toMatchObject({ isFreeItem: true, forOneItem: true, amount: null });
  });
});

describe('canUseMarketing (decision 0250)', () => {
  it('lets admin and the one configured account in, nobody else', () => {
    expect(canUseMarketing({ role: 'admin', email: 'a@x.test' }, undefined)).toBe(true);
    expect(canUseMarketing({ role: 'restaurantAdmin', email: 'M@X.test' }, 'm@x.test')).toBe(true);
    expect(canUseMarketing({ role: 'restaurantAdmin', email: 'o@x.test' }, 'm@x.test')).toBe(false);
    expect(canUseMarketing({ role: 'restaurantAdmin', email: 'o@x.test' }, undefined)).toBe(false);
    expect(canUseMarketing({ role: 'restaurantManager', email: '' }, '')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGES, memberName, memberPhoneKey, memberSearchCriteria } from './members.contract';

describe('member search (back-office.md §5)', () => {
  it('needs a phone number, a first name or a last name', () => {
    const none = { ok: false, message: 'Please enter a phone number or first name or last name' };
    expect(memberSearchCriteria({})).toEqual(none);
    expect(memberSearchCriteria({ phoneNumber: ' ', firstName: '', lastName: null })).toEqual(none);
    expect(MEMBER_MESSAGES.searchCriteria).toBe(none.message);
    expect(memberSearchCriteria({ firstName: ' Mei ' })).toEqual({
      ok: true,
      value: { phoneDigits: null, firstName: 'Mei', lastName: null },
    });
  });

  it('reads one mobile written three ways as one number', () => {
    expect(memberPhoneKey('+61 412 345 678')).toBe('0412345678');
    expect(memberPhoneKey('412345678')).toBe('0412345678');
    expect(memberPhoneKey('0412 345 678')).toBe('0412345678');
    expect(memberPhoneKey('(02) 9876 5432')).toBe('0298765432');
    expect(memberSearchCriteria({ phoneNumber: '+61412345678' })).toMatchObject({
      ok: true,
      value: { phoneDigits: '0412345678' },
    });
  });

  it('names a member First Last', () => {
    expect(memberName({ firstName: 'Mei', lastName: 'Chen' })).toBe('Mei Chen');
    expect(memberName({ firstName: 'Mei', lastName: '' })).toBe('Mei');
  });
});

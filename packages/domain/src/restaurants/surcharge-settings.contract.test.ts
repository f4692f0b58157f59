import { describe, expect, it } from 'vitest';
import {
  canSaveSurcharge,
  SURCHARGE_MESSAGES,
  SurchargeSettingInput,
  SurchargeSettingsValue,
} from './surcharge-settings.contract';

const surcharge = (over: Record<string, unknown> = {}) => ({
  name: 'Saturday surcharge',
  weekdays: ['Saturday'],
  isPercentage: true,
  amount: 10,
  ...over,
});
const firstMessage = (input: unknown) => {
  const r = SurchargeSettingInput.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('SurchargeSettingInput', () => {
  it('fills the defaults and reads day names as ISO weekdays', () => {
    expect(SurchargeSettingInput.parse(surcharge())).toEqual({
      name: 'Saturday surcharge',
      surchargeDescription: '',
      weekdays: [6],
      publicHolidayDays: [],
      isEnabled: true,
      isPercentage: true,
      isTax: false,
      isExclusive: false,
      isTaxBasedOnSubtotal: false,
      amount: 10,
    });
  });

  it('answers the texts of the rules', () => {
    expect(firstMessage(surcharge({ name: '  ' }))).toBe(SURCHARGE_MESSAGES.name);
    expect(firstMessage(surcharge({ surchargeDescription: 'x'.repeat(51) }))).toBe(
      SURCHARGE_MESSAGES.description,
    );
    expect(firstMessage(surcharge({ surchargeDescription: 'x'.repeat(50) }))).toBeNull();
    expect(firstMessage(surcharge({ amount: undefined }))).toBe(SURCHARGE_MESSAGES.amount);
    expect(firstMessage(surcharge({ amount: 0 }))).toBe(SURCHARGE_MESSAGES.percentage);
    expect(firstMessage(surcharge({ amount: 100.5 }))).toBe(SURCHARGE_MESSAGES.percentage);
    expect(firstMessage(surcharge({ amount: 2.555 }))).toBe(SURCHARGE_MESSAGES.percentage);
    expect(firstMessage(surcharge({ amount: 2.55 }))).toBeNull();
    expect(firstMessage(surcharge({ isPercentage: false, amount: 250.5 }))).toBe(SURCHARGE_MESSAGES.cents);
    expect(firstMessage(surcharge({ isPercentage: false, amount: 250 }))).toBeNull();
    expect(firstMessage(surcharge({ publicHolidayDays: ['2026-12-25'] }))).toBe('Date must be DD/MM/YYYY');
  });

  it('takes a list of at most 50', () => {
    expect(SurchargeSettingsValue.safeParse(Array.from({ length: 51 }, () => surcharge())).success).toBe(
      false,
    );
  });
});

describe('canSaveSurcharge (the Save button)', () => {
  it('needs a name and an amount', () => {
    expect(canSaveSurcharge({ name: 'Sunday', amount: '10' })).toBe(true);
    expect(canSaveSurcharge({ name: ' ', amount: '10' })).toBe(false);
    expect(canSaveSurcharge({ name: 'Sunday', amount: '' })).toBe(false);
    expect(canSaveSurcharge({ name: 'Sunday', amount: '0' })).toBe(false);
    expect(canSaveSurcharge({ name: 'Sunday', amount: 'abc' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  applicableSurcharges,
  dinerSurchargeRules,
  type SurchargeRule,
  surchargeAmount,
  surchargeDay,
} from './surcharges';

const sunday: SurchargeRule = {
  id: 's1',
  name: 'Sunday surcharge',
  isEnabled: true,
  isPercentage: true,
  amount: 10,
  weekdays: [7],
  publicHolidayDays: [],
};
const holiday: SurchargeRule = {
  id: 's2',
  name: 'Public holiday',
  isEnabled: true,
  isPercentage: true,
  amount: 15,
  weekdays: [],
  publicHolidayDays: ['2026-12-25', '2026-12-27'],
};
const fixedWeekend: SurchargeRule = {
  id: 's3',
  name: 'Weekend service fee',
  isEnabled: true,
  isPercentage: false,
  amount: 300,
  weekdays: [6, 7],
  publicHolidayDays: [],
};

describe('surcharges', () => {
  it('computes percentages of the subtotal (rounded to the cent) and fixed amounts', () => {
    expect(surchargeAmount(sunday, 4567)).toBe(457);
    expect(surchargeAmount({ isPercentage: true, amount: 2.5 }, 1000)).toBe(25);
    expect(surchargeAmount(fixedWeekend, 1)).toBe(300);
  });

  it('applies a weekday surcharge on its weekday only', () => {
    expect(applicableSurcharges([sunday], { date: '2026-11-22', weekday: 7 }, 5000)).toEqual([
      { id: 's1', name: 'Sunday surcharge', type: 'percentage', amount: 500 },
    ]);
    expect(applicableSurcharges([sunday], { date: '2026-11-23', weekday: 1 }, 5000)).toEqual([]);
  });

  it('applies a public-holiday surcharge on its dates', () => {
    expect(applicableSurcharges([holiday], { date: '2026-12-25', weekday: 5 }, 2000)[0]?.amount).toBe(300);
  });

  it('when several apply the same day, only the higher one applies', () => {
    // Sunday 27 Dec: Sunday 10 %, holiday 15 %, weekend $3.00.
    const on = { date: '2026-12-27', weekday: 7 };
    expect(applicableSurcharges([sunday, holiday, fixedWeekend], on, 1000)).toEqual([
      { id: 's3', name: 'Weekend service fee', type: 'fixed', amount: 300 },
    ]);
    expect(applicableSurcharges([sunday, holiday, fixedWeekend], on, 10000)).toEqual([
      { id: 's2', name: 'Public holiday', type: 'percentage', amount: 1500 },
    ]);
  });

  it('ignores disabled surcharges', () => {
    expect(
      applicableSurcharges([{ ...sunday, isEnabled: false }], { date: '2026-11-22', weekday: 7 }, 5000),
    ).toEqual([]);
  });

  it("gives the diner the enabled rules only, and they price an order as the server's rules do", () => {
    const rules = [sunday, { ...holiday, isEnabled: false }, fixedWeekend];
    const diner = dinerSurchargeRules(rules);
    expect(diner.map((r) => r.id)).toEqual(['s1', 's3']);
    expect(diner[0]).toEqual({
      id: 's1',
      name: 'Sunday surcharge',
      isPercentage: true,
      amount: 10,
      weekdays: [7],
      publicHolidayDays: [],
    });
    for (const on of [
      { date: '2026-12-25', weekday: 5 },
      { date: '2026-12-27', weekday: 7 },
      { date: '2026-11-23', weekday: 1 },
    ])
      for (const subtotal of [1, 999, 4567, 100000])
        expect(applicableSurcharges(diner, on, subtotal)).toEqual(applicableSurcharges(rules, on, subtotal));
  });
});

describe('surchargeDay', () => {
  it("is today on the restaurant's clock, or the chosen date of an order ahead", () => {
    // Saturday 7 June 2025 23:30 UTC is Sunday 8 June 09:30 in Sydney.
    const at = new Date('2025-06-07T23:30:00Z');
    expect(surchargeDay(at, 'Australia/Sydney')).toEqual({ date: '2025-06-08', weekday: 7 });
    expect(surchargeDay(at, 'UTC')).toEqual({ date: '2025-06-07', weekday: 6 });
    expect(surchargeDay(at, 'Australia/Sydney', '2025-06-14')).toEqual({ date: '2025-06-14', weekday: 6 });
    expect(surchargeDay(at, 'Australia/Sydney', '2025-06-09')).toEqual({ date: '2025-06-09', weekday: 1 });
    // A date still being typed or impossible counts as today.
    expect(surchargeDay(at, 'Australia/Sydney', '2025-02-30')).toEqual({ date: '2025-06-08', weekday: 7 });
    expect(surchargeDay(at, 'Australia/Sydney', '')).toEqual({ date: '2025-06-08', weekday: 7 });
  });
});

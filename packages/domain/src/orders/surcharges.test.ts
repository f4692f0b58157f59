import { describe, expect, it } from 'vitest';
import { applicableSurcharges, type SurchargeRule, surchargeAmount } from './surcharges';

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
});

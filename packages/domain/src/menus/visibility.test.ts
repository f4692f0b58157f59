import { describe, expect, it } from 'vitest';
import { localClock } from '../restaurants/local-time';
import { dayjs } from '../shared/dayjs';
import { isDishVisible, isInTimeWindow, isUnavailableToday, type VisibilitySubject } from './visibility';

const TZ = 'Australia/Sydney';
/** A wall-clock time in Sydney. 2025-06-02 is a Monday (AEST, UTC+10). */
const at = (local: string, tz = TZ) => dayjs.tz(local, tz).toDate();
const dish = (over: Partial<VisibilitySubject> = {}): VisibilitySubject => ({
  id: 'd1',
  active: true,
  ...over,
});
const visible = (d: VisibilitySubject, local: string, extra: Record<string, unknown> = {}) =>
  isDishVisible(d, { now: at(local), timezone: TZ, ...extra });

describe('isDishVisible: active and hideDays', () => {
  it('an active dish with no rules is visible', () => {
    expect(visible(dish(), '2025-06-02T12:00')).toBe(true);
  });

  it('an inactive dish without hideDays is hidden', () => {
    expect(visible(dish({ active: false }), '2025-06-02T12:00')).toBe(false);
    expect(visible(dish({ active: false, hideDays: [] }), '2025-06-02T12:00')).toBe(false);
  });

  it('an inactive dish with hideDays is hidden on those days and visible on the others', () => {
    const d = dish({ active: false, hideDays: [1, 2] }); // hidden Monday and Tuesday
    expect(visible(d, '2025-06-02T12:00')).toBe(false); // Monday
    expect(visible(d, '2025-06-03T12:00')).toBe(false); // Tuesday
    expect(visible(d, '2025-06-04T12:00')).toBe(true); // Wednesday
  });

  it('maps Sunday to 7 and Monday to 1', () => {
    const sundayOnly = dish({ active: false, hideDays: [7] });
    expect(visible(sundayOnly, '2025-06-08T12:00')).toBe(false); // Sunday
    expect(visible(sundayOnly, '2025-06-09T12:00')).toBe(true); // Monday
    expect(localClock(at('2025-06-08T12:00'), TZ).weekday).toBe(7);
    expect(localClock(at('2025-06-09T12:00'), TZ).weekday).toBe(1);
  });

  it('hideDays do not hide an active dish', () => {
    expect(visible(dish({ hideDays: [1] }), '2025-06-02T12:00')).toBe(true);
  });

  it('an id in inactiveDishIds counts as inactive', () => {
    expect(visible(dish(), '2025-06-02T12:00', { inactiveDishIds: ['d1'] })).toBe(false);
    expect(visible(dish({ hideDays: [2] }), '2025-06-02T12:00', { inactiveDishIds: ['d1'] })).toBe(true);
    expect(visible(dish(), '2025-06-02T12:00', { inactiveDishIds: ['other'] })).toBe(true);
  });
});

describe('isDishVisible: hideForWeb and hidden_until', () => {
  it('hideForWeb hides the dish', () => {
    expect(visible(dish({ hideForWeb: true }), '2025-06-02T12:00')).toBe(false);
    expect(visible(dish({ hideForWeb: false }), '2025-06-02T12:00')).toBe(true);
  });

  it('hidden_until hides the dish until that moment, then shows it', () => {
    const until = at('2025-06-02T15:00').toISOString();
    expect(visible(dish({ hidden_until: until }), '2025-06-02T14:59')).toBe(false);
    expect(visible(dish({ hidden_until: until }), '2025-06-02T15:00')).toBe(true);
    expect(visible(dish({ hidden_until: new Date(until) }), '2025-06-03T09:00')).toBe(true);
    expect(visible(dish({ hidden_until: null }), '2025-06-02T12:00')).toBe(true);
  });
});

describe('isDishVisible: time window', () => {
  const breakfast = dish({ active_begin: 360, active_end: 660 }); // 06:00-11:00

  it('a dish with no window is visible at any time', () => {
    expect(visible(dish({ active_begin: null, active_end: null }), '2025-06-02T03:00')).toBe(true);
  });

  it('a window shows the dish inside [begin, end) only', () => {
    expect(visible(breakfast, '2025-06-02T05:59')).toBe(false);
    expect(visible(breakfast, '2025-06-02T06:00')).toBe(true);
    expect(visible(breakfast, '2025-06-02T10:59')).toBe(true);
    expect(visible(breakfast, '2025-06-02T11:00')).toBe(false);
  });

  it('a window past midnight (1320-1560) runs from 22:00 to 02:00', () => {
    const supper = dish({ active_begin: 1320, active_end: 1560 });
    expect(visible(supper, '2025-06-02T21:59')).toBe(false);
    expect(visible(supper, '2025-06-02T22:00')).toBe(true);
    expect(visible(supper, '2025-06-02T23:59')).toBe(true);
    expect(visible(supper, '2025-06-03T00:00')).toBe(true);
    expect(visible(supper, '2025-06-03T01:59')).toBe(true);
    expect(visible(supper, '2025-06-03T02:00')).toBe(false);
    expect(visible(supper, '2025-06-03T12:00')).toBe(false);
  });

  it('a window shows only on its weekdays', () => {
    const weekendLunch = dish({ active_begin: 660, active_end: 900, activeWeekDays: [6, 7] });
    expect(visible(weekendLunch, '2025-06-06T12:00')).toBe(false); // Friday
    expect(visible(weekendLunch, '2025-06-07T12:00')).toBe(true); // Saturday
    expect(visible(weekendLunch, '2025-06-08T12:00')).toBe(true); // Sunday
    expect(visible(weekendLunch, '2025-06-08T16:00')).toBe(false); // Sunday, outside the hours
  });

  it('past midnight, the small hours belong to the weekday the window began', () => {
    const fridaySupper = dish({ active_begin: 1320, active_end: 1560, activeWeekDays: [5] });
    expect(visible(fridaySupper, '2025-06-06T23:00')).toBe(true); // Friday night
    expect(visible(fridaySupper, '2025-06-07T01:00')).toBe(true); // Saturday 01:00, Friday's window
    expect(visible(fridaySupper, '2025-06-06T01:00')).toBe(false); // Friday 01:00 is Thursday's window
    expect(visible(fridaySupper, '2025-06-07T23:00')).toBe(false); // Saturday night
  });

  it('an end before the begin also runs past midnight', () => {
    const clock = localClock(at('2025-06-03T01:00'), TZ);
    expect(isInTimeWindow({ active_begin: 1320, active_end: 120 }, clock)).toBe(true);
  });

  it('activeWeekDays without a window do not hide the dish', () => {
    expect(visible(dish({ activeWeekDays: [6] }), '2025-06-02T12:00')).toBe(true);
  });

  it('reads the time and weekday in the restaurant zone, not UTC', () => {
    // 2025-06-01T23:30Z is Monday 09:30 in Sydney, still Sunday in UTC.
    const now = new Date('2025-06-01T23:30:00Z');
    const mondayBreakfast = dish({ active_begin: 360, active_end: 660, activeWeekDays: [1] });
    expect(isDishVisible(mondayBreakfast, { now, timezone: TZ })).toBe(true);
    expect(isDishVisible(mondayBreakfast, { now, timezone: 'UTC' })).toBe(false);
  });
});

describe('isDishVisible: unavailable list', () => {
  it('a bare id or an entry without a date hides the dish every day', () => {
    expect(visible(dish(), '2025-06-02T12:00', { unavailable: ['d1'] })).toBe(false);
    expect(
      visible(dish(), '2025-06-02T12:00', { unavailable: [{ menuItemId: 'd1', effectiveDate: null }] }),
    ).toBe(false);
    expect(
      visible(dish(), '2025-06-02T12:00', { unavailable: [{ menuItemId: 'd1', effectiveDate: '' }] }),
    ).toBe(false);
    expect(visible(dish(), '2025-06-02T12:00', { unavailable: [{ menuItemId: 'd1' }] })).toBe(false);
  });

  it('an entry with a date hides the dish on that date only (YYYY-MM-DD in the restaurant zone)', () => {
    const unavailable = [{ menuItemId: 'd1', effectiveDate: '2025-06-02' }];
    expect(visible(dish(), '2025-06-02T08:00', { unavailable })).toBe(false);
    expect(visible(dish(), '2025-06-03T08:00', { unavailable })).toBe(true);
    // 2025-06-01T22:00Z is already 2 June in Sydney.
    expect(isDishVisible(dish(), { now: new Date('2025-06-01T22:00:00Z'), timezone: TZ, unavailable })).toBe(
      false,
    );
  });

  it('entries of other dishes do not matter', () => {
    expect(isUnavailableToday('d1', ['d2', { menuItemId: 'd3', effectiveDate: null }], '2025-06-02')).toBe(
      false,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { dmyOf, isIsoDate, parseDmy, restaurantToday, shiftIsoDate, timeRange } from './admin-dates';

describe('booking admin dates', () => {
  it('reads dd/MM/yyyy (and d/M/yyyy) as real calendar dates only', () => {
    expect(parseDmy('05/03/2026')).toBe('2026-03-05');
    expect(parseDmy(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseDmy('29/02/2028')).toBe('2028-02-29');
    expect(parseDmy('29/02/2026')).toBeNull();
    expect(parseDmy('2026-03-05')).toBeNull();
    expect(parseDmy('')).toBeNull();
  });

  it('shows ISO dates as DD/MM/YYYY and steps a day across months and years', () => {
    expect(dmyOf('2026-03-05')).toBe('05/03/2026');
    expect(dmyOf('nope')).toBe('');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(shiftIsoDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftIsoDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it("takes today on the restaurant's clock, not the browser's", () => {
    // 22:30 UTC on 1 March is 09:30 on 2 March in Sydney (daylight saving, +11).
    const at = new Date('2026-03-01T22:30:05Z');
    expect(restaurantToday('Australia/Sydney', at)).toBe('2026-03-02');
    expect(restaurantToday('UTC', at)).toBe('2026-03-01');
    expect(timeRange('11:30', '14:30')).toBe('11:30 - 14:30');
  });
});

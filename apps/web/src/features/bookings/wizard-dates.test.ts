import { describe, expect, it } from 'vitest';
import { dayBefore, earliestBookingDate, isIsoDate, sessionHasStarted, timeRange } from './wizard-dates';

const SYDNEY = 'Australia/Sydney';
// 11:00 on Monday 2 March 2026 in Sydney (UTC+11).
const NOW = new Date('2026-03-02T00:00:00Z');

describe('wizard dates', () => {
  it('goes back a day across months and years', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });

  it('allows dates from yesterday on the restaurant clock', () => {
    expect(earliestBookingDate(NOW, SYDNEY)).toBe('2026-03-01');
    expect(earliestBookingDate(NOW, 'UTC')).toBe('2026-03-01');
    expect(earliestBookingDate(new Date('2026-03-01T14:00:00Z'), SYDNEY)).toBe('2026-03-01');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('02/03/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('says whether a session has begun on the restaurant clock', () => {
    expect(sessionHasStarted('2026-03-02', '11:00', NOW, SYDNEY)).toBe(true);
    expect(sessionHasStarted('2026-03-02', '11:30', NOW, SYDNEY)).toBe(false);
    expect(sessionHasStarted('2026-03-01', '23:00', NOW, SYDNEY)).toBe(true);
    expect(sessionHasStarted('2026-03-03', '08:00', NOW, SYDNEY)).toBe(false);
  });

  it('shows the end time unless the session hides it', () => {
    expect(timeRange('11:30', '14:30')).toBe('11:30 – 14:30');
    expect(timeRange('11:30', '14:30', true)).toBe('11:30');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkReportDateTimeRange,
  checkReportDayRange,
  checkReportMonth,
  daysBetween,
  formatReportDateTime,
  lastMonths,
  monthStrOf,
  parseReportDateTime,
  REPORT_MAX_GAP_MS,
  reportToday,
} from './report-dates';

// 2026-03-10 12:00 in Sydney (AEDT, UTC+11) is 01:00 UTC.
const NOW = new Date('2026-03-10T01:00:00Z');

describe('report day ranges (back-office.md §5)', () => {
  it('accepts a range up to today, a single day, and a 31-day gap', () => {
    expect(checkReportDayRange('sales', '2026-03-01', '2026-03-10', NOW)).toEqual({
      ok: true,
      range: { startDate: '2026-03-01', endDate: '2026-03-10' },
    });
    expect(checkReportDayRange('sales', '2026-03-10', '2026-03-10', NOW).ok).toBe(true);
    expect(checkReportDayRange('sales', '2026-02-07', '2026-03-10', NOW).ok).toBe(true); // 31 days
  });

  it('refuses a gap of 32 days or more with the spec text', () => {
    const r = checkReportDayRange('sales', '2026-02-06', '2026-03-10', NOW);
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'gap',
        message: 'Start date and end date gap must be less than 32 days',
        fieldMessage: 'Start date and end date gap must be less than 32 days',
      },
    });
    expect(REPORT_MAX_GAP_MS).toBe(32 * 86_400_000);
  });

  it('refuses an end before the start', () => {
    const r = checkReportDayRange('orderTypes', '2026-03-05', '2026-03-04', NOW);
    expect(r.ok === false && r.error.message).toBe('The end date cannot be later than the start date!');
  });

  it("gives the dish reports' own text for an end before the start, the field keeping the shared one", () => {
    const r = checkReportDayRange('dish', '2026-03-05', '2026-03-04', NOW);
    expect(r.ok === false && r.error).toEqual({
      code: 'endBeforeStart',
      message: 'Start date must be before end date',
      fieldMessage: 'The end date cannot be later than the start date!',
    });
  });

  it('refuses a day after today, "today" being the restaurant\'s local day', () => {
    const r = checkReportDayRange('sales', '2026-03-10', '2026-03-11', NOW);
    expect(r.ok === false && r.error.message).toBe('Start date and end date must be before today');
    // 23:30 UTC on the 10th is already the 11th in Sydney: the 11th is today there, not in the future.
    const lateUtc = new Date('2026-03-10T23:30:00Z');
    expect(reportToday(lateUtc)).toBe('2026-03-11');
    expect(checkReportDayRange('sales', '2026-03-11', '2026-03-11', lateUtc).ok).toBe(true);
    // ...but in Perth (UTC+8) it is still the 11th at 07:30, and in Los Angeles the 10th.
    expect(checkReportDayRange('sales', '2026-03-11', '2026-03-11', lateUtc, 'America/Los_Angeles').ok).toBe(
      false,
    );
  });

  it('checks end before start first, then the future, then the gap', () => {
    const r = checkReportDayRange('sales', '2026-01-01', '2026-03-20', NOW);
    expect(r.ok === false && r.error.code).toBe('future');
  });

  it('refuses missing and malformed dates with our text', () => {
    for (const [a, b] of [
      [undefined, '2026-03-01'],
      ['2026-02-30', '2026-03-01'],
      ['01/03/2026', '2026-03-02'],
      ['', ''],
    ]) {
      const r = checkReportDayRange('sales', a, b, NOW);
      expect(r.ok === false && r.error.message).toBe(
        'Please choose a start date and an end date (YYYY-MM-DD).',
      );
    }
  });

  it('counts calendar days across the daylight-saving days (a 23-hour and a 25-hour day are one day each)', () => {
    // Sydney: DST ends 2026-04-05 (25 h), starts 2026-10-04 (23 h).
    const later = new Date('2026-11-20T01:00:00Z');
    expect(checkReportDayRange('sales', '2026-10-01', '2026-11-01', later).ok).toBe(true); // 31 days
    expect(checkReportDayRange('sales', '2026-10-01', '2026-11-02', later).ok).toBe(false); // 32 days
    expect(daysBetween('2026-04-04', '2026-04-06')).toEqual(['2026-04-04', '2026-04-05', '2026-04-06']);
  });
});

describe('payment types report date-times (YYYY-MM-DD HH:mm:ss, 15-minute steps)', () => {
  it('reads the 15-minute grid and nothing else', () => {
    expect(parseReportDateTime('2026-03-01 00:00:00')).toEqual({ date: '2026-03-01', minutes: 0 });
    expect(parseReportDateTime('2026-03-01 23:45:00')).toEqual({ date: '2026-03-01', minutes: 1425 });
    expect(parseReportDateTime('2026-03-01 10:10:00')).toBeNull();
    expect(parseReportDateTime('2026-03-01 10:15:30')).toBeNull();
    expect(parseReportDateTime('2026-03-01T10:15:00')).toBeNull();
    expect(parseReportDateTime('2026-03-01 24:00:00')).toBeNull();
    expect(formatReportDateTime('2026-03-01', 1425)).toBe('2026-03-01 23:45:00');
  });

  it('accepts a range ending later today, refuses tomorrow, an end not after the start, and 32 days', () => {
    expect(checkReportDateTimeRange('2026-03-10 00:00:00', '2026-03-10 23:45:00', NOW)).toEqual({
      ok: true,
      range: { startDate: '2026-03-10', endDate: '2026-03-10', startMinutes: 0, endMinutes: 1425 },
    });
    const future = checkReportDateTimeRange('2026-03-10 00:00:00', '2026-03-11 00:00:00', NOW);
    expect(future.ok === false && future.error.message).toBe('Start date and end date must be before today');
    const same = checkReportDateTimeRange('2026-03-10 10:00:00', '2026-03-10 10:00:00', NOW);
    expect(same.ok === false && same.error.message).toBe('The end date cannot be later than the start date!');
    const before = checkReportDateTimeRange('2026-03-10 10:00:00', '2026-03-10 09:45:00', NOW);
    expect(before.ok === false && before.error.code).toBe('endBeforeStart');
    expect(checkReportDateTimeRange('2026-02-06 12:00:00', '2026-03-10 11:45:00', NOW).ok).toBe(true);
    const gap = checkReportDateTimeRange('2026-02-06 12:00:00', '2026-03-10 12:00:00', NOW);
    expect(gap.ok === false && gap.error.message).toBe(
      'Start date and end date gap must be less than 32 days',
    );
    const bad = checkReportDateTimeRange('2026-03-10 10:05:00', '2026-03-10 11:00:00', NOW);
    expect(bad.ok === false && bad.error.message).toBe(
      'Please choose a start and an end time (YYYY-MM-DD HH:mm:ss, in 15-minute steps).',
    );
  });
});

describe('months', () => {
  it('reads MM/YYYY up to this month', () => {
    expect(checkReportMonth('02/2026', NOW)).toEqual({
      ok: true,
      range: { month: '02/2026', startDate: '2026-02-01', endDate: '2026-02-28' },
    });
    expect(checkReportMonth('03/2026', NOW).ok).toBe(true);
    const future = checkReportMonth('04/2026', NOW);
    expect(future.ok === false && future.error.message).toBe('The month cannot be later than this month.');
    for (const bad of ['13/2026', '2026-03', '3/2026', undefined]) {
      const r = checkReportMonth(bad, NOW);
      expect(r.ok === false && r.error.message).toBe('Please choose a month (MM/YYYY).');
    }
  });

  it('lists the last months and names a day by its month', () => {
    expect(lastMonths('2026-03-10', 4)).toEqual(['12/2025', '01/2026', '02/2026', '03/2026']);
    expect(monthStrOf('2026-03-10')).toBe('03/2026');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

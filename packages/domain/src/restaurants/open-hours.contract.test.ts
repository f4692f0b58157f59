import { describe, expect, it } from 'vitest';
import {
  addCloseDay,
  isCloseAfterOpen,
  isValidDmy,
  OPEN_HOURS_MESSAGES,
  UpdateOpenHoursRequest,
} from './open-hours.contract';

const body = (items: unknown[], closeDaysItems: unknown[] = []) => ({
  openHours: { openHoursItems: items, closeDaysItems },
});
const firstMessage = (input: unknown) => {
  const r = UpdateOpenHoursRequest.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('isCloseAfterOpen (the Add button)', () => {
  it('needs the close strictly after the open on the same day', () => {
    expect(isCloseAfterOpen('11:00', '15:00')).toBe(true);
    expect(isCloseAfterOpen('17:00', '24:00')).toBe(true);
    expect(isCloseAfterOpen('15:00', '15:00')).toBe(false);
    // An overnight range is two ranges (decision 16): 17:00-02:00 alone is refused.
    expect(isCloseAfterOpen('17:00', '02:00')).toBe(false);
  });

  it('refuses malformed times', () => {
    expect(isCloseAfterOpen('', '15:00')).toBe(false);
    expect(isCloseAfterOpen('9:00', '15:00')).toBe(false);
    expect(isCloseAfterOpen('10:00', '24:30')).toBe(false);
  });
});

describe('closed dates', () => {
  it('accepts real DD/MM/YYYY dates only', () => {
    expect(isValidDmy('25/12/2026')).toBe(true);
    expect(isValidDmy('29/02/2028')).toBe(true);
    expect(isValidDmy('29/02/2026')).toBe(false);
    expect(isValidDmy('2026-12-25')).toBe(false);
    expect(isValidDmy('1/1/2026')).toBe(false);
  });

  it('ignores a duplicate and keeps date order', () => {
    expect(addCloseDay(['25/12/2026'], '01/01/2026')).toEqual(['01/01/2026', '25/12/2026']);
    expect(addCloseDay(['25/12/2026'], '25/12/2026')).toEqual(['25/12/2026']);
  });
});

describe('UpdateOpenHoursRequest', () => {
  it('reads day names (and ISO numbers) as ISO weekdays', () => {
    const r = UpdateOpenHoursRequest.parse(
      body([{ weekdays: ['Saturday', 'Monday', 7], openStart: '10:00', openEnd: '24:00' }], ['25/12/2026']),
    );
    expect(r.openHours.openHoursItems[0]?.weekdays).toEqual([6, 1, 7]);
  });

  it('answers the texts of the rules', () => {
    expect(firstMessage(body([{ weekdays: ['Monday'], openStart: '15:00', openEnd: '11:00' }]))).toBe(
      OPEN_HOURS_MESSAGES.closeAfterOpen,
    );
    expect(firstMessage(body([{ weekdays: [], openStart: '11:00', openEnd: '15:00' }]))).toBe(
      OPEN_HOURS_MESSAGES.weekdays,
    );
    expect(firstMessage(body([{ weekdays: ['Monday'], openStart: '11', openEnd: '15:00' }]))).toBe(
      OPEN_HOURS_MESSAGES.time,
    );
    expect(firstMessage(body([], ['31/02/2026']))).toBe(OPEN_HOURS_MESSAGES.date);
    expect(firstMessage(body([{ weekdays: ['Funday'], openStart: '11:00', openEnd: '15:00' }]))).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import {
  dmyToIso,
  fromWallDateTime,
  hhmmToMinutes,
  isoToDmy,
  localClock,
  minutesToHhmm,
  toWallDateTime,
  wallTimeToInstant,
} from './local-time';

describe('localClock', () => {
  it("reads Sydney's wall clock, with daylight saving (UTC+11) in summer and UTC+10 in winter", () => {
    // Wednesday 25 November 2026, 12:30 in Sydney (AEDT).
    expect(localClock(new Date('2026-11-25T01:30:00Z'))).toEqual({
      isoDate: '2026-11-25',
      dmyDate: '25/11/2026',
      minutes: 12 * 60 + 30,
      weekday: 3,
      previousWeekday: 2,
    });
    // Monday 2 June 2025, 12:00 in Sydney (AEST).
    expect(localClock(new Date('2025-06-02T02:00:00Z'), 'Australia/Sydney')).toMatchObject({
      isoDate: '2025-06-02',
      minutes: 720,
      weekday: 1,
      previousWeekday: 7,
    });
  });

  it('changes day at local midnight, not at UTC midnight', () => {
    // 23:59 on Sunday 31 December 2026 in Sydney, then 00:00 on Friday 1 January 2027.
    expect(localClock(new Date('2026-12-31T12:59:00Z'))).toMatchObject({
      isoDate: '2026-12-31',
      minutes: 1439,
      weekday: 4,
    });
    expect(localClock(new Date('2026-12-31T13:00:00Z'))).toMatchObject({
      isoDate: '2027-01-01',
      dmyDate: '01/01/2027',
      minutes: 0,
      weekday: 5,
      previousWeekday: 4,
    });
  });

  it('follows the daylight-saving switches of the restaurant timezone', () => {
    // Sydney: 5 October 2025 02:00 AEST becomes 03:00 AEDT.
    expect(localClock(new Date('2025-10-04T15:59:00Z')).minutes).toBe(1 * 60 + 59);
    expect(localClock(new Date('2025-10-04T16:00:00Z')).minutes).toBe(3 * 60);
    // 6 April 2025 03:00 AEDT goes back to 02:00 AEST.
    expect(localClock(new Date('2025-04-05T15:59:00Z')).minutes).toBe(2 * 60 + 59);
    expect(localClock(new Date('2025-04-05T16:00:00Z')).minutes).toBe(2 * 60);
  });

  it('reads other timezones, including ones off the hour, and defaults an empty one to Sydney', () => {
    expect(localClock(new Date('2026-11-25T01:30:00Z'), 'Asia/Kathmandu')).toMatchObject({
      isoDate: '2026-11-25',
      minutes: 7 * 60 + 15,
    });
    expect(localClock(new Date('2026-11-25T01:30:00Z'), 'Australia/Perth').minutes).toBe(9 * 60 + 30);
    expect(localClock(new Date('2026-11-25T01:30:00Z'), '')).toEqual(
      localClock(new Date('2026-11-25T01:30:00Z'), 'Australia/Sydney'),
    );
  });

  it('gives the same answer for every moment of one minute (the clock is remembered per minute)', () => {
    const a = localClock(new Date('2026-11-25T01:30:00.000Z'));
    const b = localClock(new Date('2026-11-25T01:30:59.999Z'));
    expect(b).toBe(a);
    expect(localClock(new Date('2026-11-25T01:31:00.000Z')).minutes).toBe(a.minutes + 1);
  });
});

describe('clock and date texts', () => {
  it('converts HH:mm and minutes both ways, 24:00 being the end of the day', () => {
    expect(hhmmToMinutes('09:15')).toBe(555);
    expect(hhmmToMinutes('24:00')).toBe(1440);
    expect(hhmmToMinutes('24:30')).toBeNull();
    expect(hhmmToMinutes('9:15')).toBeNull();
    expect(minutesToHhmm(555)).toBe('09:15');
    expect(minutesToHhmm(1440)).toBe('24:00');
  });

  it('converts YYYY-MM-DD and DD/MM/YYYY both ways', () => {
    expect(isoToDmy('2026-11-25')).toBe('25/11/2026');
    expect(dmyToIso('25/11/2026')).toBe('2026-11-25');
  });
});

describe('wall time of the restaurant and moments', () => {
  it("finds the moment a wall clock shows, whatever the browser's zone", () => {
    expect(wallTimeToInstant('2026-11-25', 12 * 60 + 30).toISOString()).toBe('2026-11-25T01:30:00.000Z');
    expect(wallTimeToInstant('2025-06-02', 12 * 60, 'Australia/Sydney').toISOString()).toBe(
      '2025-06-02T02:00:00.000Z',
    );
    expect(wallTimeToInstant('2026-11-25', 9 * 60 + 30, 'Australia/Perth').toISOString()).toBe(
      '2026-11-25T01:30:00.000Z',
    );
    expect(wallTimeToInstant('2026-11-25', 7 * 60 + 15, 'Asia/Kathmandu').toISOString()).toBe(
      '2026-11-25T01:30:00.000Z',
    );
  });

  it('handles the daylight-saving switches: the skipped hour moves on, the repeated hour is the first', () => {
    // Sydney, 5 October 2025: 02:30 does not exist (02:00 → 03:00).
    expect(wallTimeToInstant('2025-10-05', 2 * 60 + 30).toISOString()).toBe('2025-10-04T16:30:00.000Z');
    // Sydney, 6 April 2025: 02:30 happens twice; the first is AEDT (UTC+11).
    expect(wallTimeToInstant('2025-04-06', 2 * 60 + 30).toISOString()).toBe('2025-04-05T15:30:00.000Z');
  });

  it('reads and writes datetime-local values on the restaurant clock', () => {
    const at = new Date('2026-11-25T01:30:00Z');
    expect(toWallDateTime(at)).toBe('2026-11-25T12:30');
    expect(fromWallDateTime('2026-11-25T12:30')!.toISOString()).toBe(at.toISOString());
    expect(fromWallDateTime('2026-11-25T12:30', 'Australia/Perth')!.toISOString()).toBe(
      '2026-11-25T04:30:00.000Z',
    );
    expect(fromWallDateTime('25/11/2026 12:30')).toBeNull();
    expect(fromWallDateTime('2026-11-25T24:00')).toBeNull();
  });
});

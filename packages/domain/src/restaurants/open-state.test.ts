import { describe, expect, it } from 'vitest';
import { dayjs } from '../shared/dayjs';
import { hhmmToMinutes, minutesToHhmm } from './local-time';
import { isRestaurantOpen, type OpenHoursSource } from './open-state';

const TZ = 'Australia/Sydney';
const at = (local: string) => dayjs.tz(local, TZ).toDate();
const weekdays = [1, 2, 3, 4, 5];
const restaurant = (over: Partial<OpenHoursSource> = {}): OpenHoursSource => ({
  openHoursItems: [
    { weekdays, openStart: '11:00', openEnd: '15:00' },
    { weekdays: [...weekdays, 6], openStart: '17:00', openEnd: '22:00' },
  ],
  closeDaysItems: [],
  timezone: TZ,
  ...over,
});

describe('isRestaurantOpen', () => {
  it('is open when there are no hours and no closed days', () => {
    expect(
      isRestaurantOpen({ openHoursItems: [], closeDaysItems: [], timezone: TZ }, at('2025-06-02T03:00')),
    ).toBe(true);
  });

  it('is open inside a range on a listed weekday (start inclusive, end exclusive)', () => {
    expect(isRestaurantOpen(restaurant(), at('2025-06-02T11:00'))).toBe(true); // Monday
    expect(isRestaurantOpen(restaurant(), at('2025-06-02T14:59'))).toBe(true);
    expect(isRestaurantOpen(restaurant(), at('2025-06-02T15:00'))).toBe(false);
    expect(isRestaurantOpen(restaurant(), at('2025-06-02T10:59'))).toBe(false);
    expect(isRestaurantOpen(restaurant(), at('2025-06-07T18:00'))).toBe(true); // Saturday dinner
  });

  it('is closed on a weekday no range lists', () => {
    expect(isRestaurantOpen(restaurant(), at('2025-06-07T12:00'))).toBe(false); // Saturday lunch
    expect(isRestaurantOpen(restaurant(), at('2025-06-08T18:00'))).toBe(false); // Sunday
  });

  it('is closed all day on a listed closed date (DD/MM/YYYY)', () => {
    const r = restaurant({ closeDaysItems: ['02/06/2025'] });
    expect(isRestaurantOpen(r, at('2025-06-02T12:00'))).toBe(false);
    expect(isRestaurantOpen(r, at('2025-06-03T12:00'))).toBe(true);
  });

  it('with closed days but no hours, it is open on no day (the rule falls through to the hours)', () => {
    const r = restaurant({ openHoursItems: [], closeDaysItems: ['25/12/2025'] });
    expect(isRestaurantOpen(r, at('2025-06-02T12:00'))).toBe(false);
  });

  it('reads the clock in the restaurant zone', () => {
    // 2025-06-02T01:30Z is Monday 11:30 in Sydney.
    expect(isRestaurantOpen(restaurant(), new Date('2025-06-02T01:30:00Z'))).toBe(true);
    expect(isRestaurantOpen(restaurant({ timezone: 'UTC' }), new Date('2025-06-02T01:30:00Z'))).toBe(false);
  });
});

describe('HH:mm helpers', () => {
  it('convert both ways and refuse malformed times', () => {
    expect(hhmmToMinutes('00:00')).toBe(0);
    expect(hhmmToMinutes('17:30')).toBe(1050);
    expect(hhmmToMinutes('24:00')).toBe(1440);
    expect(hhmmToMinutes('24:30')).toBeNull();
    expect(hhmmToMinutes('7:30')).toBeNull();
    expect(minutesToHhmm(1050)).toBe('17:30');
    expect(minutesToHhmm(0)).toBe('00:00');
  });
});

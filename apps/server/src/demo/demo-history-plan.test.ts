import { localClock, wallTimeToInstant } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { billStartSeconds, historyDays, openWindows, quarterHour, WallClock } from './demo-history-plan';
import { HISTORY_PROFILES } from './demo-history-profiles';
import { DEMO_RESTAURANTS } from './demo-restaurants';
import { createIdSource, createRandom, hashSeed } from './prng';

// The history's calendar and clock (pure): days in the restaurant's zone across daylight-saving
// switches, bill times inside the opening hours, and the seeded random source and ids.

const TZ = 'Australia/Sydney';
const goldenDragon = DEMO_RESTAURANTS.find((d) => d.profile.urlIdentifier === 'goldendragon')!;

describe('historyDays', () => {
  it('counts back local days from today, across the April and October switches, less the closed day', () => {
    // 1 Jan 2026, 09:00 in Sydney: 120 days back crosses Christmas (closed) and the October switch.
    const days = historyDays(new Date('2025-12-31T22:00:00Z'), TZ, 120, '12-25');
    expect(days).toHaveLength(119);
    expect(days.at(-1)).toEqual({ isoDate: '2026-01-01', weekday: 4 });
    expect(days[0]).toEqual({ isoDate: '2025-09-04', weekday: 4 });
    expect(days.some((d) => d.isoDate === '2025-12-25')).toBe(false);
    expect(days.find((d) => d.isoDate === '2025-10-05')?.weekday).toBe(7);
    const april = historyDays(new Date('2025-04-07T02:00:00Z'), TZ, 3, '12-25');
    expect(april.map((d) => d.isoDate)).toEqual(['2025-04-05', '2025-04-06', '2025-04-07']);
  });
});

describe('WallClock', () => {
  it('turns local times into instants on ordinary and daylight-saving days alike', () => {
    const clock = new WallClock(TZ);
    for (const date of ['2025-10-04', '2025-10-05', '2025-04-06', '2025-06-02'])
      for (const minutes of [0, 90, 150, 180, 200, 630, 1199, 1439]) {
        const expected = wallTimeToInstant(date, minutes, TZ);
        expect([date, minutes, clock.at(date, minutes * 60 + 7).getTime()]).toEqual([
          date,
          minutes,
          expected.getTime() + 7000,
        ]);
      }
    // 10:00 on the first day of daylight saving is 23:00 UTC the day before (UTC+11).
    expect(clock.at('2025-10-05', 36_000).toISOString()).toBe('2025-10-04T23:00:00.000Z');
    expect(clock.at('2025-06-02', 36_000).toISOString()).toBe('2025-06-02T00:00:00.000Z');
  });

  it('quarterHour is the local quarter hour', () => {
    const at = new Date('2025-10-05T01:52:31Z');
    expect(localClock(quarterHour(at), TZ).minutes).toBe(12 * 60 + 45);
  });
});

describe('billStartSeconds', () => {
  it('puts every bill inside the opening windows, more of them at the peaks', () => {
    const profile = HISTORY_PROFILES.goldendragon!;
    const windows = openWindows(goldenDragon.hours, 6);
    expect(windows).toEqual([
      [0, 120],
      [600, 930],
      [1020, 1440],
    ]);
    const starts = billStartSeconds(createRandom(1), profile, windows, 6, 2000);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(starts.every((s) => windows.some(([a, z]) => s >= a * 60 && s < (z - 20) * 60 + 300))).toBe(true);
    const inHour = (h: number) => starts.filter((s) => Math.floor(s / 3600) === h).length;
    expect(inHour(12)).toBeGreaterThan(1.5 * inHour(10));
    expect(inHour(19)).toBeGreaterThan(2 * inHour(17));
    expect(inHour(19)).toBeGreaterThan(2 * inHour(22));
  });
});

describe('prng', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const a = createRandom(hashSeed('goldendragon:2025-06-02'));
    const b = createRandom(hashSeed('goldendragon:2025-06-02'));
    const c = createRandom(hashSeed('goldendragon:2025-06-03'));
    const [xs, ys, zs] = [a, b, c].map((r) => Array.from({ length: 5 }, () => r.next()));
    expect(xs).toEqual(ys);
    expect(xs).not.toEqual(zs);
    expect(xs!.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('makes ids in the UUID layout, unique, rising, the same again for the same name', () => {
    const ids = createIdSource('demo-history:goldendragon');
    const list = Array.from({ length: 50_000 }, () => ids());
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((id, i) => i === 0 || list[i - 1]! < id)).toBe(true);
    expect(
      list.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/.test(id)),
    ).toBe(true);
    expect(createIdSource('demo-history:goldendragon')()).toBe(list[0]);
    expect(createIdSource('demo-history:bondibites')().slice(0, 8)).not.toBe(list[0]!.slice(0, 8));
  });
});

import { describe, expect, it } from 'vitest';
import {
  averageAmount,
  filterByWeekday,
  isoWeekdayOf,
  orderTypeLabel,
  rankDishes,
  readWeekdayFilter,
  sumByWeekday,
  taxOfAmount,
  topDishes,
  topTables,
  WEEKDAY_FILTER_OPTIONS,
  weekdayOfDate,
} from './report-rules';

describe('the weekday filter (Mon to Sun or All)', () => {
  it('offers All then Mon to Sun and reads them in any casing', () => {
    expect(WEEKDAY_FILTER_OPTIONS).toEqual(['All', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(readWeekdayFilter('mon')).toBe('Mon');
    expect(readWeekdayFilter(undefined)).toBe('All');
    expect(readWeekdayFilter('')).toBe('All');
    expect(readWeekdayFilter('Monday')).toBeNull();
    expect(isoWeekdayOf('Sun')).toBe(7);
    expect(isoWeekdayOf('All')).toBeNull();
  });

  it('names the weekday of a local day, the DST days included', () => {
    expect(weekdayOfDate('2026-03-09')).toBe('Mon');
    expect(weekdayOfDate('2026-04-05')).toBe('Sun'); // Sydney's 25-hour day
    expect(weekdayOfDate('2026-10-04')).toBe('Sun'); // Sydney's 23-hour day
    expect(weekdayOfDate('1969-12-31')).toBe('Wed');
  });

  it('keeps the days of the chosen weekday and sums Mon to Sun', () => {
    const rows = [
      { date: '2026-03-09', amount: 100 },
      { date: '2026-03-10', amount: 200 },
      { date: '2026-03-16', amount: 50 },
    ];
    expect(filterByWeekday(rows, 'Mon').map((r) => r.date)).toEqual(['2026-03-09', '2026-03-16']);
    expect(filterByWeekday(rows, 'All')).toHaveLength(3);
    expect(sumByWeekday(rows)).toEqual([
      { weekday: 'Mon', amount: 150 },
      { weekday: 'Tue', amount: 200 },
      { weekday: 'Wed', amount: 0 },
      { weekday: 'Thu', amount: 0 },
      { weekday: 'Fri', amount: 0 },
      { weekday: 'Sat', amount: 0 },
      { weekday: 'Sun', amount: 0 },
    ]);
  });
});

describe('tax = amount / 11 in whole cents', () => {
  it('rounds half away from zero', () => {
    expect(taxOfAmount(1100)).toBe(100);
    expect(taxOfAmount(1000)).toBe(91); // 90.909…
    expect(taxOfAmount(605)).toBe(55);
    expect(taxOfAmount(5)).toBe(0); // 0.4545…
    expect(taxOfAmount(6)).toBe(1); // 0.5454…
    expect(taxOfAmount(16_5)).toBe(15);
    expect(taxOfAmount(0)).toBe(0);
    expect(taxOfAmount(-1000)).toBe(-91);
    expect(Object.is(taxOfAmount(-5), 0)).toBe(true);
  });

  it('is exact on large totals (no floating point drift)', () => {
    expect(taxOfAmount(123_456_789_01)).toBe(Math.round(123_456_789_01 / 11));
  });

  it('averages whole cents', () => {
    expect(averageAmount(1000, 3)).toBe(333);
    expect(averageAmount(1001, 2)).toBe(501);
    expect(averageAmount(500, 0)).toBe(0);
  });
});

describe('top 100 dishes, top 10 tables', () => {
  const dish = (name: string, count: number, total: number) => ({ name, count, total });

  it('ranks dishes by count, then total, then name, and cuts at 100', () => {
    expect(rankDishes([dish('b', 1, 100), dish('a', 2, 10), dish('c', 1, 200), dish('d', 1, 100)])).toEqual([
      dish('a', 2, 10),
      dish('c', 1, 200),
      dish('b', 1, 100),
      dish('d', 1, 100),
    ]);
    const many = Array.from({ length: 150 }, (_, i) => dish(`dish ${i}`, i, i * 10));
    const top = topDishes(many);
    expect(top).toHaveLength(100);
    expect(top[0]!.count).toBe(149);
    expect(top[99]!.count).toBe(50);
  });

  it('keeps the 10 tables that took the most, ties in table number order', () => {
    const tables = Array.from({ length: 14 }, (_, i) => ({
      tableNumber: String(i + 1),
      totalAmount: i < 4 ? 500 : i,
    }));
    const top = topTables(tables);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 4).map((t) => t.tableNumber)).toEqual(['1', '2', '3', '4']);
    expect(top[4]!.tableNumber).toBe('14');
  });
});

describe('order type labels', () => {
  it('shows a null type as "other"', () => {
    expect(orderTypeLabel(null)).toBe('other');
    expect(orderTypeLabel('')).toBe('other');
    expect(orderTypeLabel('takeaway')).toBe('takeaway');
  });
});

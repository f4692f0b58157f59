import { describe, expect, it } from 'vitest';
import { formatRestaurantDateTime, formatRestaurantTime, timezoneLabel } from './date-time';
import { formatCents } from './money';

describe('formatCents', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatCents(1280)).toBe('$12.80');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(-50)).toBe('-$0.50');
    expect(formatCents(990, '¥')).toBe('¥9.90');
  });
});

describe('formatRestaurantDateTime', () => {
  // 2026-03-01T22:30:05Z: 09:30:05 on 2 March in Sydney (AEDT), 06:30:05 in Perth.
  const at = new Date(Date.UTC(2026, 2, 1, 22, 30, 5));

  it("uses DD/MM/YYYY HH:mm:ss on the restaurant's clock, whatever the browser's zone", () => {
    expect(formatRestaurantDateTime(at.toISOString(), 'Australia/Sydney')).toBe('02/03/2026 09:30:05');
    expect(formatRestaurantDateTime(at, 'Australia/Perth')).toBe('02/03/2026 06:30:05');
    expect(formatRestaurantDateTime(at.getTime() / 1000, 'Australia/Sydney')).toBe('02/03/2026 09:30:05');
    expect(formatRestaurantDateTime(at, 'Australia/Sydney', { seconds: false })).toBe('02/03/2026 09:30');
  });

  it('shows nothing for no date or a malformed one', () => {
    expect(formatRestaurantDateTime(null, 'Australia/Sydney')).toBe('');
    expect(formatRestaurantDateTime('garbage', 'Australia/Sydney')).toBe('');
    expect(formatRestaurantTime(undefined, 'Australia/Sydney')).toBe('');
  });

  it('gives HH:mm and a readable zone label', () => {
    expect(formatRestaurantTime(at, 'Australia/Sydney')).toBe('09:30');
    expect(timezoneLabel('Australia/Sydney')).toBe('Sydney time');
    expect(timezoneLabel('America/Los_Angeles')).toBe('Los Angeles time');
  });
});

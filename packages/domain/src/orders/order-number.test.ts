import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  gstIncluded,
  isOrderNumber,
  orderNumberFromUuid,
  shortReference,
} from './order-number';

describe('order numbers', () => {
  it('derives a 22-character URL-safe base64 string from a UUID', () => {
    const n = orderNumberFromUuid('00000000-0000-0000-0000-000000000000');
    expect(n).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const m = orderNumberFromUuid('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(m).toHaveLength(22);
    expect(m).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(isOrderNumber(m)).toBe(true);
    expect(orderNumberFromUuid('0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f0')).not.toBe(m);
  });

  it('refuses what is not a UUID', () => {
    expect(() => orderNumberFromUuid('nope')).toThrow();
  });

  it('accepts base64-like numbers of 8 to 64 characters only', () => {
    expect(isOrderNumber('abcDEF12')).toBe(true);
    expect(isOrderNumber('abc=+/_-1234')).toBe(true);
    expect(isOrderNumber('short')).toBe(false);
    expect(isOrderNumber('a'.repeat(65))).toBe(false);
    expect(isOrderNumber('has space1')).toBe(false);
  });

  it('shows the last 4 characters upper case, GST as total / 11, dollars from cents', () => {
    expect(shortReference('3f2a9c1e-aaaa-bbbb-cccc-12345678ab9d')).toBe('AB9D');
    expect(gstIncluded(1100)).toBe(100);
    expect(gstIncluded(2360)).toBe(215);
    expect(centsToDollars(2360)).toBe(23.6);
    expect(centsToDollars(5)).toBe(0.05);
  });
});

describe('formatOrderTime', () => {
  it('shows the restaurant clock as DD/MM/YYYY HH:mm:ss', async () => {
    const { formatOrderTime } = await import('./order-time');
    expect(formatOrderTime(new Date('2025-06-02T02:03:04Z'), 'Australia/Sydney')).toBe('02/06/2025 12:03:04');
    expect(formatOrderTime(new Date('2025-06-02T02:03:04Z'), 'Australia/Perth')).toBe('02/06/2025 10:03:04');
  });
});

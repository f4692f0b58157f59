import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';
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

describe('formatDateTime', () => {
  it('uses DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/2026 09:07:03');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isPromotionCurrent } from './promotions.contract';

describe('isPromotionCurrent', () => {
  const now = new Date('2025-06-02T02:00:00Z');
  const before = '2025-06-01T00:00:00Z';
  const after = '2025-06-03T00:00:00Z';

  it('needs the promotion enabled', () => {
    expect(isPromotionCurrent({ isEnabled: false, startsAt: null, endsAt: null }, now)).toBe(false);
    expect(isPromotionCurrent({ isEnabled: true, startsAt: null, endsAt: null }, now)).toBe(true);
  });

  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(isPromotionCurrent({ isEnabled: true, startsAt: before, endsAt: after }, now)).toBe(true);
    expect(isPromotionCurrent({ isEnabled: true, startsAt: after, endsAt: null }, now)).toBe(false);
    expect(isPromotionCurrent({ isEnabled: true, startsAt: null, endsAt: before }, now)).toBe(false);
    expect(isPromotionCurrent({ isEnabled: true, startsAt: now, endsAt: null }, now)).toBe(true);
    expect(isPromotionCurrent({ isEnabled: true, startsAt: null, endsAt: now }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { merchantSubscriptionState, type SubscriptionRow, sandboxSubscribePath } from './billing.contract';

const row = (status: string, start: string | null): SubscriptionRow => ({
  id: `${status}-${start}`,
  status,
  current_period_start: start,
  productName: 'POS Standard',
  plan: { amount: 4995, interval: 'month', currency: 'aud' },
});

describe('merchantSubscriptionState (back-office.md §4)', () => {
  it('status from the first subscription, start from the active one', () => {
    const state = merchantSubscriptionState([row('canceled', '2026-03-01'), row('active', '2026-02-01')]);
    expect(state).toEqual({ status: 'canceled', startDate: '2026-02-01' });
  });

  it('nothing when there is no subscription; no start without an active one', () => {
    expect(merchantSubscriptionState([])).toEqual({ status: null, startDate: null });
    expect(merchantSubscriptionState([row('past_due', '2026-01-01')])).toEqual({
      status: 'past_due',
      startDate: null,
    });
  });

  it('a trialing subscription counts as active', () => {
    expect(merchantSubscriptionState([row('trialing', '2026-04-01')]).startDate).toBe('2026-04-01');
  });

  it('the sandbox page path', () => {
    expect(sandboxSubscribePath('a/b')).toBe('/sandbox/subscribe/a%2Fb');
  });
});

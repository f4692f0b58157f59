import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '../orders/order.contract';
import { OnlineSettings } from '../restaurants/restaurants.contract';
import {
  AddTableCartLineRequest,
  TableCheckoutRequest,
  UpdateTableCartLineRequest,
} from './table-cart.contract';
import {
  checkoutClaimState,
  dinerShares,
  isGroupOrderingAt,
  isSameTableLine,
  isTableCartExpired,
  isTableRoundDue,
  linesForCheckout,
  mayChangeTableLine,
  mergeTableLine,
  TABLE_CART_CHECKOUT_CLAIM_MS,
  TABLE_CART_MAX_LINE_QUANTITY,
  TABLE_CART_MAX_LINES,
  TABLE_CART_MESSAGES,
  type TableLine,
} from './table-cart-rules';

const line = (over: Partial<TableLine> = {}): TableLine => ({
  id: 'l1',
  dinerTag: 'ann',
  dishId: 'd1',
  sizeId: null,
  options: [],
  specialInstructions: '',
  isTakeaway: false,
  quantity: 1,
  ...over,
});

describe('the table cart merge rule (diner.md §4, per diner)', () => {
  it('merges an identical line of the same diner, quantities adding up', () => {
    const result = mergeTableLine([line({ quantity: 2 })], { ...line(), quantity: 3 });
    expect(result).toEqual({ ok: true, kind: 'merged', line: line({ quantity: 5 }) });
  });

  it('never merges lines of two diners: each keeps who added what', () => {
    expect(mergeTableLine([line()], { ...line({ dinerTag: 'bob' }), quantity: 1 })).toEqual({
      ok: true,
      kind: 'added',
    });
  });

  it('a different size, option, option quantity, instruction or takeaway flag is another line', () => {
    const base = line({ sizeId: 's1', options: [{ id: 'o1', quantity: 1 }] });
    for (const other of [
      { sizeId: 's2' },
      { options: [{ id: 'o2', quantity: 1 }] },
      { options: [{ id: 'o1', quantity: 2 }] },
      { specialInstructions: 'no chilli' },
      { isTakeaway: true },
      { dishId: 'd2' },
    ])
      expect(isSameTableLine(base, { ...base, ...other })).toBe(false);
  });

  it('options in another order and instructions with spaces around are the same line', () => {
    const a = line({
      options: [
        { id: 'o1', quantity: 1 },
        { id: 'o2', quantity: 2 },
      ],
      specialInstructions: 'mild',
    });
    const b = line({
      options: [
        { id: 'o2', quantity: 2 },
        { id: 'o1', quantity: 1 },
      ],
      specialInstructions: ' mild ',
    });
    expect(isSameTableLine(a, b)).toBe(true);
  });

  it('keeps the limits of one order (ORDER_LIMITS) without importing zod', () => {
    expect(TABLE_CART_MAX_LINES).toBe(ORDER_LIMITS.itemsPerOrder);
    expect(TABLE_CART_MAX_LINE_QUANTITY).toBe(ORDER_LIMITS.lineQuantity);
  });

  it('refuses a quantity past 999 on one line and more lines than one order holds', () => {
    expect(mergeTableLine([line({ quantity: 998 })], { ...line(), quantity: 2 })).toEqual({
      ok: false,
      message: TABLE_CART_MESSAGES.tooMany,
    });
    const full = Array.from({ length: TABLE_CART_MAX_LINES }, (_, i) =>
      line({ id: `l${i}`, dishId: `d${i}` }),
    );
    expect(mergeTableLine(full, { ...line({ dishId: 'new' }), quantity: 1 })).toEqual({
      ok: false,
      message: TABLE_CART_MESSAGES.tooManyLines,
    });
    // Merging into an existing line still works in a full cart.
    expect(mergeTableLine(full, { ...line({ dishId: 'd3' }), quantity: 1 }).ok).toBe(true);
  });
});

describe('who may change what, what a checkout takes', () => {
  it('a diner changes only the lines they added', () => {
    expect(mayChangeTableLine(line(), 'ann')).toBe(true);
    expect(mayChangeTableLine(line(), 'bob')).toBe(false);
  });

  it('the table checkout takes every line, "pay my items" the diner’s own', () => {
    const lines = [line({ id: 'a' }), line({ id: 'b', dinerTag: 'bob' }), line({ id: 'c' })];
    expect(linesForCheckout(lines, 'table', 'bob').map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(linesForCheckout(lines, 'mine', 'ann').map((l) => l.id)).toEqual(['a', 'c']);
    expect(linesForCheckout(lines, 'mine', 'carol')).toEqual([]);
  });

  it('each diner’s share counts only lines that can be priced', () => {
    expect(
      dinerShares([
        { dinerTag: 'ann', nickname: 'Ann', lineTotal: 1200 },
        { dinerTag: 'bob', nickname: 'Bob', lineTotal: 500 },
        { dinerTag: 'ann', nickname: 'Annie', lineTotal: null },
      ]),
    ).toEqual([
      { dinerTag: 'ann', nickname: 'Annie', subtotal: 1200, count: 2 },
      { dinerTag: 'bob', nickname: 'Bob', subtotal: 500, count: 1 },
    ]);
  });
});

describe('expiry and the checkout in progress', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  it('an open cart untouched for more than an hour is discarded, as the saved cart of diner.md', () => {
    expect(isTableCartExpired(new Date('2026-11-29T09:00:00Z'), now)).toBe(false);
    expect(isTableCartExpired(new Date('2026-11-29T08:59:59Z'), now)).toBe(true);
  });

  it('a checkout runs for two minutes at most before another phone may take it over', () => {
    expect(checkoutClaimState(null, now)).toBe('free');
    expect(checkoutClaimState(new Date(now.getTime() - 1000), now)).toBe('running');
    expect(checkoutClaimState(new Date(now.getTime() - TABLE_CART_CHECKOUT_CLAIM_MS - 1), now)).toBe('stale');
  });

  it('a round is due when closed with no payment pending, when its wait is over, or at once when staff sent it (0600)', () => {
    const openedAt = new Date(now.getTime() - 60_000);
    expect(isTableRoundDue({ openedAt, closedAt: null }, now, 0)).toBe(false);
    expect(isTableRoundDue({ openedAt, closedAt: now }, now, 1)).toBe(false);
    expect(isTableRoundDue({ openedAt, closedAt: now }, now, 0)).toBe(true);
    expect(isTableRoundDue({ openedAt: new Date(now.getTime() - 600_000), closedAt: null }, now, 1)).toBe(
      true,
    );
    expect(isTableRoundDue({ openedAt, closedAt: now, staffSentAt: now }, now, 1)).toBe(true);
  });
});

describe('the contract', () => {
  const base = { menuId: 'demo', tableId: '5', dinerId: 'abcdefghijklmnop' };
  it('needs a dinerId of 16 to 64 url-safe characters and a name', () => {
    expect(
      AddTableCartLineRequest.safeParse({ ...base, dinerId: 'short', nickname: 'Ann', item: {} }).success,
    ).toBe(false);
    const parsed = AddTableCartLineRequest.safeParse({
      ...base,
      nickname: '  ',
      item: { dish: { id: 'd' }, quantity: 1 },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Please enter your name.');
  });

  it('an update sends a quantity (0 removes) or a takeaway flag', () => {
    expect(UpdateTableCartLineRequest.safeParse({ ...base, lineId: 'l' }).success).toBe(false);
    expect(UpdateTableCartLineRequest.safeParse({ ...base, lineId: 'l', quantity: 0 }).success).toBe(true);
    expect(UpdateTableCartLineRequest.safeParse({ ...base, lineId: 'l', quantity: -1 }).success).toBe(false);
  });

  it('a checkout names its scope and the version it saw', () => {
    const ok = TableCheckoutRequest.safeParse({
      ...base,
      nickname: 'Ann',
      scope: 'table',
      version: 3,
      user: {},
    });
    expect(ok.success).toBe(true);
    expect(
      TableCheckoutRequest.safeParse({ ...base, nickname: 'Ann', scope: 'all', version: 3, user: {} })
        .success,
    ).toBe(false);
  });

  it('group ordering is off unless the restaurant turns it on, and only at dine-in tables', () => {
    const off = OnlineSettings.parse({});
    expect(off.isGroupOrderingEnabled).toBe(false);
    expect(isGroupOrderingAt(off, { type: 'dinein' })).toBe(false);
    const on = OnlineSettings.parse({ isGroupOrderingEnabled: true });
    expect(isGroupOrderingAt(on, { type: 'dinein' })).toBe(true);
    expect(isGroupOrderingAt(on, { type: 'takeaway' })).toBe(false);
    expect(isGroupOrderingAt(on, null)).toBe(false);
  });
});

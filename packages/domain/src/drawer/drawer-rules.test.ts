import { describe, expect, it } from 'vitest';
import { CloseDrawerRequest, DrawerMovementRequest, OpenDrawerRequest } from './drawer.contract';
import { drawerCash, drawerOverShort, overShortText, parseDrawerAmount, shiftFigures } from './drawer-rules';

describe('drawer arithmetic', () => {
  it('expects float + cash tendered − change − cash refunds + pay-ins − pay-outs', () => {
    const cash = drawerCash(
      20000,
      [
        { type: 'CASH', merchantAmount: 1560, change: 440 }, // $20 note for $15.60
        { type: 'cash', merchantAmount: 1000, change: 0 },
        { type: 'VISA', merchantAmount: 3000, change: 0 },
      ],
      [
        { type: 'CASH', amount: 500 },
        { type: 'VISA', amount: 700 },
      ],
      [
        { type: 'payIn', amount: 5000 },
        { type: 'payOut', amount: 1250 },
        { type: 'noSale', amount: 0 },
      ],
    );
    expect(cash).toEqual({
      float: 20000,
      cashTendered: 3000,
      changeGiven: 440,
      cashRefunds: 500,
      payIns: 5000,
      payOuts: 1250,
      expected: 20000 + 3000 - 440 - 500 + 5000 - 1250,
    });
  });

  it('a cash tip given back leaves the drawer; a card one does not (decision 0576)', () => {
    const cash = drawerCash(
      10000,
      [{ type: 'CASH', merchantAmount: 4000, tip: 400, change: 600 }],
      [
        { type: 'CASH', amount: 0, tip: 400 },
        { type: 'VISA', amount: 100, tip: 300 },
      ],
      [],
    );
    expect(cash).toMatchObject({ cashRefunds: 400, expected: 10000 + 5000 - 600 - 400 });
  });

  it('a cash tip is in the drawer: tendered counts it, the card tip is not cash (decision 0500)', () => {
    const cash = drawerCash(
      10000,
      [
        { type: 'CASH', merchantAmount: 4000, tip: 400, change: 600 }, // $50 note for $40 + $4 tip
        { type: 'VISA', merchantAmount: 3000, tip: 300, change: 0 },
      ],
      [],
      [],
    );
    expect(cash).toMatchObject({ cashTendered: 5000, changeGiven: 600, expected: 10000 + 5000 - 600 });
  });

  it('an empty shift expects its float', () => {
    expect(drawerCash(15000, [], [], []).expected).toBe(15000);
  });

  it('over is counted above expected, short below, to the cent', () => {
    expect(drawerOverShort(25811, 25810)).toBe(1);
    expect(drawerOverShort(25760, 25810)).toBe(-50);
    expect(overShortText(120)).toBe('Over $1.20');
    expect(overShortText(-50)).toBe('Short $0.50');
    expect(overShortText(0)).toBe('Balanced');
  });

  it('sums sales and refunds by type, voids and discounts as positive values', () => {
    const f = shiftFigures({
      float: 0,
      payments: [
        { type: 'CASH', merchantAmount: 1000, change: 0 },
        { type: 'VISA', merchantAmount: 2000, change: 0 },
        { type: 'CASH', merchantAmount: 500, change: 500 },
      ],
      refunds: [{ type: 'VISA', amount: 300 }],
      movements: [{ type: 'noSale', amount: 0 }],
      voids: [{ amount: 880 }, { amount: 120 }],
      discounts: [{ amount: -250 }],
    });
    expect(f.sales).toEqual([
      { type: 'CASH', count: 2, amount: 1500 },
      { type: 'VISA', count: 1, amount: 2000 },
    ]);
    expect(f.salesTotal).toBe(3500);
    expect(f.refundsTotal).toBe(300);
    expect(f.voids).toEqual({ count: 2, amount: 1000 });
    expect(f.discounts).toEqual({ count: 1, amount: 250 });
    expect(f.noSales).toBe(1);
    expect(f.cash.expected).toBe(1500);
  });
});

describe('drawer requests', () => {
  it('takes a float of 0 or more in whole cents', () => {
    expect(OpenDrawerRequest.safeParse({ float: 20000 }).success).toBe(true);
    expect(OpenDrawerRequest.safeParse({ float: 0 }).success).toBe(true);
    expect(OpenDrawerRequest.safeParse({ float: -1 }).success).toBe(false);
    expect(OpenDrawerRequest.safeParse({ float: 10.5 }).success).toBe(false);
    expect(OpenDrawerRequest.safeParse({ float: 1e9 }).success).toBe(false);
  });

  it('a pay-in or out needs an amount above 0 and a reason', () => {
    const ok = { type: 'payOut', amount: 100, reason: 'Supplier', requestId: 'abcdefgh' };
    expect(DrawerMovementRequest.safeParse(ok).success).toBe(true);
    expect(DrawerMovementRequest.safeParse({ ...ok, amount: 0 }).success).toBe(false);
    expect(DrawerMovementRequest.safeParse({ ...ok, reason: '  ' }).success).toBe(false);
    expect(DrawerMovementRequest.safeParse({ ...ok, type: 'noSale' }).success).toBe(false);
  });

  it('a close needs the shift and a count of 0 or more', () => {
    expect(CloseDrawerRequest.safeParse({ shiftId: 's1', counted: 0 }).success).toBe(true);
    expect(CloseDrawerRequest.safeParse({ shiftId: 's1', counted: -5 }).success).toBe(false);
  });
});

describe('typed amounts', () => {
  it('reads dollars and cents exactly', () => {
    expect(parseDrawerAmount('200')).toBe(20000);
    expect(parseDrawerAmount('12.5')).toBe(1250);
    expect(parseDrawerAmount('$0.05')).toBe(5);
    expect(parseDrawerAmount('0')).toBe(0);
    expect(parseDrawerAmount('')).toBeNull();
    expect(parseDrawerAmount('-1')).toBeNull();
    expect(parseDrawerAmount('1.234')).toBeNull();
    expect(parseDrawerAmount('abc')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { addOrderToHistory, formatOrderTime, ORDER_HISTORY_KEY, readOrderHistory } from './order-history';

afterEach(() => localStorage.clear());

describe('order history', () => {
  it('formats the order time DD/MM/YYYY HH:mm:ss', () => {
    expect(formatOrderTime(new Date(2026, 0, 5, 9, 3, 7))).toBe('05/01/2026 09:03:07');
  });

  it('keeps at most 10 orders per restaurant, newest first', () => {
    const now = new Date();
    for (let i = 0; i < 12; i++)
      addOrderToHistory({ restaurantId: 'goldendragon', reference: `r${i}`, orderNumber: `n${i}` }, now);
    addOrderToHistory({ restaurantId: 'bondibites', reference: 'b1', orderNumber: 'nb' }, now);
    const gd = readOrderHistory('goldendragon');
    expect(gd).toHaveLength(10);
    expect(gd[0]?.reference).toBe('r11');
    expect(readOrderHistory('bondibites').map((e) => e.reference)).toEqual(['b1']);
    expect(gd[0]).toEqual({
      restaurantId: 'goldendragon',
      reference: 'r11',
      orderNumber: 'n11',
      orderTime: formatOrderTime(now),
    });
  });

  it('drops orders 4 hours old or older', () => {
    const now = Date.now();
    const entries = [
      {
        restaurantId: 'goldendragon',
        reference: 'new',
        orderNumber: 'a',
        orderTime: formatOrderTime(new Date(now - 3 * 3600_000)),
      },
      {
        restaurantId: 'goldendragon',
        reference: 'old',
        orderNumber: 'b',
        orderTime: formatOrderTime(new Date(now - 4 * 3600_000 - 1000)),
      },
    ];
    localStorage.setItem(ORDER_HISTORY_KEY, JSON.stringify(entries));
    expect(readOrderHistory('goldendragon', now).map((e) => e.reference)).toEqual(['new']);
  });
});

import type { CartItem } from '@rpos/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartKey, completeCart, ensureOrderNumber, readCart, readOrderedCart, useCart } from './cart-store';

const line = (id: string, extra: Partial<CartItem> = {}): CartItem => ({
  id,
  dish: { id: 'd1' },
  size: null,
  options: [],
  subTotal: 1000,
  specialInstructions: '',
  isTakeaway: false,
  quantity: 1,
  ...extra,
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('useCart', () => {
  it('merges identical lines, appends different ones, and counts units and subtotal', () => {
    const { result } = renderHook(() => useCart('goldendragon'));
    act(() => result.current.addItem(line('a')));
    act(() => result.current.addItem(line('b', { quantity: 2 })));
    act(() => result.current.addItem(line('c', { specialInstructions: 'no onion' })));
    expect(result.current.items.map((i) => [i.id, i.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
    ]);
    expect(result.current.count).toBe(4);
    expect(result.current.subtotal).toBe(4000);
  });

  it('changes quantity (at least 1), the takeaway flag, removes and clears', () => {
    const { result } = renderHook(() => useCart('goldendragon'));
    act(() => result.current.addItem(line('a')));
    act(() => result.current.setQuantity('a', 5));
    expect(result.current.items[0]?.quantity).toBe(5);
    act(() => result.current.setQuantity('a', 0));
    expect(result.current.items[0]?.quantity).toBe(1);
    act(() => result.current.setTakeaway('a', true));
    expect(result.current.items[0]?.isTakeaway).toBe(true);
    act(() => result.current.removeItem('a'));
    expect(result.current.items).toEqual([]);
    act(() => result.current.addItem(line('b')));
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('keeps one cart per restaurant in localStorage', () => {
    const a = renderHook(() => useCart('goldendragon'));
    const b = renderHook(() => useCart('bondibites'));
    act(() => a.result.current.addItem(line('a')));
    expect(b.result.current.items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(cartKey('goldendragon')) ?? '{}').items).toHaveLength(1);
  });

  it('discards a saved cart older than one hour', () => {
    const old = Date.now() - 61 * 60 * 1000;
    localStorage.setItem(
      cartKey('goldendragon'),
      JSON.stringify({ savedAt: old, items: [line('a')], orderNumber: null }),
    );
    expect(readCart('goldendragon').items).toEqual([]);
    const fresh = Date.now() - 59 * 60 * 1000;
    localStorage.setItem(
      cartKey('goldendragon'),
      JSON.stringify({ savedAt: fresh, items: [line('a')], orderNumber: null }),
    );
    expect(readCart('goldendragon').items).toHaveLength(1);
  });

  it('follows another tab through the storage event', () => {
    const { result } = renderHook(() => useCart('goldendragon'));
    const raw = JSON.stringify({
      savedAt: Date.now(),
      items: [line('x', { quantity: 2 })],
      orderNumber: 'AAAAAAAAAA',
    });
    act(() => {
      localStorage.setItem(cartKey('goldendragon'), raw);
      window.dispatchEvent(new StorageEvent('storage', { key: cartKey('goldendragon'), newValue: raw }));
    });
    expect(result.current.count).toBe(2);
  });

  it('regenerates the order number after every change and keeps it for a retry', () => {
    const { result } = renderHook(() => useCart('goldendragon'));
    act(() => result.current.addItem(line('a')));
    const first = result.current.orderNumber;
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(ensureOrderNumber('goldendragon')).toBe(first);
    expect(ensureOrderNumber('goldendragon')).toBe(first);
    act(() => result.current.setQuantity('a', 2));
    expect(result.current.orderNumber).not.toBe(first);
  });

  it('completing an order keeps the ordered copy, empties the cart and clears the order number', () => {
    const { result } = renderHook(() => useCart('goldendragon'));
    act(() => result.current.addItem(line('a')));
    act(() => {
      completeCart('goldendragon');
    });
    expect(result.current.items).toEqual([]);
    expect(result.current.orderNumber).toBeNull();
    expect(readOrderedCart('goldendragon')).toHaveLength(1);
  });
});

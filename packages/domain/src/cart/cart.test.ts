import { describe, expect, it } from 'vitest';
import {
  addToCart,
  type CartItem,
  cartCount,
  cartSubtotal,
  isSavedCartFresh,
  removeFromCart,
  setLineQuantity,
  setLineTakeaway,
} from './cart';

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 'l1',
  dish: { id: 'd1' },
  size: { id: 's1', price: 1000 },
  options: [
    { id: 'o1', price: 100, quantity: 1 },
    { id: 'o2', price: 50, quantity: 2 },
  ],
  subTotal: 1200,
  specialInstructions: '',
  isTakeaway: false,
  quantity: 1,
  ...over,
});

describe('cart', () => {
  it('merges an identical line (options in any order) by adding quantities', () => {
    const cart = addToCart([line()], line({ id: 'l2', quantity: 2, options: [...line().options].reverse() }));
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);
  });

  it.each([
    ['dish', { dish: { id: 'd2' } }],
    ['subTotal', { subTotal: 1300 }],
    ['instructions', { specialInstructions: 'no onion' }],
    ['takeaway flag', { isTakeaway: true }],
    ['size', { size: { id: 's2', price: 1000 } }],
    ['options', { options: [{ id: 'o1', price: 100, quantity: 2 }] }],
  ])('appends a new line when the %s differs', (_what, over) => {
    expect(addToCart([line()], line({ id: 'l2', ...over }))).toHaveLength(2);
  });

  it('removes a line, changes its quantity (at least 1) and its takeaway flag', () => {
    let cart = addToCart([line()], line({ id: 'l2', dish: { id: 'd2' } }));
    cart = setLineQuantity(cart, 'l1', 4);
    expect(cart[0]!.quantity).toBe(4);
    cart = setLineQuantity(cart, 'l1', 0);
    expect(cart[0]!.quantity).toBe(1);
    cart = setLineTakeaway(cart, 'l2', true);
    expect(cart[1]!.isTakeaway).toBe(true);
    cart = removeFromCart(cart, 'l1');
    expect(cart.map((l) => l.id)).toEqual(['l2']);
  });

  it('totals and counts lines by quantity', () => {
    const cart = [line({ quantity: 2 }), line({ id: 'l2', subTotal: 500, quantity: 1 })];
    expect(cartSubtotal(cart)).toBe(2900);
    expect(cartCount(cart)).toBe(3);
  });

  it('discards a saved cart older than one hour', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(isSavedCartFresh(now - 59 * 60_000, now)).toBe(true);
    expect(isSavedCartFresh(now - 60 * 60_000, now)).toBe(true);
    expect(isSavedCartFresh(now - 61 * 60_000, now)).toBe(false);
  });
});

/** The diner's cart (diner.md §3 "Cart item", §4 "Cart"). Prices in integer cents. */
export interface CartOption {
  id: string;
  price: number;
  quantity: number;
}

export interface CartItem<D extends { id: string } = { id: string }> {
  /** Line id, unique within the cart. */
  id: string;
  dish: D;
  size: { id: string; price: number } | null;
  options: CartOption[];
  /** One unit with its options. */
  subTotal: number;
  specialInstructions: string;
  isTakeaway: boolean;
  quantity: number;
}

export const SAVED_CART_MAX_AGE_MS = 60 * 60 * 1000;

function sameOptions(a: readonly CartOption[], b: readonly CartOption[]): boolean {
  if (a.length !== b.length) return false;
  const key = (o: CartOption) => `${o.id}:${o.quantity}:${o.price}`;
  const sa = a.map(key).sort();
  const sb = b.map(key).sort();
  return sa.every((k, i) => k === sb[i]);
}

/** Identical lines: same dish, subTotal, instructions, takeaway flag, size and options. */
export function isSameLine(a: CartItem, b: CartItem): boolean {
  return (
    a.dish.id === b.dish.id &&
    a.subTotal === b.subTotal &&
    a.specialInstructions === b.specialInstructions &&
    a.isTakeaway === b.isTakeaway &&
    (a.size?.id ?? null) === (b.size?.id ?? null) &&
    sameOptions(a.options, b.options)
  );
}

/** Adding merges into an identical line (quantities add up); otherwise the line is appended. */
export function addToCart<D extends { id: string }>(
  cart: readonly CartItem<D>[],
  item: CartItem<D>,
): CartItem<D>[] {
  const index = cart.findIndex((line) => isSameLine(line, item));
  if (index < 0) return [...cart, item];
  return cart.map((line, i) => (i === index ? { ...line, quantity: line.quantity + item.quantity } : line));
}

export function removeFromCart<D extends { id: string }>(
  cart: readonly CartItem<D>[],
  lineId: string,
): CartItem<D>[] {
  return cart.filter((line) => line.id !== lineId);
}

/** Quantity at least 1; use removeFromCart to take a line out. */
export function setLineQuantity<D extends { id: string }>(
  cart: readonly CartItem<D>[],
  lineId: string,
  quantity: number,
): CartItem<D>[] {
  const q = Math.max(1, Math.floor(quantity));
  return cart.map((line) => (line.id === lineId ? { ...line, quantity: q } : line));
}

export function setLineTakeaway<D extends { id: string }>(
  cart: readonly CartItem<D>[],
  lineId: string,
  isTakeaway: boolean,
): CartItem<D>[] {
  return cart.map((line) => (line.id === lineId ? { ...line, isTakeaway } : line));
}

export const lineTotal = (line: Pick<CartItem, 'subTotal' | 'quantity'>): number =>
  line.subTotal * line.quantity;
export const cartSubtotal = (cart: readonly Pick<CartItem, 'subTotal' | 'quantity'>[]): number =>
  cart.reduce((sum, line) => sum + lineTotal(line), 0);
export const cartCount = (cart: readonly Pick<CartItem, 'quantity'>[]): number =>
  cart.reduce((sum, line) => sum + line.quantity, 0);

/** A saved cart older than one hour is discarded. */
export function isSavedCartFresh(savedAt: number, now: number): boolean {
  return now - savedAt <= SAVED_CART_MAX_AGE_MS;
}

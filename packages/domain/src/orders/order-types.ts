/** Order types (diner.md §4 "Order types"). */
export const NAMED_ORDER_TYPES = ['takeaway', 'delivery', 'pickup', 'pickup-delivery', 'foodcourt'] as const;
export type NamedOrderType = (typeof NAMED_ORDER_TYPES)[number];
export type OrderKind = NamedOrderType | 'dinein';

/** Takeaway, delivery, pickup, pickup-delivery and foodcourt by name; anything else is dine-in. */
export function orderKind(type: string | null | undefined): OrderKind {
  const t = (type ?? '').toLowerCase();
  return (NAMED_ORDER_TYPES as readonly string[]).includes(t) ? (t as NamedOrderType) : 'dinein';
}

/** Pickup-like values for other logic (the same five names). */
export function isPickupLike(type: string | null | undefined): boolean {
  return orderKind(type) !== 'dinein';
}

export interface TakeawaySettings {
  dineinTakeawayEnabled?: boolean | null;
  foodCourtTakeawayEnabled?: boolean | null;
}

/**
 * May a line be marked takeaway? For dine-in only when dineinTakeawayEnabled, for food court only when
 * foodCourtTakeawayEnabled. Takeaway-type orders are takeaway as a whole, so the per-line flag is moot.
 */
export function isLineTakeawayAllowed(type: string | null | undefined, settings: TakeawaySettings): boolean {
  const kind = orderKind(type);
  if (kind === 'dinein') return settings.dineinTakeawayEnabled === true;
  if (kind === 'foodcourt') return settings.foodCourtTakeawayEnabled === true;
  return false;
}

/** Mobile numbers: numeric, integer-like, 9 digits starting with 4 or 10 digits starting with 0 (diner.md §5). */
export function isValidMobile(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  if (!/^\d+$/.test(v)) return false;
  return (v.length === 9 && v.startsWith('4')) || (v.length === 10 && v.startsWith('0'));
}

export interface MobileRuleSettings {
  isDineMobileOptional?: boolean | null;
  isDineInMobilePhoneRequired?: boolean | null;
}

/**
 * Is the mobile number required? Optional when the restaurant's isDineMobileOptional is on, except that
 * the online setting isDineInMobilePhoneRequired makes it required again for dine-in (docs/decisions/0010).
 */
export function isMobileRequired(type: string | null | undefined, settings: MobileRuleSettings): boolean {
  if (!settings.isDineMobileOptional) return true;
  return orderKind(type) === 'dinein' && settings.isDineInMobilePhoneRequired === true;
}

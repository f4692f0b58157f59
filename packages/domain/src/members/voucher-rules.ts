import { voucherExpireDate } from '../promotions/vouchers.contract';
import { percentOfCents } from '../transactions/transaction-totals';

/**
 * Redeeming a member's voucher (issue 17, decisions 0265–0268): whether it can be used on the
 * restaurant's `today` by this member, and what it takes off an order. Pure: the server decides
 * with these, the checkout shows the same figures. Money in integer cents.
 */

/** The refusals of a voucher at checkout and at the POS (ours; 400). */
export const MEMBER_VOUCHER_MESSAGES = {
  notFound: 'This voucher was not found.',
  notYours: 'This voucher belongs to another member.',
  used: 'This voucher has already been used.',
  expired: 'This voucher has expired.',
  notYetValid: 'This voucher cannot be used yet.',
  disabled: 'This voucher is no longer available.',
  memberRequired: 'Please join or sign in as a member to use a voucher.',
  nothingToDiscount: 'This voucher gives no discount on this order.',
  /** 409: the order number is an order already placed with another voucher (or none; decision 0361). */
  placedWithOtherVoucher: 'This order has already been placed with another voucher. Please check My Orders.',
} as const;

/** The name of a voucher's discount on the bill and the invoice (decision 0271). */
export const VOUCHER_ADJUSTMENT_NAME = 'Member voucher';

/** What the rules read of a voucher. */
export interface VoucherTerms {
  isPercentage: boolean;
  /** Whole percent 1..100 when isPercentage. */
  percentage: number | null;
  /** Cents, when neither percentage nor free item. */
  amount: number | null;
  /** The cap of the discount (cents). */
  maxPrice: number;
  /** The discount works on one item (the dearest unit) instead of the whole order. */
  forOneItem: boolean;
  /** The voucher is one item free: the dearest unit, up to maxPrice. */
  isFreeItem: boolean;
}

export interface VoucherState {
  restaurantId: string;
  memberId: string;
  status: 'active' | 'used' | 'expired';
  /** YYYY-MM-DD, the restaurant's dates: usable effectiveFrom ≤ today < expireDate (decision 0257). */
  effectiveFrom: string;
  expireDate: string;
}

/** A priced line as the rules read it: one unit with its options, and the quantity. */
export interface DiscountLine {
  subTotal: number;
  quantity: number;
}

/**
 * Why a voucher cannot be used now by this member at this restaurant, or null when it can. Checked
 * in this order: another restaurant's (as not found: never tell it exists), another member's, used,
 * stored as expired (withdrawn: "no longer available"), not yet valid, past its expiry date.
 */
export function voucherRefusal(
  v: VoucherState,
  who: { restaurantId: string; memberId: string; today: string },
): string | null {
  if (v.restaurantId !== who.restaurantId) return MEMBER_VOUCHER_MESSAGES.notFound;
  if (v.memberId !== who.memberId) return MEMBER_VOUCHER_MESSAGES.notYours;
  if (v.status === 'used') return MEMBER_VOUCHER_MESSAGES.used;
  if (v.status !== 'active') return MEMBER_VOUCHER_MESSAGES.disabled;
  if (who.today < v.effectiveFrom) return MEMBER_VOUCHER_MESSAGES.notYetValid;
  if (who.today >= v.expireDate) return MEMBER_VOUCHER_MESSAGES.expired;
  return null;
}

/** The dearest single unit of the order (its options included); 0 for no lines. */
export function dearestUnit(lines: readonly DiscountLine[]): number {
  return lines.reduce((max, l) => (l.quantity > 0 && l.subTotal > max ? l.subTotal : max), 0);
}

/**
 * What a voucher takes off an order whose counted lines are `lines` (decision 0266):
 * - free item: the dearest unit, capped by maxPrice;
 * - percentage: percentage of the base, rounded half up to the cent, capped by maxPrice;
 * - amount: the amount, capped by maxPrice;
 * where the base is the dearest unit with forOneItem, else the order's subtotal. Never more than
 * the base (nor the subtotal), never negative.
 */
export function voucherDiscount(v: VoucherTerms, lines: readonly DiscountLine[]): number {
  const subtotal = lines.reduce((sum, l) => sum + l.subTotal * l.quantity, 0);
  const unit = dearestUnit(lines);
  const cap = Math.max(0, v.maxPrice);
  let raw: number;
  let base: number;
  if (v.isFreeItem) {
    raw = unit;
    base = unit;
  } else {
    base = v.forOneItem ? unit : subtotal;
    raw = v.isPercentage
      ? percentOfCents(base, Math.min(100, Math.max(0, v.percentage ?? 0)))
      : (v.amount ?? 0);
  }
  return Math.max(0, Math.min(raw, cap, base, subtotal));
}

/** The voucher's short offer, as a diner reads it: '10% off (up to $5.00)', '$5.00 off', 'One free item'. */
export function voucherOffer(v: VoucherTerms, currencySymbol = '$'): string {
  const money = (cents: number) => `${currencySymbol}${(cents / 100).toFixed(2)}`;
  const one = v.forOneItem ? ' one item' : '';
  if (v.isFreeItem) return `One free item (up to ${money(v.maxPrice)})`;
  if (v.isPercentage) return `${v.percentage ?? 0}% off${one} (up to ${money(v.maxPrice)})`;
  return `${money(Math.min(v.amount ?? 0, v.maxPrice))} off${one}`;
}

/**
 * A voucher issued on the restaurant's `today` for expiryDays: usable from today, the expiry date
 * (first day it no longer works) today + expiryDays in calendar days (decision 0257).
 */
export function issueDates(today: string, expiryDays: number): { effectiveFrom: string; expireDate: string } {
  if (!Number.isInteger(expiryDays) || expiryDays < 1) throw new RangeError(`bad expiryDays ${expiryDays}`);
  return { effectiveFrom: today, expireDate: voucherExpireDate(today, expiryDays) };
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The member's birthday in `year` (YYYY-MM-DD); 29 February is 28 February in other years. */
export function birthdayIn(year: number, day: number, month: number): string {
  const d = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** How many days ahead of the birthday the birthday voucher is issued (decision 0269). */
export const BIRTHDAY_LEAD_DAYS = 7;

/**
 * The birthday a daily run on `today` issues a voucher for, or null: the next birthday (this year's,
 * or next year's when this year's has passed) when it is at most `leadDays` away. The job keys the
 * voucher by that birthday's year, so running again (or catching up after missed days) never issues
 * twice (decision 0269).
 */
export function birthdayDue(
  today: string,
  birthday: { day: number; month: number },
  leadDays = BIRTHDAY_LEAD_DAYS,
): { date: string; year: number } | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    const date = birthdayIn(y, birthday.day, birthday.month);
    if (date < today) continue;
    return date <= voucherExpireDate(today, leadDays) ? { date, year: y } : null;
  }
  return null;
}

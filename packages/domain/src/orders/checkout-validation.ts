import { hhmmToMinutes } from '../restaurants/local-time';
import { DEFAULT_TIMEZONE } from '../shared/constants';
import { dayjs } from '../shared/dayjs';
import { isPaymentType, ORDER_LIMITS, ORDER_MESSAGES } from './order.contract';
import { isMobileRequired, isValidMobile, type OrderKind, orderKind } from './order-types';

/**
 * The kind an order is served as: the URL's tableId decides (a table number is dine-in); a
 * pickup-delivery QR becomes pickup or delivery by the diner's chooseType. null when a
 * pickup-delivery order has no chooseType.
 */
export function effectiveOrderKind(
  tableId: string,
  chooseType: 'pickup' | 'delivery' | null | undefined,
): OrderKind | null {
  const kind = orderKind(tableId);
  if (kind !== 'pickup-delivery') return kind;
  return chooseType ?? null;
}

/** The checkout form as the server reads it (diner.md §3 "Customer (checkout)"). */
export interface CheckoutForm {
  kind: OrderKind;
  name: string;
  email: string;
  phoneNumber: string;
  guestNum: string;
  address: string;
  postcode: string;
  paymentType: string | null | undefined;
  verifyCode?: string | null;
  sid?: string | null;
}

/** The restaurant settings the checkout rules read. */
export interface CheckoutSettings {
  isDineMobileOptional?: boolean | null;
  isDineInMobilePhoneRequired?: boolean | null;
  isDineInGuestNumberRequired?: boolean | null;
  smsVerify?: boolean | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean =>
  value.length <= ORDER_LIMITS.email && EMAIL.test(value);

/**
 * diner.md §5 "Checkout": the first rule the form breaks, as the message to show, or null.
 * Order: name, guest count, mobile, delivery address and postcode, payment method, email, SMS code.
 */
export function checkoutError(form: CheckoutForm, settings: CheckoutSettings): string | null {
  if (form.name.trim() === '') return ORDER_MESSAGES.nameRequired;

  const guests = form.guestNum.trim();
  if (guests !== '' && !/^\d{1,3}$/.test(guests)) return ORDER_MESSAGES.guestNumInvalid;
  if (form.kind === 'dinein' && settings.isDineInGuestNumberRequired && !(Number(guests) >= 1))
    return ORDER_MESSAGES.guestNumRequired;

  const phone = form.phoneNumber.trim();
  const phoneRequired = isMobileRequired(form.kind, settings) || Boolean(settings.smsVerify);
  if (phone === '' && phoneRequired) return ORDER_MESSAGES.mobileRequired;
  if (phone !== '' && !isValidMobile(phone)) return ORDER_MESSAGES.mobileInvalid;

  if (form.kind === 'delivery') {
    if (form.address.trim() === '') return ORDER_MESSAGES.addressRequired;
    if (form.postcode.trim() === '') return ORDER_MESSAGES.postcodeRequired;
  }

  if (!isPaymentType(form.paymentType)) return ORDER_MESSAGES.paymentRequired;

  const email = form.email.trim();
  if (email !== '' && !isValidEmail(email)) return ORDER_MESSAGES.emailInvalid;

  if (settings.smsVerify && (!form.verifyCode?.trim() || !form.sid?.trim()))
    return ORDER_MESSAGES.smsCodeRequired;
  return null;
}

/** When the order is for: now, or a chosen local date and time. */
export interface PickupChoice {
  kind: OrderKind;
  pickupTimeType: 'now' | 'chooseTime';
  /** DD/MM/YYYY or YYYY-MM-DD. */
  selectedDate?: string | null;
  /** HH:mm */
  pickupTime?: string | null;
}

export type PickupResolution = { ok: true; at: Date; scheduled: boolean } | { ok: false; message: string };

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → 'YYYY-MM-DD', or null when neither. */
export function normaliseDate(value: string): string | null {
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const d = dayjs.utc(iso);
  return d.isValid() && d.format('YYYY-MM-DD') === iso ? iso : null;
}

/**
 * diner.md §4 "Pickup time": 'now' is now. chooseTime (not for dine-in, which is always now) needs a
 * date and a time, not in the past, at most 30 days ahead, and is refused when order-ahead is disabled.
 */
export function resolvePickupTime(
  choice: PickupChoice,
  ctx: { now: Date; timezone?: string | null; orderAheadDisabled?: boolean | null },
): PickupResolution {
  if (choice.kind === 'dinein' || choice.pickupTimeType === 'now')
    return { ok: true, at: ctx.now, scheduled: false };
  if (ctx.orderAheadDisabled) return { ok: false, message: ORDER_MESSAGES.orderAheadDisabled };
  if (!choice.selectedDate || !choice.pickupTime)
    return { ok: false, message: ORDER_MESSAGES.pickupTimeRequired };
  const date = normaliseDate(choice.selectedDate);
  const minutes = hhmmToMinutes(choice.pickupTime);
  if (!date || minutes === null || minutes >= 1440)
    return { ok: false, message: ORDER_MESSAGES.pickupTimeInvalid };
  const at = dayjs.tz(`${date} ${choice.pickupTime}`, ctx.timezone || DEFAULT_TIMEZONE).toDate();
  // A minute of grace for the time it took to submit.
  if (at.getTime() < ctx.now.getTime() - 60_000) return { ok: false, message: ORDER_MESSAGES.pickupTimePast };
  if (at.getTime() > ctx.now.getTime() + ORDER_LIMITS.orderAheadDays * 86_400_000)
    return { ok: false, message: ORDER_MESSAGES.pickupTimeTooFar };
  return { ok: true, at, scheduled: true };
}

import { localClock } from '../restaurants/local-time';

/** The diner's online messages and the QR ordering switch, zod-free (re-exported from online.contract). */
export const ONLINE_MESSAGES = {
  restaurantNotFound: 'Restaurant not found',
  tableNotFound: 'Table not found',
  menuNotPublished: 'This restaurant has no published menu yet. Please try again later.',
  orderingClosed: 'Online ordering is closed. Please try again later.',
  merchantClosed: 'The merchant is now not operating, Please order after opening.',
  loadFailed: 'An error has occurred. Please try reloading the page.',
  emptyMenu: 'Please refresh the page and try again.',
} as const;

/** The QR code settings fields the ordering switch reads (structurally the contract's QrSettings). */
export interface QrSettingsLike {
  isOrderingDisabled: boolean;
  /** DD/MM/YYYY */
  disabledDate: string | null;
}

/** Ordering closed by the QR settings: the flag, or a disabled date equal to today in the restaurant's zone. */
export function isOrderingClosed(qr: QrSettingsLike, now: Date, timezone?: string | null): boolean {
  if (qr.isOrderingDisabled) return true;
  return qr.disabledDate !== null && qr.disabledDate === localClock(now, timezone ?? undefined).dmyDate;
}

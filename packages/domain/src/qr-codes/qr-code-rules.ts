import type { QrSettingType } from '../availability/availability.contract';
import { NAMED_ORDER_TYPES } from '../orders/order-types';

/** Messages of the QR codes page (restaurant-config.md §5 "QR"). */
export const QR_CODE_MESSAGES = {
  tableNumber: 'The table number should only include letters and numbers',
  tableIsOrderType: 'A table number cannot be the name of an order type',
  duplicateType: 'Each QR type may appear only once',
} as const;

/** Table numbers: letters and digits only (no spaces, ?, &, $, ; — they would break the diner URL). */
export const TABLE_NUMBER_PATTERN = /^[A-Za-z0-9]+$/;
export const TABLE_NUMBER_MAX = 50;

/** The QR types that have a card of their own on the QR codes page, in the page's order (§2.2). */
export const QR_CARD_TYPES = [
  'pickup-delivery',
  'takeaway',
  'pickup',
  'delivery',
  'foodcourt',
  'booking',
  'queue',
  'onlineMenu',
] as const satisfies readonly QrSettingType[];
export type QrCardType = (typeof QR_CARD_TYPES)[number];

export const QR_TYPE_LABELS: Record<QrSettingType, string> = {
  dinein: 'Dine-in',
  'pickup-delivery': 'Pickup & Delivery',
  takeaway: 'Takeaway',
  pickup: 'Pickup',
  delivery: 'Delivery',
  foodcourt: 'Food Court',
  booking: 'Booking',
  queue: 'Queue',
  onlineMenu: 'Online Menu',
};

/** Printed templates (restaurant-config.md §9): the page size in px and the code's size and level. */
export const QR_TEMPLATE_SIZES = {
  dinein: { width: 946, height: 1312 },
  other: { width: 1240, height: 1754 },
} as const;
export const QR_CODE_PX = 280;
export const QR_ERROR_CORRECTION = 'H';

/** Why a table number cannot be used in a diner URL, or null when it can. */
export function tableNumberProblem(value: string): string | null {
  const v = value.trim();
  if (!TABLE_NUMBER_PATTERN.test(v) || v.length > TABLE_NUMBER_MAX) return QR_CODE_MESSAGES.tableNumber;
  if ((NAMED_ORDER_TYPES as readonly string[]).includes(v.toLowerCase()))
    return QR_CODE_MESSAGES.tableIsOrderType;
  return null;
}

/** A diner's address: `origin` (e.g. https://order.example.com) and the restaurant's url identifier. */
export interface DinerSite {
  origin: string;
  urlIdentifier: string;
}

const base = (site: DinerSite) => site.origin.replace(/\/+$/, '');
const id = (site: DinerSite) => encodeURIComponent(site.urlIdentifier);

/** The URL a diner opens from a table's code: the table's menu (decision 4). */
export function tableQrUrl(site: DinerSite, tableNumber: string): string {
  return `${base(site)}/online/${id(site)}/${encodeURIComponent(tableNumber.trim())}`;
}

/**
 * The URL a diner opens from a QR type's code (decision 110): the menu of that order type, the
 * booking wizard, the queue, and for Online Menu the pickup-or-delivery menu marked ?qr=onlineMenu.
 */
export function qrTypeUrl(site: DinerSite, type: QrCardType): string {
  switch (type) {
    case 'booking':
      return `${base(site)}/restaurantBooking/${id(site)}`;
    case 'queue':
      return `${base(site)}/queue/${id(site)}`;
    case 'onlineMenu':
      // The pickup-or-delivery menu, behind the Online Menu code's own switch (decision 0525).
      return `${base(site)}/online/${id(site)}/pickup-delivery?qr=onlineMenu`;
    default:
      return `${base(site)}/online/${id(site)}/${type}`;
  }
}

import { z } from 'zod';
import { PublishedMenu } from '../menus/menus.contract';
import { NAMED_ORDER_TYPES, type NamedOrderType, type OrderKind, orderKind } from '../orders/order-types';
import type { DinerSurchargeRule } from '../orders/surcharges';
import { DinerRestaurant } from '../restaurants/restaurants.contract';

export { isOrderingClosed, ONLINE_MESSAGES } from './online-rules';

/** Named order types that a diner URL may carry instead of a table number (diner.md §4 "Order types"). */
export const QR_ORDER_TYPES = NAMED_ORDER_TYPES;
export type QrOrderType = NamedOrderType;
/** What a diner URL's tableId stands for: a dine-in table or a named order type. */
export const TABLE_TYPES = ['dinein', ...NAMED_ORDER_TYPES] as const;
export type TableType = OrderKind;

/** The order type of a diner URL's tableId: a named type, or 'dinein' for anything else (a table). */
export const tableTypeOf = (tableId: string): TableType => orderKind(tableId);

/** Labels of the named order types, used as the table name. */
export const TABLE_TYPE_LABELS: Record<QrOrderType, string> = {
  takeaway: 'Takeaway',
  pickup: 'Pickup',
  delivery: 'Delivery',
  'pickup-delivery': 'Pickup & Delivery',
  foodcourt: 'Food Court',
};

/** The QR codes a diner URL may name besides its table type (`?qr=`): the Online Menu code (decision 0525). */
export const DINER_QR_CODES = ['onlineMenu'] as const;
export type DinerQrCode = (typeof DINER_QR_CODES)[number];

/**
 * Whose switch opens or closes ordering for a diner URL (decision 0525): the Online Menu code's own
 * when the URL came from it (a pickup-delivery menu with ?qr=onlineMenu), else its table type's.
 */
export function qrSwitchOf(tableId: string, qr?: string | null): TableType | DinerQrCode {
  const type = tableTypeOf(tableId);
  return qr === 'onlineMenu' && type === 'pickup-delivery' ? 'onlineMenu' : type;
}

/** GET /online?menuId=<restaurant url identifier>&tableId=<table number or order type>[&qr=onlineMenu] */
export const OnlineQuery = z.object({
  menuId: z.string().trim().min(1, 'menuId is required').max(100),
  tableId: z.string().trim().min(1, 'tableId is required').max(50),
  qr: z.enum(DINER_QR_CODES).optional(),
});
export type OnlineQuery = z.infer<typeof OnlineQuery>;

/**
 * Optional cache headers: the version and menuId of the menu the client holds. When both match the
 * latest published version, the answer has isSameVersion true and no menu. Other headers pass through.
 */
export const OnlineHeaders = z.looseObject({
  menuversion: z
    .string()
    .regex(/^\d{1,9}$/, 'menuVersion header must be a number')
    .optional(),
  menuid: z.string().max(100).optional(),
});
export type OnlineHeaders = z.infer<typeof OnlineHeaders>;

export const OnlineTable = z.object({
  /** As in the URL: the table number, or the order type. */
  tableId: z.string(),
  name: z.string(),
  type: z.enum(TABLE_TYPES),
  /** A dine-in table of the restaurant's paymentRequiredTableNumbers: paid online, no pay at counter. */
  isPaymentRequired: z.boolean().optional(),
});
export type OnlineTable = z.infer<typeof OnlineTable>;

/** Unavailable-dish entry; effectiveDate YYYY-MM-DD, or null for always. */
export const UnavailableDish = z.object({
  menuItemId: z.string(),
  effectiveDate: z.string().nullable(),
});
export type UnavailableDish = z.infer<typeof UnavailableDish>;

/** The announcement dialog of the menu screen; hidden when the same version was shown within 5 minutes. */
export const Announcement = z.object({
  showDialog: z.boolean(),
  dialogTitle: z.string(),
  dialogText: z.string(),
  dialogVersion: z.number().int(),
});
export type Announcement = z.infer<typeof Announcement>;

/** QR code settings of the URL's order type; disabledDate DD/MM/YYYY closes ordering for that day. */
export const QrSettings = z.object({
  isOrderingDisabled: z.boolean(),
  disabledDate: z.string().nullable(),
});
export type QrSettings = z.infer<typeof QrSettings>;

/**
 * One of the restaurant's enabled surcharge rules (restaurant-config.md §3 "Surcharge"): the checkout
 * shows the one the order will pay with applicableSurcharges, as placeOrder adds it.
 */
export const OnlineSurchargeRule = z.object({
  id: z.string(),
  name: z.string(),
  isPercentage: z.boolean(),
  /** Percent (e.g. 10 or 2.5) when isPercentage, else cents. */
  amount: z.number(),
  /** ISO weekdays: Monday 1 … Sunday 7. */
  weekdays: z.array(z.number().int().min(1).max(7)),
  /** YYYY-MM-DD in the restaurant's zone. */
  publicHolidayDays: z.array(z.string()),
}) satisfies z.ZodType<DinerSurchargeRule>;
export type OnlineSurchargeRule = z.infer<typeof OnlineSurchargeRule>;

export const OnlineResponse = z.object({
  isSameVersion: z.boolean(),
  /** Absent when isSameVersion is true. */
  menu: PublishedMenu.optional(),
  restaurant: DinerRestaurant,
  table: OnlineTable,
  /** Dishes switched inactive after publishing: the diner treats them as active = false. */
  inactiveDishIds: z.array(z.string()),
  unavailable: z.array(UnavailableDish),
  announcement: Announcement,
  qrSettings: QrSettings,
  /** The restaurant's enabled surcharge rules. */
  surchargeRules: z.array(OnlineSurchargeRule),
});
export type OnlineResponse = z.infer<typeof OnlineResponse>;

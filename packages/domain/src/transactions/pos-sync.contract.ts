import { z } from 'zod';
import { DeclaredAllergens } from '../menus/allergens.contract';
import { ORDER_LIMITS, ORDER_MESSAGES } from '../orders/order.contract';
import { POS_ORDER_TYPES, PosOrderLine } from './pos.contract';

/**
 * POST /pos/sync (issue 31, decisions 0530–0535): the changes a POS made while the server was out of
 * reach, replayed once each. Every change carries a key made on the device (a UUID), the staff member
 * at the till, and the device's clock when it was made; the server prices everything again and
 * answers, per change, what it did and where it differs from what the device showed.
 */

export const POS_SYNC_LIMITS = {
  changesPerBatch: 100,
  /** A device clock further than this from the server's (measured at the sync) is flagged. */
  maxSkewMs: 2 * 60_000,
  /** A change is counted at most this long before the sync (an older device time is clamped). */
  maxAgeMs: 24 * 3_600_000,
} as const;

export const POS_SYNC_MESSAGES = {
  keyInvalid: 'The change key must be a UUID.',
  tableTaken: 'Another device opened a bill on this table meanwhile. Both versions are kept.',
  waitsOnConflict: 'This change belongs to a bill in conflict: resolve that first.',
  billUnknown: 'This change belongs to a bill the server has not received yet.',
  billClosed: 'This bill was closed or deleted on another device.',
  repriced: 'The server priced this order differently.',
  balanceChanged: 'The bill’s balance on the server differs from the device’s.',
  staffUnknown: 'The staff member who made this change is no longer on the staff list.',
  staffNotPermitted: 'The staff member who made this change may not do it.',
  staffRequired: 'This change was made with no staff member signed in.',
  timeClamped: 'The device’s time was out of range: the change is counted at the nearest allowed time.',
  timeSkewed: 'The device’s clock was off: the change is counted at the corrected time.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const changeKey = z.string().regex(UUID, POS_SYNC_MESSAGES.keyInvalid);
const ref = z.string().trim().min(1).max(100);

const changeBase = {
  key: changeKey,
  /** The order the device made them in (per device, increasing). */
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** The bill on the device: a server bill's id, or the device's own id of a bill it opened offline. */
  localBillId: ref,
  /** The server bill when the device knew it (a bill opened before the outage). */
  transactionId: ref.nullish(),
  /** The staff member signed in at the till (null in a restaurant without staff). */
  staffId: ref.nullish(),
  /** The device's clock when the change was made (ISO). */
  deviceTime: z.iso.datetime({ offset: true }),
};

/** An order: the ticket's lines (ids, never prices) and what the device priced it at. */
export const PosSyncOrder = z.object({
  ...changeBase,
  kind: z.literal('order'),
  /** A new bill: its type, table and guests (dine-in), customer or partner (counter). */
  type: z.enum(POS_ORDER_TYPES),
  tableNo: z.string().trim().max(50).nullish(),
  guests: z.number().int().min(1).max(99).nullish(),
  customerName: z.string().trim().max(100).nullish(),
  customerPhone: z.string().trim().max(30).nullish(),
  deliveryPartner: z.string().trim().max(100).nullish(),
  items: z.array(PosOrderLine).min(1, ORDER_MESSAGES.emptyCart).max(ORDER_LIMITS.itemsPerOrder),
  notes: z.string().trim().max(ORDER_LIMITS.notes).nullish(),
  /** The guest's declared allergies (decisions 0599, 0601): flagged on the docket as an online POS order's. */
  allergens: DeclaredAllergens.optional(),
  /** The device's subtotal of these lines (cents): compared with the server's, never trusted. */
  expectedSubtotal: z.number().int(),
  /** The day's surcharge the device added to these lines (cents; decision 0536); absent before it did. */
  expectedSurcharge: z.number().int().min(0).optional(),
});
export type PosSyncOrder = z.infer<typeof PosSyncOrder>;

/** A cash or typed card payment (never an online one: those need the network). */
export const PosSyncPayment = z.object({
  ...changeBase,
  kind: z.literal('payment'),
  type: z.string().trim().min(1).max(100),
  amount: z.number().int().positive(),
  tendered: z.number().int().positive().nullish(),
  reference: z.string().trim().max(100).nullish(),
  /** The balance the device showed before this payment (cents). */
  expectedBalance: z.number().int(),
});
export type PosSyncPayment = z.infer<typeof PosSyncPayment>;

export const PosSyncClose = z.object({ ...changeBase, kind: z.literal('close') });
export type PosSyncClose = z.infer<typeof PosSyncClose>;

export const PosSyncChange = z.discriminatedUnion('kind', [PosSyncOrder, PosSyncPayment, PosSyncClose]);
export type PosSyncChange = z.infer<typeof PosSyncChange>;
export type PosSyncKind = PosSyncChange['kind'];

export const PosSyncRequest = z.object({
  deviceId: ref,
  /** The device's clock when it sent the batch: the server measures the device's skew from it. */
  deviceNow: z.iso.datetime({ offset: true }),
  changes: z.array(PosSyncChange).min(1).max(POS_SYNC_LIMITS.changesPerBatch),
});
export type PosSyncRequest = z.infer<typeof PosSyncRequest>;

/**
 * What became of a change. applied: done now; duplicate: done before (its first answer, nothing
 * written); conflict: kept aside for staff (two devices on one table, or a change of such a bill);
 * refused: the server would not do it (sold out, bill closed elsewhere…); deferred: its bill is not
 * on the server yet (the device sends it again after the bill's first order).
 */
export const POS_SYNC_STATUSES = ['applied', 'duplicate', 'conflict', 'refused', 'deferred'] as const;
export type PosSyncStatus = (typeof POS_SYNC_STATUSES)[number];

export const POS_SYNC_DIFFERENCES = [
  'repriced',
  'balanceChanged',
  'tableTaken',
  'billClosed',
  'refused',
  'waitsOnConflict',
  'timeClamped',
  'timeSkewed',
] as const;
export type PosSyncDifferenceCode = (typeof POS_SYNC_DIFFERENCES)[number];

export const PosSyncDifference = z.object({
  code: z.enum(POS_SYNC_DIFFERENCES),
  message: z.string(),
  /** The device's figure and the server's (cents), when the difference is about money. */
  expected: z.number().int().nullable(),
  actual: z.number().int().nullable(),
  /** The other bill (tableTaken: the bill the other device opened). */
  transactionId: z.string().nullable(),
});
export type PosSyncDifference = z.infer<typeof PosSyncDifference>;

export const PosSyncResult = z.object({
  key: z.string(),
  status: z.enum(POS_SYNC_STATUSES),
  /** The server bill the change went to (null when it went nowhere). */
  transactionId: z.string().nullable(),
  /** The time it is counted at (ISO), after the device-clock check. */
  countedAt: z.string(),
  differences: z.array(PosSyncDifference),
});
export type PosSyncResult = z.infer<typeof PosSyncResult>;

export const PosSyncResponse = z.object({
  results: z.array(PosSyncResult),
  serverTime: z.string(),
});
export type PosSyncResponse = z.infer<typeof PosSyncResponse>;

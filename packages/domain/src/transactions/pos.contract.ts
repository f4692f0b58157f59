import { z } from 'zod';
import { SPECIAL_INSTRUCTIONS_MAX } from '../cart/dish-selection';
import { TABLE_SHAPES } from '../floor-plan/floor-plan-rules';
import { DeclaredAllergens } from '../menus/allergens.contract';
import { PublishedMenu } from '../menus/menus.contract';
import { OnlineSurchargeRule } from '../online/online.contract';
import { ORDER_LIMITS, ORDER_MESSAGES, PlaceOrderItem } from '../orders/order.contract';
import { ORDER_NUMBER_PATTERN } from '../orders/order-number';
import { PosPaymentType } from '../payment-types/payment-types.contract';
import { PosCourse } from '../restaurant-settings/pos-courses';
import { Discount, PosDeliveryPartner } from '../restaurant-settings/pos-settings-rules';
import { REFUND_MESSAGES } from './bill-refund-rules';
import { SEAT_MAX, SPLIT_MESSAGES } from './bill-split';
import { TIP_MESSAGES } from './tips';
import {
  MAX_SPLIT_PARTS,
  REASON_MAX,
  TRANSACTION_DELETE_REASONS,
  TRANSACTION_MESSAGES,
  Transaction,
} from './transaction.contract';

/**
 * The web POS's calls (issue 13; decisions 0136–0142, 0146–0149). Not in the spec — the spec's POS client's calls
 * are "not shown" — so ours, on the same bill model as the back-office (transaction.contract.ts).
 * Every call acts on the signed-in user's restaurant; money in integer cents.
 */

/** Texts of the POS calls (ours). */
export const POS_MESSAGES = {
  tableRequired: 'Please choose a table.',
  tableNotFound: 'This table does not exist.',
  tableBusy: 'This table already has an open bill.',
  sameTable: 'The bill is already at this table.',
  notDineIn: 'Only a table bill can move to another table.',
  mergeSelf: 'Please choose another bill to merge.',
  mergeTypes: 'Only two table bills can be merged.',
  billNotFound: 'This bill was not found. It may have been closed or deleted on another screen.',
  orderNotFound: 'This order is not on this bill.',
  dishNotFound: 'This dish is not on this bill.',
  orderAccepted: 'This order has already been accepted.',
  customerNameRequired: 'Please enter the customer name.',
  customerPhoneRequired: 'Please enter the customer phone number.',
  deliveryPartnerRequired: 'Please choose a delivery partner.',
  deliveryPartnerUnknown: 'This delivery partner is not set up for the restaurant.',
  paymentTypeUnknown: 'This payment type is not enabled for the restaurant.',
  adjustmentNotFound: 'This adjustment is not on this bill.',
  guestsInvalid: 'Guests must be a whole number from 1 to 99.',
  courseInvalid: 'A course is a whole number from 1 to 9.',
  holdNeedsCourse: 'Only a course can be held: please choose its course.',
  nothingHeld: 'Nothing of this course is held on this bill.',
  noRoundWaiting: 'Nothing on this bill waits for the table’s round: it has gone to the kitchen.',
} as const;

/** Courses of a table's meal (decision 0502): 1 (starters) to COURSE_MAX. */
export const COURSE_MAX = 9;
const Course = z
  .number({ error: POS_MESSAGES.courseInvalid })
  .int(POS_MESSAGES.courseInvalid)
  .min(1, POS_MESSAGES.courseInvalid)
  .max(COURSE_MAX, POS_MESSAGES.courseInvalid);

/** POST /transactions/{id}/fire: the held orders of this course go to the kitchen now. */
export const FireCourseRequest = z.object({ course: Course });
export type FireCourseRequest = z.infer<typeof FireCourseRequest>;

const id = z.string().trim().min(1).max(100);
const reason = z
  .string({ error: TRANSACTION_MESSAGES.voidReasonRequired })
  .trim()
  .min(1, TRANSACTION_MESSAGES.voidReasonRequired)
  .max(REASON_MAX, TRANSACTION_MESSAGES.reasonTooLong);

/** What the POS takes orders for: the bill types a counter makes (food court orders come from QR codes). */
export const POS_ORDER_TYPES = ['dinein', 'takeaway', 'pickup', 'delivery', 'deliveryPartner'] as const;
export type PosOrderType = (typeof POS_ORDER_TYPES)[number];

/** A table on the POS floor. status: free, occupied, or awaitingPayment (receipt printed or part paid). */
export const POS_TABLE_STATUSES = ['free', 'occupied', 'awaitingPayment'] as const;
export type PosTableStatus = (typeof POS_TABLE_STATUSES)[number];

/** An open bill as the floor shows it (figures from billTotals). */
export const PosBillSummary = z.object({
  uuid: z.string(),
  type: z.enum(['dinein', 'takeaway', 'pickup', 'delivery', 'foodcourt', 'deliveryPartner']),
  tableNo: z.string().nullable(),
  guests: z.number().int().nullable(),
  customerName: z.string().nullable(),
  deliveryPartnerType: z.string().nullable(),
  total: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  /** When the bill was opened (ISO): the floor shows how long. */
  openedAt: z.string(),
  orderCount: z.number().int(),
  /** Orders still waiting for a staff accept (decision 0134). */
  waitingOrders: z.number().int(),
  isInvoicePrinted: z.boolean(),
});
export type PosBillSummary = z.infer<typeof PosBillSummary>;

export const PosTable = z.object({
  tableNumber: z.string(),
  name: z.string(),
  seats: z.number().int(),
  area: z.string().nullable(),
  /** Where the floor plan draws it (decision 0370): its area and its box in grid cells. */
  areaId: z.string(),
  shape: z.enum(TABLE_SHAPES),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
  status: z.enum(POS_TABLE_STATUSES),
  bill: PosBillSummary.nullable(),
});
export type PosTable = z.infer<typeof PosTable>;

/** GET /pos/floor: the tables with their open bills, and the counter's open bills (not dine-in). */
export const PosFloorResponse = z.object({
  /** The floor plan's areas in their order (tabs); a new restaurant has one and no tables. */
  areas: z.array(z.object({ id: z.string(), name: z.string(), sort: z.number().int() })),
  tables: z.array(PosTable),
  counterBills: z.array(PosBillSummary),
});
export type PosFloorResponse = z.infer<typeof PosFloorResponse>;

/** GET /pos/setup: what the POS offers — menu, enabled payment types, discounts, delivery partners. */
export const PosSetupResponse = z.object({
  /** The dine-in menu served now (the menu the table QR codes serve); null when none is published. */
  menu: PublishedMenu.nullable(),
  /** The takeaway menu (the takeaway QR's), for counter orders; falls back to the dine-in one. */
  takeawayMenu: PublishedMenu.nullable(),
  /** Enabled payment types, sorted; OBPayments is left out (online only). */
  paymentTypes: z.array(PosPaymentType),
  discounts: z.array(Discount),
  deliveryPartners: z.array(PosDeliveryPartner),
  currencySymbol: z.string(),
  timezone: z.string(),
  taxPercentage: z.number(),
  /**
   * The restaurant's enabled surcharge rules (decision 0536): an offline till adds the day's surcharge
   * to what it queues, as placePosOrder does, so its totals match the server's after the sync.
   */
  surchargeRules: z.array(OnlineSurchargeRule),
  /** The restaurant's courses (decision 0578): course n is the n-th. Optional: older answers had none. */
  courses: z.array(PosCourse).optional(),
});
export type PosSetupResponse = z.infer<typeof PosSetupResponse>;

/** A seat at the table (decision 0501): 1 to SEAT_MAX, or null for a shared dish. */
export const Seat = z
  .number({ error: SPLIT_MESSAGES.seatInvalid })
  .int(SPLIT_MESSAGES.seatInvalid)
  .min(1, SPLIT_MESSAGES.seatInvalid)
  .max(SEAT_MAX, SPLIT_MESSAGES.seatInvalid);

/** A line the POS sends: the diner's cart line shape (ids and quantities, never prices), and its seat. */
export const PosOrderLine = PlaceOrderItem.extend({ seat: Seat.nullish() });
export type PosOrderLine = z.infer<typeof PosOrderLine>;

/**
 * POST /pos/orders: a local order. It joins `transactionId` when given (the bill on screen), else a
 * dine-in order joins or opens the table's bill, and a counter order opens a bill of its own. The
 * orderNumber is made by the client (orderNumberFromUuid) so a resend writes nothing twice.
 */
export const PosOrderRequest = z
  .object({
    orderNumber: z.string().regex(ORDER_NUMBER_PATTERN, 'orderNumber is invalid'),
    type: z.enum(POS_ORDER_TYPES),
    transactionId: id.nullish(),
    tableNo: z.string().trim().max(50).nullish(),
    guests: z
      .number({ error: POS_MESSAGES.guestsInvalid })
      .int(POS_MESSAGES.guestsInvalid)
      .min(1, POS_MESSAGES.guestsInvalid)
      .max(99, POS_MESSAGES.guestsInvalid)
      .nullish(),
    items: z.array(PosOrderLine).min(1, ORDER_MESSAGES.emptyCart).max(ORDER_LIMITS.itemsPerOrder),
    notes: z.string().trim().max(ORDER_LIMITS.notes).nullish(),
    customerName: z.string().trim().max(100).nullish(),
    customerPhone: z.string().trim().max(30).nullish(),
    deliveryPartner: z.string().trim().max(100).nullish(),
    /** The course these dishes are (decision 0502); hold: kept from the kitchen until fired. */
    course: Course.nullish(),
    hold: z.boolean().optional(),
    /** Allergies the guest declared to the waiter (decision 0599): flagged on the docket and KDS like a diner's. */
    allergens: DeclaredAllergens.optional(),
  })
  .superRefine((o, ctx) => {
    if (o.hold && !o.course)
      ctx.addIssue({ code: 'custom', path: ['course'], message: POS_MESSAGES.holdNeedsCourse });
    if (o.type === 'dinein' && !o.transactionId && !o.tableNo)
      ctx.addIssue({ code: 'custom', path: ['tableNo'], message: POS_MESSAGES.tableRequired });
    if (o.type === 'deliveryPartner' && !o.deliveryPartner && !o.transactionId)
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryPartner'],
        message: POS_MESSAGES.deliveryPartnerRequired,
      });
    if ((o.type === 'pickup' || o.type === 'delivery') && !o.transactionId) {
      if (!o.customerName)
        ctx.addIssue({ code: 'custom', path: ['customerName'], message: POS_MESSAGES.customerNameRequired });
      if (!o.customerPhone)
        ctx.addIssue({
          code: 'custom',
          path: ['customerPhone'],
          message: POS_MESSAGES.customerPhoneRequired,
        });
    }
  });
export type PosOrderRequest = z.infer<typeof PosOrderRequest>;

/** Every POS change answers the bill as it now is. */
export const PosBillResponse = z.object({ transaction: Transaction });
export type PosBillResponse = z.infer<typeof PosBillResponse>;

/** POST /transactions/{id}/voidDish: void (struck through) or remove (permanentDeletion) a dish. */
export const VoidDishRequest = z.object({
  orderId: id,
  /** The dish's line id (TransactionDish.lineId). */
  lineId: id,
  reason,
  permanentDeletion: z.boolean().default(false),
});
export type VoidDishRequest = z.infer<typeof VoidDishRequest>;

/** POST /transactions/{id}/adjustments: a posSettings discount by name, or a custom one. */
export const AddAdjustmentRequest = z.union([
  z.object({ discountName: z.string().max(100) }),
  z.object({
    custom: z.object({
      name: z.string().max(100).nullish(),
      percentage: z.unknown().optional(),
      /** Cents. */
      amount: z.unknown().optional(),
    }),
  }),
]);
export type AddAdjustmentRequest = z.infer<typeof AddAdjustmentRequest>;

/**
 * POST /transactions/{id}/payments: one payment. amount is the part of the balance it settles, or for
 * cash the cash tendered. requestId (made by the client when the pay screen opens) makes a repeat of
 * the same payment write nothing twice.
 */
/** A split by seat (the bill's seats) or by dish (the checks' dish ids; a dish in several is shared). */
export const SplitRequest = z.discriminatedUnion('by', [
  z.object({ by: z.literal('seat') }),
  z.object({
    by: z.literal('item'),
    checks: z
      .array(z.array(id).min(1, SPLIT_MESSAGES.checkEmpty).max(200))
      .min(1, SPLIT_MESSAGES.checksInvalid)
      .max(MAX_SPLIT_PARTS, SPLIT_MESSAGES.checksInvalid),
  }),
]);
export type SplitRequest = z.infer<typeof SplitRequest>;

/** POST /transactions/{id}/seat: a dish given a seat, or made shared (null). */
export const SetSeatRequest = z.object({ orderId: id, lineId: id, seat: Seat.nullable() });
export type SetSeatRequest = z.infer<typeof SetSeatRequest>;

export const PosPaymentRequest = z.object({
  type: z.string().trim().min(1, POS_MESSAGES.paymentTypeUnknown).max(100),
  amount: z.number({ error: TRANSACTION_MESSAGES.amountRequired }).int(TRANSACTION_MESSAGES.amountRequired),
  /**
   * Cash only (decision 0434): the cash handed over for a part of a split; amount is then the part it
   * settles and the rest is change. Without it, a cash amount above the balance gives the change.
   */
  tendered: z
    .number()
    .int(TRANSACTION_MESSAGES.amountRequired)
    .positive(TRANSACTION_MESSAGES.amountRequired)
    .nullish(),
  requestId: z.string().trim().min(8).max(100),
  reference: z.string().trim().max(100).nullish(),
  /** The tip on top (decision 0500), cents: 0 or more, at most what the payment settles. */
  tip: z
    .number({ error: TIP_MESSAGES.tipInvalid })
    .int(TIP_MESSAGES.tipInvalid)
    .min(0, TIP_MESSAGES.tipInvalid)
    .nullish(),
  /**
   * The split this payment pays a check of (decision 0501) and that check's label ("Seat 2"): the
   * server works the split out again and refuses more than is left on the check.
   */
  split: SplitRequest.nullish(),
  portion: z.string().trim().min(1).max(50).nullish(),
});
export type PosPaymentRequest = z.infer<typeof PosPaymentRequest>;

export const PosPaymentResponse = z.object({
  transaction: Transaction,
  /** Cash to give back for this payment (0 for other types). */
  change: z.number().int(),
  /** What the customer was charged (surcharge included, tip not). */
  merchantAmount: z.number().int(),
  /** The tip taken with it (decision 0500). */
  tip: z.number().int(),
});
export type PosPaymentResponse = z.infer<typeof PosPaymentResponse>;

/**
 * POST /transactions/{id}/refunds (decision 0430): money back to one payment of the bill, by amount or
 * by dishes (lineIds, on a paid bill), with a reason. requestId makes a repeat write nothing twice.
 */
export const PosRefundRequest = z.object({
  paymentId: id.nullish(),
  amount: z.number().int(REFUND_MESSAGES.amountRequired).nullish(),
  lineIds: z.array(id).max(200).nullish(),
  /** Cents of the payment's tip given back too (decision 0576): apart from amount. */
  tip: z.number().int(REFUND_MESSAGES.tipInvalid).min(0, REFUND_MESSAGES.tipInvalid).nullish(),
  reason: z
    .string({ error: REFUND_MESSAGES.reasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reasonRequired)
    .max(REASON_MAX, TRANSACTION_MESSAGES.reasonTooLong),
  requestId: z.string().trim().min(8).max(100),
});
export type PosRefundRequest = z.infer<typeof PosRefundRequest>;

/** POST /transactions/{id}/reopen (decision 0431): a paid bill made active again, with a reason. */
export const ReopenBillRequest = z.object({
  reason: z
    .string({ error: REFUND_MESSAGES.reopenReasonRequired })
    .trim()
    .min(1, REFUND_MESSAGES.reopenReasonRequired)
    .max(REASON_MAX, TRANSACTION_MESSAGES.reasonTooLong),
});
export type ReopenBillRequest = z.infer<typeof ReopenBillRequest>;

/** POST /transactions/{id}/move. */
export const MoveBillRequest = z.object({
  tableNo: z.string({ error: POS_MESSAGES.tableRequired }).trim().min(1, POS_MESSAGES.tableRequired).max(50),
});
export type MoveBillRequest = z.infer<typeof MoveBillRequest>;

/** POST /transactions/{id}/merge: the other table's bill comes onto this one. */
export const MergeBillRequest = z.object({ fromTransactionId: id });
export type MergeBillRequest = z.infer<typeof MergeBillRequest>;

/**
 * The reason stored when DELETE /liveTransactions/{id} comes without one, as the spec's clients send
 * it (back-office.md §7): the first of the §9 delete reasons (decision 0452).
 */
export const BARE_DELETE_REASON = TRANSACTION_DELETE_REASONS[0];

/**
 * DELETE /liveTransactions/{id}[?reason]: an open bill removed (delTransactions). No reason at all is
 * the spec's bare call and stores BARE_DELETE_REASON; a reason given blank is refused with the §5 text.
 */
export const DeleteLiveTransactionQuery = z.object({
  reason: z
    .string({ error: TRANSACTION_MESSAGES.reasonRequired })
    .trim()
    .min(1, TRANSACTION_MESSAGES.reasonRequired)
    .max(REASON_MAX, TRANSACTION_MESSAGES.reasonTooLong)
    .optional()
    .transform((r) => r ?? BARE_DELETE_REASON),
});
export type DeleteLiveTransactionQuery = z.infer<typeof DeleteLiveTransactionQuery>;

/** A staff activity (back-office.md §3 "Staff activity"): written with every change to a bill. */
export const StaffActivity = z.object({
  id: z.string(),
  operationType: z.string(),
  operationName: z.string(),
  details: z.string(),
  updatedAt: z.string(),
  price: z.number().int(),
  staffName: z.string(),
  /** The manager who approved it with their PIN (decision 0513); null or absent otherwise. */
  approvedBy: z.string().nullable().optional(),
  transactionId: z.string().nullable(),
});
export type StaffActivity = z.infer<typeof StaffActivity>;

/** The special instructions of a POS line are the diner's (100 characters). */
export const POS_NOTE_MAX = SPECIAL_INSTRUCTIONS_MAX;

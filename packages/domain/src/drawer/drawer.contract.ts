import { z } from 'zod';
import { toCsv } from '../shared/csv';
import { DRAWER_MAX_CENTS, DRAWER_REASON_MAX, DRAWER_MESSAGES as M } from './drawer-rules';

/**
 * Cash drawer shifts at the POS and in the back-office (issue 28; decisions 0510–0512). One shift is
 * open per restaurant at a time; times are ISO instants shown on the restaurant's clock (`timezone`).
 */

const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(DRAWER_MAX_CENTS, M.tooMuch);

const reason = z
  .string({ error: M.reasonRequired })
  .trim()
  .min(1, M.reasonRequired)
  .max(DRAWER_REASON_MAX, M.reasonTooLong);

/** POST /pos/drawer/open */
export const OpenDrawerRequest = z.object({ float: cents(M.floatInvalid) });
export type OpenDrawerRequest = z.infer<typeof OpenDrawerRequest>;

/** POST /pos/drawer/movements: cash paid in or out with a reason; requestId makes a repeat write once. */
export const DrawerMovementRequest = z.object({
  type: z.enum(['payIn', 'payOut']),
  amount: cents(M.amountInvalid).refine((n) => n > 0, M.amountInvalid),
  reason,
  requestId: z.string().trim().min(8).max(100),
});
export type DrawerMovementRequest = z.infer<typeof DrawerMovementRequest>;

/** POST /pos/drawer/noSale: the drawer opened without a sale, with a reason. */
export const NoSaleRequest = z.object({ reason });
export type NoSaleRequest = z.infer<typeof NoSaleRequest>;

/** POST /pos/drawer/close: the cash counted; shiftId names the shift the till saw open. */
export const CloseDrawerRequest = z.object({
  shiftId: z.string().trim().min(1).max(100),
  counted: cents(M.countedInvalid),
});
export type CloseDrawerRequest = z.infer<typeof CloseDrawerRequest>;

/** POST /pos/drawer/print: the X report (open shift) or Z report (closed) to the receipt printer. */
export const PrintDrawerReportRequest = z.object({ shiftId: z.string().trim().min(1).max(100) });
export type PrintDrawerReportRequest = z.infer<typeof PrintDrawerReportRequest>;

export const DrawerMovement = z.object({
  id: z.string(),
  type: z.enum(['payIn', 'payOut', 'noSale']),
  amount: z.number().int(),
  reason: z.string(),
  staffName: z.string(),
  /** Who approved it with their PIN (decision 0513), else null. */
  approvedBy: z.string().nullable(),
  at: z.string(),
});
export type DrawerMovement = z.infer<typeof DrawerMovement>;

const TypeLine = z.object({ type: z.string(), count: z.number().int(), amount: z.number().int() });
const CountAmount = z.object({ count: z.number().int(), amount: z.number().int() });

export const ShiftFiguresSchema = z.object({
  sales: z.array(TypeLine),
  salesTotal: z.number().int(),
  refunds: z.array(TypeLine),
  refundsTotal: z.number().int(),
  voids: CountAmount,
  discounts: CountAmount,
  noSales: z.number().int(),
  cash: z.object({
    float: z.number().int(),
    cashTendered: z.number().int(),
    changeGiven: z.number().int(),
    cashRefunds: z.number().int(),
    payIns: z.number().int(),
    payOuts: z.number().int(),
    expected: z.number().int(),
  }),
});

/** A shift with its figures: so far (X) while open, as closed (Z) after. */
export const DrawerShift = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedBy: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  float: z.number().int(),
  /** At close: the cash counted, and counted − expected (over > 0, short < 0). */
  counted: z.number().int().nullable(),
  overShort: z.number().int().nullable(),
  figures: ShiftFiguresSchema,
  movements: z.array(DrawerMovement),
  timezone: z.string(),
});
export type DrawerShift = z.infer<typeof DrawerShift>;

/** GET /pos/drawer: the open shift (null when none), and every answer of the POS's drawer calls. */
export const PosDrawerResponse = z.object({ shift: DrawerShift.nullable() });
export type PosDrawerResponse = z.infer<typeof PosDrawerResponse>;

/** GET /drawerShifts?dateStr=DD-MM-YY: the shifts opened on a restaurant day (back-office). */
export const DrawerShiftsQuery = z.object({ dateStr: z.string().trim().max(20).optional() });
export type DrawerShiftsQuery = z.infer<typeof DrawerShiftsQuery>;

export const DrawerShiftsResponse = z.object({
  shifts: z.array(DrawerShift),
  dateStr: z.string(),
  /** The day's total over (> 0) or short (< 0) of the closed shifts. */
  overShortTotal: z.number().int(),
});
export type DrawerShiftsResponse = z.infer<typeof DrawerShiftsResponse>;

export const DrawerShiftResponse = z.object({ shift: DrawerShift });
export type DrawerShiftResponse = z.infer<typeof DrawerShiftResponse>;

export const DRAWER_SHIFTS_CSV_COLUMNS = [
  'Opened',
  'Opened By',
  'Closed',
  'Closed By',
  'Float',
  'Sales',
  'Refunds',
  'Discounts',
  'Voids',
  'Voided Value',
  'Pay-ins',
  'Pay-outs',
  'Expected Cash',
  'Counted Cash',
  'Over/Short',
] as const;

/** A day's shifts as CSV (money in dollars, times by `format` on the restaurant's clock). */
export function drawerShiftsCsv(shifts: readonly DrawerShift[], format: (iso: string) => string): string {
  const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
  return toCsv(
    DRAWER_SHIFTS_CSV_COLUMNS,
    shifts.map((s) => [
      format(s.openedAt),
      s.openedBy,
      s.closedAt ? format(s.closedAt) : '',
      s.closedBy ?? '',
      dollars(s.float),
      dollars(s.figures.salesTotal),
      dollars(s.figures.refundsTotal),
      dollars(s.figures.discounts.amount),
      s.figures.voids.count,
      dollars(s.figures.voids.amount),
      dollars(s.figures.cash.payIns),
      dollars(s.figures.cash.payOuts),
      dollars(s.figures.cash.expected),
      dollars(s.counted),
      dollars(s.overShort),
    ]),
  );
}

export const drawerShiftsCsvFile = (dateStr: string): string => `drawer-shifts-${dateStr}.csv`;

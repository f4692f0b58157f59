import {
  completePrintSettings,
  type DrawerShift,
  DRAWER_MESSAGES as M,
  overShortText,
  type PrintJob,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { DocLine, PrintDocument } from '../printers/escpos-render';
import { localDateTime } from '../printers/print-documents';
import { insertJobs, toPrintJob } from '../printers/print-queue.repository';
import { jobRowOf } from '../printers/print-queue.service';
import { findPrintSettings } from '../printers/print-settings.repository';
import { findPrinterRows } from '../printers/printers.repository';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { findShift } from './drawer.repository';
import { toDrawerShift } from './drawer.service';

const money = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;

/** A label on the left and an amount on the right, on one 42-column line. */
function row(label: string, amount: string): DocLine {
  const room = Math.max(1, 42 - amount.length - 1);
  const left = label.length > room ? label.slice(0, room) : label;
  return { text: `${left}${' '.repeat(42 - left.length - amount.length)}${amount}` };
}

/** The X (open shift) or Z (closed) report as the receipt printer prints it (decision 0511). */
export function drawerReportDocument(shift: DrawerShift, restaurantName: string, now: Date): PrintDocument {
  const f = shift.figures;
  const z = shift.status === 'closed';
  const title = z ? 'Z REPORT' : 'X REPORT';
  const at = (iso: string) => localDateTime(new Date(iso), shift.timezone);
  const lines: DocLine[] = [
    { text: restaurantName, bold: true, align: 'center' },
    { text: title, bold: true, big: true, align: 'center' },
    { text: z ? 'End of shift' : 'Mid-shift read (nothing reset)', align: 'center' },
    { text: `Opened ${at(shift.openedAt)} by ${shift.openedBy}` },
    ...(z && shift.closedAt ? [{ text: `Closed ${at(shift.closedAt)} by ${shift.closedBy ?? ''}` }] : []),
    ...(!z ? [{ text: `Printed ${localDateTime(now, shift.timezone)}` }] : []),
    { text: '', rule: true },
    { text: 'SALES BY TYPE', bold: true },
    ...f.sales.map((s) => row(`${s.type} (${s.count})`, money(s.amount))),
    row('Total sales', money(f.salesTotal)),
    { text: '', rule: true },
    { text: 'REFUNDS', bold: true },
    ...f.refunds.map((s) => row(`${s.type} (${s.count})`, money(s.amount))),
    row('Total refunds', money(f.refundsTotal)),
    row(`Discounts (${f.discounts.count})`, money(f.discounts.amount)),
    row(`Voids (${f.voids.count})`, money(f.voids.amount)),
    row('No-sale openings', String(f.noSales)),
    { text: '', rule: true },
    { text: 'CASH', bold: true },
    row('Float', money(f.cash.float)),
    row('Cash taken', money(f.cash.cashTendered)),
    row('Change given', money(-f.cash.changeGiven)),
    row('Cash refunds', money(-f.cash.cashRefunds)),
    row('Paid in', money(f.cash.payIns)),
    row('Paid out', money(-f.cash.payOuts)),
    row('Expected in drawer', money(f.cash.expected)),
    ...(z && shift.counted !== null && shift.overShort !== null
      ? [
          row('Counted', money(shift.counted)),
          { ...row(overShortText(shift.overShort), money(shift.overShort)), bold: true },
        ]
      : []),
  ];
  return { title: `${z ? 'Z' : 'X'} report · ${at(shift.openedAt)}`, lines };
}

/**
 * POST /pos/drawer/print {shiftId}: the shift's X or Z report to the Bill print type's printer (the
 * receipt printer), else the primary printer; with none, the outbox (as every docket).
 */
export async function printDrawerReport(
  deps: AppDeps,
  restaurantId: string,
  shiftId: string,
): Promise<PrintJob[]> {
  const db = deps.database.db;
  const now = deps.now();
  const restaurant = await findRestaurantById(db, restaurantId);
  const row0 = await findShift(db, restaurantId, shiftId);
  if (!restaurant || !row0) throw new AppError('NOT_FOUND', M.shiftNotFound);
  const shift = await toDrawerShift(db, row0, restaurant.timezone, now);
  const settings = completePrintSettings(await findPrintSettings(db, restaurantId));
  const printers = await findPrinterRows(db, restaurantId);
  const bill = settings.printTypes.find((t) => t.printType === 'Bill');
  const name = bill?.printer || printers.find((p) => p.isPrimary)?.printerName || null;
  const printer = name
    ? (printers.find((p) => p.printerName.toLowerCase() === name.toLowerCase()) ?? null)
    : null;
  const doc = drawerReportDocument(shift, restaurant.name, now);
  const spec = { document: 'DrawerReport' as const, doc, printerName: name, printer, copies: 1 };
  const rows = await db.transaction((tx) => insertJobs(tx, [jobRowOf(restaurantId, spec, null, now)]));
  return rows.map(toPrintJob);
}

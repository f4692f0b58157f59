import { completePrintSettings, dishNameLines, type NameDisplayMode, printerOf } from '@rpos/domain';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cookingCategories,
  itemPrintCategories,
  orderItems,
  orders,
  restaurants,
  transactionOrders,
} from '../../db/schema';
import type { DocLine, PrintDocument } from './escpos-render';
import { localDateTime } from './print-documents';
import { type JobSpec, zonePrinter } from './print-plan';
import { insertJobs, type PrintJobRow } from './print-queue.repository';
import { jobRowOf } from './print-queue.service';
import { findPrintSettings } from './print-settings.repository';
import { findZoneRows } from './printer-zones.repository';
import { findPrinterRows, type PrinterRow } from './printers.repository';

interface SwitchLine {
  menuItemId: string;
  quantity: number;
  name: string;
  altName: string | null;
}

/** The accepted, not voided dishes of a bill's orders, in order. */
async function billLines(tx: DbOrTx, billId: string): Promise<SwitchLine[]> {
  return tx
    .select({
      menuItemId: orderItems.menuItemId,
      quantity: orderItems.quantity,
      name: orderItems.name,
      altName: orderItems.altName,
    })
    .from(transactionOrders)
    .innerJoin(orders, eq(orders.id, transactionOrders.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(transactionOrders.transactionId, billId),
        eq(transactionOrders.isAccepted, true),
        ne(orders.status, 'cancelled'),
        eq(orderItems.isVoidedDish, false),
        eq(orderItems.permanentDeletion, false),
      ),
    )
    .orderBy(asc(orders.orderTime), asc(orderItems.lineNo));
}

/** The slip: from table → to table, when, who, and the dishes the printer's station makes. */
export function switchTableDocument(
  move: { from: string; to: string; at: Date; timezone: string; by: string },
  lines: readonly SwitchLine[],
  mode: NameDisplayMode,
): PrintDocument {
  const dishes: DocLine[] = lines.flatMap((l) => {
    const [first, ...rest] = dishNameLines(l, mode);
    return [{ text: `${l.quantity} x ${first}`, bold: true }, ...rest.map((r) => ({ text: `    ${r}` }))];
  });
  return {
    title: `Switch table · ${move.from} → ${move.to}`,
    lines: [
      { text: 'SWITCH TABLE', bold: true, align: 'center' },
      { text: `Table ${move.from} -> Table ${move.to}`, bold: true, big: true, align: 'center' },
      { text: localDateTime(move.at, move.timezone) },
      ...(move.by ? [{ text: `By: ${move.by}` }] : []),
      { text: '', rule: true },
      ...dishes,
    ],
  };
}

/**
 * When the print settings' switch-table entry is on, a moved bill's switch-table slip goes to the
 * kitchen printers that made its dishes (decision 0346): the kitchen docket's dine-in printer (a zone
 * holding the new table overrides it) with every dish, and each printing cooking category's printer
 * with its own dishes (label categories excepted); with none of those, the primary printer; with no
 * printer at all, the outbox. Written in the move's transaction, so a move never loses its slip.
 */
export async function enqueueSwitchTableSlips(
  tx: DbOrTx,
  restaurantId: string,
  move: { billId: string; from: string; to: string; by: string },
  now: Date,
): Promise<PrintJobRow[]> {
  const stored = await findPrintSettings(tx, restaurantId);
  const settings = completePrintSettings(stored);
  if (!settings.switchTable.isPrintEnabled) return [];
  const lines = await billLines(tx, move.billId);
  const [restaurant] = await tx
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  const printers = await findPrinterRows(tx, restaurantId);
  const zones = await findZoneRows(tx, restaurantId);
  const itemIds = [...new Set(lines.map((l) => l.menuItemId))];
  const links =
    itemIds.length > 0
      ? await tx
          .select({
            itemId: itemPrintCategories.itemId,
            printer: cookingCategories.printer,
            isForLabelPrint: cookingCategories.isForLabelPrint,
          })
          .from(itemPrintCategories)
          .innerJoin(cookingCategories, eq(cookingCategories.id, itemPrintCategories.cookingCategoryId))
          .where(inArray(itemPrintCategories.itemId, itemIds))
          .orderBy(asc(cookingCategories.name))
      : [];
  const byName = new Map(printers.map((p) => [p.printerName.toLowerCase(), p]));
  const docket = settings.printTypes.find((t) => t.printType === 'KitchenDocket')!;
  const dineIn = docket.orderTypes.find((o) => o.name === 'DineIn');
  const mode = docket.nameDisplayMode ?? 'both';
  const targets = new Map<string, { name: string | null; printer: PrinterRow | null; lines: SwitchLine[] }>();
  const add = (name: string | null, forLines: SwitchLine[]) => {
    const key = name?.toLowerCase() ?? '';
    if (targets.has(key) || forLines.length === 0) return;
    targets.set(key, { name, printer: name ? (byName.get(key) ?? null) : null, lines: forLines });
  };
  if (dineIn?.enabled) {
    const name =
      zonePrinter([...dineIn.printerZones, ...docket.printerZones], zones, move.to) ??
      printerOf(docket, dineIn);
    if (name) add(name, lines);
  }
  for (const link of links) {
    if (!link.printer || link.isForLabelPrint) continue;
    const mine = new Set(links.filter((l) => l.printer === link.printer).map((l) => l.itemId));
    add(
      link.printer,
      lines.filter((l) => mine.has(l.menuItemId)),
    );
  }
  if (targets.size === 0) {
    const primary = printers.find((p) => p.isPrimary) ?? null;
    targets.set('', { name: primary?.printerName ?? null, printer: primary, lines });
  }
  const at = { ...move, at: now, timezone: restaurant?.timezone ?? 'UTC' };
  const specs: JobSpec[] = [...targets.values()].map((t) => ({
    document: 'SwitchTable',
    doc: switchTableDocument(at, t.lines, mode),
    printerName: t.name,
    printer: t.printer,
    copies: 1,
  }));
  return insertJobs(
    tx,
    specs.map((s) => jobRowOf(restaurantId, s, null, now)),
  );
}

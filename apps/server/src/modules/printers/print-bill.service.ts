import {
  completePrintSettings,
  DEFAULT_INVOICE_TEMPLATE,
  PRINTING_MESSAGES as M,
  type PrintBillBody,
  type PrintJob,
  printerOf,
  printOrderTypeOf,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findRestaurantById } from '../restaurants/restaurants.repository';
import { totalsOf } from '../transactions/bill-figures';
import { billRestaurantOf } from '../transactions/bill-payments.service';
import { loadBillById } from '../transactions/transactions.repository';
import { loadInvoicePicture } from './invoice-picture';
import { billDocument, type PrintBill } from './print-bill-document';
import { insertJobs, toPrintJob } from './print-queue.repository';
import { jobRowOf } from './print-queue.service';
import { findPrintSettings } from './print-settings.repository';
import { findPrinterRows } from './printers.repository';

/**
 * POST /printBill: the bill (or invoice) of a POS bill, on demand (decision 0293). The printer: the
 * print type's setting for the bill's order type, else the print type's, else the primary printer;
 * with none, the outbox.
 */
export async function printBill(
  deps: AppDeps,
  restaurantId: string,
  body: PrintBillBody,
): Promise<PrintJob[]> {
  const db = deps.database.db;
  const now = deps.now();
  // The invoice's picture is read and decoded before the transaction (no image work holds it open).
  const picture = body.printType === 'Invoice' ? await invoicePictureOf(deps, restaurantId) : null;
  return db.transaction(async (tx) => {
    const parts = await loadBillById(tx, restaurantId, body.transactionId);
    if (!parts) throw new AppError('NOT_FOUND', M.billNotFound);
    const restaurant = await findRestaurantById(tx, restaurantId);
    const billRestaurant = await billRestaurantOf(tx, restaurantId);
    if (!restaurant || !billRestaurant) throw new AppError('NOT_FOUND', M.billNotFound);
    const totals = totalsOf(parts, billRestaurant);
    const settings = completePrintSettings(await findPrintSettings(tx, restaurantId));
    const printers = await findPrinterRows(tx, restaurantId);
    const type = settings.printTypes.find((t) => t.printType === body.printType)!;
    const orderType = parts.bill.deliveryPartnerType ? 'DeliveryPartner' : printOrderTypeOf(parts.bill.type);
    const forType = type.orderTypes.find((o) => o.name === orderType)!;
    const name = printerOf(type, forType) ?? printers.find((p) => p.isPrimary)?.printerName ?? null;
    const printer = name
      ? (printers.find((p) => p.printerName.toLowerCase() === name.toLowerCase()) ?? null)
      : null;
    const first = parts.orders[0]?.order;
    const bill: PrintBill = {
      kind: body.printType,
      restaurantName: restaurant.name,
      address: restaurant.address ?? '',
      abn: restaurant.abn ?? '',
      timezone: restaurant.timezone,
      tableNo: parts.bill.tableNo,
      orderType,
      at: now,
      lines: parts.orders
        .filter((o) => o.isAccepted && o.order.status !== 'cancelled')
        .flatMap((o) => o.lines)
        .filter((l) => !l.permanentDeletion && !l.isVoidedDish)
        .filter(
          (l) => !(body.printType === 'Invoice' && settings.invoice.excludeZeroItem && l.lineTotal === 0),
        )
        .map((l) => ({
          quantity: l.quantity,
          name: l.name,
          altName: l.altName,
          shortName: null,
          lineTotal: l.lineTotal,
          options: l.options.map((o) => o.name),
        })),
      totals,
      cash: parts.payments.filter((p) => p.type === 'CASH').reduce((s, p) => s + p.merchantAmount, 0),
      change: parts.payments.reduce((s, p) => s + p.change, 0),
      template: settings.invoice.printTemplateString || DEFAULT_INVOICE_TEMPLATE,
      nameDisplayMode: type.nameDisplayMode ?? 'both',
    };
    const doc = billDocument(bill);
    if (picture) doc.image = picture;
    const spec = {
      document: body.printType,
      doc,
      printerName: name,
      printer,
      copies: forType.enabled ? forType.printCopies : type.printCopies,
    };
    const order = first ? { id: first.id, orderNumber: first.orderNumber } : null;
    const rows = await insertJobs(tx, [jobRowOf(restaurantId, spec, order, now)]);
    return rows.map(toPrintJob);
  });
}

/** The invoice's picture unless the Invoice print type turns pictures off (disablePicturePrint). */
async function invoicePictureOf(deps: AppDeps, restaurantId: string) {
  const db = deps.database.db;
  const settings = completePrintSettings(await findPrintSettings(db, restaurantId));
  const invoice = settings.printTypes.find((t) => t.printType === 'Invoice');
  if (invoice?.disablePicturePrint) return null;
  return loadInvoicePicture(db, restaurantId, settings.invoice.printImageUrl);
}

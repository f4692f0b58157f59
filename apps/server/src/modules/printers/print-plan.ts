import {
  allergenLabel,
  completePrintSettings,
  declaredAllergensIn,
  NETWORK_DEVICE_TYPE,
  type OrderTypeSetting,
  type PosPrintSettings,
  type PrintType,
  type PrintTypeSetting,
  printerOf,
  printOrderTypeOf,
} from '@rpos/domain';
import type { PrintDocument } from './escpos-render';
import type { Label } from './label-render';
import { kitchenDocket, orderList, type PrintDish, type PrintOrder } from './print-documents';
import { labelsDocument, labelsOf } from './print-labels';
import type { OrderPrintData } from './print-order.repository';
import type { PrinterZoneRow } from './printer-zones.repository';
import type { PrinterRow } from './printers.repository';

/** One document for one printer (or for the outbox when printerName is null or unusable). */
export interface JobSpec {
  /** A print type, or 'Label' (a label category's labels), 'SwitchTable' (a table switch slip) or 'DrawerReport' (X/Z). */
  document: PrintType | 'Label' | 'SwitchTable' | 'DrawerReport';
  doc: PrintDocument;
  /** Labels: rendered as TSPL or ZPL when the printer is a label printer, else as `doc` (ESC/POS). */
  labels?: Label[];
  printerName: string | null;
  printer: PrinterRow | null;
  copies: number;
}

/** The order as its documents read it. */
export function printOrderOf(data: OrderPrintData): PrintOrder {
  const { order, restaurant, lines, options, items, customAllergens } = data;
  const item = new Map(items.map((i) => [i.id, i]));
  const label = (code: string) => allergenLabel(code, customAllergens);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderType: printOrderTypeOf(order.kind, order.chooseType),
    tableNo: order.kind === 'dinein' ? order.realTableId : null,
    customerName: order.customerName,
    notes: order.notes,
    allergens: order.allergens.map(label),
    orderTime: order.orderTime,
    restaurantName: restaurant.name,
    timezone: restaurant.timezone,
    subtotal: order.subtotal,
    surcharges: order.surcharges.map((s) => ({ name: s.name, amount: s.amount })),
    total: order.total,
    course: data.course,
    orderNumbers: data.round?.orderNumbers,
    dishes: lines
      .filter((l) => !l.isVoidedDish)
      .map<PrintDish>((l) => ({
        itemId: l.menuItemId,
        quantity: l.quantity,
        name: l.name,
        altName: l.altName,
        shortName: item.get(l.menuItemId)?.shortName ?? null,
        options: options
          .filter((o) => o.itemId === l.id)
          .map((o) => ({ name: o.name, quantity: o.quantity })),
        instructions: l.specialInstructions,
        lineTotal: l.lineTotal,
        isTakeaway: l.isTakeaway,
        allergens: declaredAllergensIn(
          l.allergens,
          data.round?.lineDeclared.get(l.id) ?? order.allergens,
        ).map(label),
        orderedBy: data.round?.lineDiner.get(l.id),
      })),
  };
}

/** The zone printer for the order's table, when the setting lists zones and the table is in one. */
export function zonePrinter(
  zoneIds: readonly string[],
  zones: readonly PrinterZoneRow[],
  tableNo: string | null,
) {
  if (!tableNo || zoneIds.length === 0) return null;
  const zone = zones.find(
    (z) => zoneIds.includes(z.id) && z.zoneType === 'floorTable' && z.zoneTables.includes(tableNo),
  );
  return zone?.printer ?? null;
}

export function orderTypeSetting(type: PrintTypeSetting, order: PrintOrder): OrderTypeSetting | null {
  const o = type.orderTypes.find((x) => x.name === order.orderType);
  return o?.enabled ? o : null;
}

/**
 * The jobs an accepted order asks for (decision 0288): the order list and the kitchen docket where
 * enabled for its order type (a zone holding its table overrides the printer), one docket per cooking
 * category with a printer (DishCategory enabled, or no print settings saved yet), labels for a label
 * category with a printer (one per dish unit, decision 0345), and, when nothing
 * would print, the order list for the outbox so no order goes unseen.
 */
export function planOrderJobs(
  data: OrderPrintData,
  stored: PosPrintSettings | null,
  printers: readonly PrinterRow[],
  zones: readonly PrinterZoneRow[],
): JobSpec[] {
  const settings = completePrintSettings(stored);
  const order = printOrderOf(data);
  const byName = new Map(printers.map((p) => [p.printerName.toLowerCase(), p]));
  const lookup = (name: string | null) => (name ? (byName.get(name.toLowerCase()) ?? null) : null);
  const printable = new Set(data.items.filter((i) => !i.isForPrintingDisabled).map((i) => i.id));
  const forPrinting = order.dishes.filter(
    (d) => printable.has(d.itemId) || !data.items.some((i) => i.id === d.itemId),
  );
  const type = (t: PrintType) => settings.printTypes.find((p) => p.printType === t)!;
  const jobs: JobSpec[] = [];

  const list = type('OrderList');
  const listFor = orderTypeSetting(list, order);
  if (listFor) {
    const name =
      zonePrinter([...listFor.printerZones, ...list.printerZones], zones, order.tableNo) ??
      printerOf(list, listFor);
    jobs.push({
      document: 'OrderList',
      doc: orderList(order, list.nameDisplayMode ?? 'both'),
      printerName: name,
      printer: lookup(name),
      copies: listFor.printCopies,
    });
  }
  const docket = type('KitchenDocket');
  const docketFor = orderTypeSetting(docket, order);
  if (docketFor && forPrinting.length > 0) {
    const name =
      zonePrinter([...docketFor.printerZones, ...docket.printerZones], zones, order.tableNo) ??
      printerOf(docket, docketFor);
    jobs.push({
      document: 'KitchenDocket',
      doc: kitchenDocket(order, forPrinting, docket.nameDisplayMode ?? 'both', 'Kitchen'),
      printerName: name,
      printer: lookup(name),
      copies: docketFor.printCopies,
    });
  }
  const category = type('DishCategory');
  const categoryOn = !stored || !!orderTypeSetting(category, order);
  const seen = new Set<string>();
  for (const link of data.links) {
    if (!link.printer || seen.has(link.categoryId)) continue;
    seen.add(link.categoryId);
    // A label category prints its labels whatever the DishCategory setting (decision 0345).
    if (!link.isForLabelPrint && !categoryOn) continue;
    const ids = new Set(data.links.filter((l) => l.categoryId === link.categoryId).map((l) => l.itemId));
    const dishes = forPrinting.filter((d) => ids.has(d.itemId));
    if (dishes.length === 0) continue;
    if (link.isForLabelPrint) {
      const labels = labelsOf(order, dishes);
      jobs.push({
        document: 'Label',
        doc: labelsDocument(`Labels · ${link.name} · order ${order.orderNumber}`, labels),
        labels,
        printerName: link.printer,
        printer: lookup(link.printer),
        copies: Math.max(1, link.printCopies),
      });
      continue;
    }
    jobs.push({
      document: 'DishCategory',
      doc: kitchenDocket(order, dishes, category.nameDisplayMode ?? 'shortName', link.name),
      printerName: link.printer,
      printer: lookup(link.printer),
      copies: Math.max(1, link.printCopies),
    });
  }
  if (jobs.length === 0)
    jobs.push({
      document: 'OrderList',
      doc: orderList(order, list.nameDisplayMode ?? 'both'),
      printerName: null,
      printer: null,
      copies: 1,
    });
  return jobs;
}

/**
 * An address of the documentation ranges (RFC 5737: 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24),
 * never routed: the demo printers use one, so their jobs land in the outbox (decision 0349).
 */
export function isDemoAddress(ip: string): boolean {
  return /^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d{1,3}$/.test(ip.trim());
}

/**
 * Can the worker send to this printer? A network printer (or one of unknown type) with an address
 * outside the documentation ranges.
 */
export function isReachable(printer: PrinterRow | null): printer is PrinterRow {
  return (
    !!printer &&
    (printer.deviceType === NETWORK_DEVICE_TYPE || printer.deviceType === 0) &&
    !!printer.ipAddress &&
    !isDemoAddress(printer.ipAddress)
  );
}

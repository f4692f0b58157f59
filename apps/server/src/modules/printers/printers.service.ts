import {
  PRINTING_MESSAGES as M,
  type MerchantPrinterGroup,
  type PosPrintSettings,
  type Printer,
  type PrinterValue,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findPrintSettings, savePrintSettings } from './print-settings.repository';
import { zonesUsingPrinter } from './printer-zones.repository';
import {
  clearOtherPrimaries,
  deletePrinterRow,
  findAllPrinterRows,
  findPrinterById,
  findPrinterByName,
  findPrinterRows,
  insertPrinter,
  lockPrintersOf,
  renamePrinterReferences,
  toPrinter,
  updatePrinterRow,
} from './printers.repository';

/** A unique-index violation (two saves of one name at once) is the duplicate refusal. */
async function refuseDuplicate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') throw new AppError('CONFLICT', M.duplicatePrinter);
    throw err;
  }
}

export async function listPrinters(deps: AppDeps, restaurantId: string): Promise<Printer[]> {
  return (await findPrinterRows(deps.database.db, restaurantId)).map(toPrinter);
}

/** POST /printer: a new printer; the name is unique case-insensitively (§5). */
export function createPrinter(deps: AppDeps, restaurantId: string, value: PrinterValue): Promise<Printer> {
  const now = deps.now();
  return refuseDuplicate(
    deps.database.db.transaction(async (tx) => {
      await lockPrintersOf(tx, restaurantId);
      if (await findPrinterByName(tx, restaurantId, value.printerName))
        throw new AppError('CONFLICT', M.duplicatePrinter);
      const row = await insertPrinter(tx, restaurantId, newId(), value, now);
      if (row.isPrimary) await clearOtherPrimaries(tx, restaurantId, row.id);
      return toPrinter(row);
    }),
  );
}

function renameInSettings(settings: PosPrintSettings, from: string, to: string): PosPrintSettings {
  const same = (n: string | null) => (n && n.toLowerCase() === from.toLowerCase() ? to : n);
  return {
    ...settings,
    printTypes: settings.printTypes.map((t) => ({
      ...t,
      printer: same(t.printer),
      orderTypes: t.orderTypes.map((o) => ({ ...o, printer: same(o.printer) })),
    })),
  };
}

async function followRename(tx: DbOrTx, restaurantId: string, from: string, to: string, now: Date) {
  await renamePrinterReferences(tx, restaurantId, from, to);
  const settings = await findPrintSettings(tx, restaurantId);
  if (settings) await savePrintSettings(tx, restaurantId, renameInSettings(settings, from, to), now);
}

/** PUT /printer/{printerName}: the printer of that name (any casing) takes the new fields. */
export function updatePrinter(
  deps: AppDeps,
  restaurantId: string,
  printerName: string,
  value: PrinterValue,
): Promise<Printer> {
  const now = deps.now();
  return refuseDuplicate(
    deps.database.db.transaction(async (tx) => {
      await lockPrintersOf(tx, restaurantId);
      const current = await findPrinterByName(tx, restaurantId, printerName);
      if (!current) throw new AppError('NOT_FOUND', M.printerNotFound);
      const clash = await findPrinterByName(tx, restaurantId, value.printerName);
      if (clash && clash.id !== current.id) throw new AppError('CONFLICT', M.duplicatePrinter);
      const row = await updatePrinterRow(tx, current.id, value, now);
      if (row.isPrimary) await clearOtherPrimaries(tx, restaurantId, row.id);
      if (current.printerName !== value.printerName)
        await followRename(tx, restaurantId, current.printerName, value.printerName, now);
      return toPrinter(row);
    }),
  );
}

/** DELETE /printer/{name}: refused while a zone prints on it (its zones would print nowhere). */
export function deletePrinter(deps: AppDeps, restaurantId: string, name: string): Promise<Printer> {
  return deps.database.db.transaction(async (tx) => {
    await lockPrintersOf(tx, restaurantId);
    const current = await findPrinterByName(tx, restaurantId, name);
    if (!current) throw new AppError('NOT_FOUND', M.printerNotFound);
    const zones = await zonesUsingPrinter(tx, restaurantId, current.printerName);
    if (zones.length > 0)
      throw new AppError(
        'CONFLICT',
        `The printer is used by the zones ${zones.join(', ')}. Change them first.`,
      );
    await deletePrinterRow(tx, current.id);
    return toPrinter(current);
  });
}

/** PATCH /printers/{id} {tags}. */
export async function setPrinterTags(
  deps: AppDeps,
  restaurantId: string,
  id: string,
  tags: string[],
): Promise<Printer> {
  const db = deps.database.db;
  const current = await findPrinterById(db, restaurantId, id);
  if (!current) throw new AppError('NOT_FOUND', M.printerNotFound);
  return toPrinter(await updatePrinterRow(db, id, { tags: [...new Set(tags)] }, deps.now()));
}

/** GET /admin/printers: every merchant's printers, grouped by merchant. */
export async function merchantPrinters(deps: AppDeps): Promise<MerchantPrinterGroup[]> {
  const rows = await findAllPrinterRows(deps.database.db);
  const groups = new Map<string, MerchantPrinterGroup>();
  for (const r of rows) {
    let g = groups.get(r.printer.restaurantId);
    if (!g) {
      g = {
        restaurantId: r.printer.restaurantId,
        restaurantName: r.name,
        urlIdentifier: r.urlIdentifier,
        printers: [],
      };
      groups.set(g.restaurantId, g);
    }
    g.printers.push(toPrinter(r.printer));
  }
  return [...groups.values()];
}

import {
  checkPrintSettings,
  completePrintSettings,
  PRINTING_MESSAGES as M,
  type PosPrintSettings,
  type PrinterZone,
  type PrinterZoneValue,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { requireTablesOnPlan, requireZoneOnPlan } from '../floor-plan/tables-on-plan';
import { findPrintSettings, savePrintSettings } from './print-settings.repository';
import {
  deleteZone,
  findZone,
  findZoneRows,
  insertZone,
  toZone,
  updateZone,
} from './printer-zones.repository';
import { findPrinterByName, findPrinterRows, lockPrintersOf } from './printers.repository';

// Printer zones and the POS print settings of the acting restaurant (decisions 0287, 0292).

export async function listZones(deps: AppDeps, restaurantId: string): Promise<PrinterZone[]> {
  return (await findZoneRows(deps.database.db, restaurantId)).map(toZone);
}

/** POST /printerZone: the zone's printer must be one of the restaurant's ('Please select a printer'). */
export function createZone(
  deps: AppDeps,
  restaurantId: string,
  value: PrinterZoneValue,
): Promise<PrinterZone> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockPrintersOf(tx, restaurantId);
    const printer = await findPrinterByName(tx, restaurantId, value.printer);
    if (!printer) throw new AppError('BAD_REQUEST', M.zonePrinter);
    // The floor is an area of the plan and the tables are its tables (decision 0481).
    const onPlan =
      value.zoneType === 'floorTable'
        ? await requireZoneOnPlan(tx, restaurantId, value.zoneFloor, value.zoneTables)
        : { floor: '', tables: await requireTablesOnPlan(tx, restaurantId, value.zoneTables) };
    const zone = {
      ...value,
      printer: printer.printerName,
      zoneFloor: onPlan.floor,
      zoneTables: onPlan.tables,
    };
    return toZone(await insertZone(tx, restaurantId, newId(), zone, now));
  });
}

/** POST /printerZone/{id}: zone type and floor cannot change (§4). */
export function editZone(
  deps: AppDeps,
  restaurantId: string,
  id: string,
  value: PrinterZoneValue,
): Promise<PrinterZone> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockPrintersOf(tx, restaurantId);
    const current = await findZone(tx, restaurantId, id);
    if (!current) throw new AppError('NOT_FOUND', M.zoneNotFound);
    if (
      current.zoneType !== value.zoneType ||
      (current.zoneType === 'floorTable' && current.zoneFloor !== value.zoneFloor)
    )
      throw new AppError('BAD_REQUEST', M.zoneFixed);
    const printer = await findPrinterByName(tx, restaurantId, value.printer);
    if (!printer) throw new AppError('BAD_REQUEST', M.zonePrinter);
    // The floor is fixed (an area renamed since keeps the zone's name); the tables must be on the plan.
    const zoneTables = await requireTablesOnPlan(tx, restaurantId, value.zoneTables);
    return toZone(await updateZone(tx, id, { ...value, zoneTables, printer: printer.printerName }, now));
  });
}

export async function removeZone(deps: AppDeps, restaurantId: string, id: string): Promise<void> {
  const db = deps.database.db;
  const current = await findZone(db, restaurantId, id);
  if (!current) throw new AppError('NOT_FOUND', M.zoneNotFound);
  await deleteZone(db, id);
}

/** GET /posPrintSettings: every print type and order type, defaults filled in. */
export async function getPrintSettings(deps: AppDeps, restaurantId: string): Promise<PosPrintSettings> {
  return completePrintSettings(await findPrintSettings(deps.database.db, restaurantId));
}

/** PUT /posPrintSettings: the §5 printer rule over the whole list, then saved whole. */
export function putPrintSettings(
  deps: AppDeps,
  restaurantId: string,
  given: PosPrintSettings,
): Promise<PosPrintSettings> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    await lockPrintersOf(tx, restaurantId);
    const settings = completePrintSettings(given);
    const names = (await findPrinterRows(tx, restaurantId)).map((p) => p.printerName);
    const zoneIds = new Set((await findZoneRows(tx, restaurantId)).map((z) => z.id));
    const failure = checkPrintSettings(settings, names);
    if (failure) throw new AppError('BAD_REQUEST', failure);
    for (const t of settings.printTypes) {
      t.printerZones = t.printerZones.filter((z) => zoneIds.has(z));
      for (const o of t.orderTypes) o.printerZones = o.printerZones.filter((z) => zoneIds.has(z));
    }
    await savePrintSettings(tx, restaurantId, settings, now);
    return settings;
  });
}

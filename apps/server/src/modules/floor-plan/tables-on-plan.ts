import { FLOOR_PLAN_MESSAGES as M, tableNumberKey, tablesOnPlan } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findAreas, findLiveTables } from './floor-plan.repository';

/**
 * Printer zones, kiosks and booking sessions name tables of the floor plan (decision 0481): a number
 * the plan does not have is refused with 400 and the plan's own text; the answer is the numbers in the
 * plan's spelling, so "a1" given for the plan's "A1" is stored as "A1" (the print plan compares exactly).
 */
export async function requireTablesOnPlan(
  db: DbOrTx,
  restaurantId: string,
  numbers: readonly string[],
): Promise<string[]> {
  if (numbers.length === 0) return [];
  const plan = await findLiveTables(db, restaurantId);
  const { spelled, missing } = tablesOnPlan(
    numbers,
    plan.map((t) => t.tableNumber),
  );
  if (missing.length > 0) throw new AppError('BAD_REQUEST', M.notOnPlan(missing));
  return spelled;
}

/**
 * A floor-table printer zone: its floor is an area of the plan (answered in the plan's spelling) and
 * its tables are live tables of that area.
 */
export async function requireZoneOnPlan(
  db: DbOrTx,
  restaurantId: string,
  floor: string,
  numbers: readonly string[],
): Promise<{ floor: string; tables: string[] }> {
  const areas = await findAreas(db, restaurantId);
  const area = areas.find((a) => a.name.trim().toLowerCase() === floor.trim().toLowerCase());
  if (!area) throw new AppError('BAD_REQUEST', M.areaNotOnPlan(floor.trim()));
  const tables = await requireTablesOnPlan(db, restaurantId, numbers);
  const plan = await findLiveTables(db, restaurantId);
  const inArea = new Set(plan.filter((t) => t.areaId === area.id).map((t) => tableNumberKey(t.tableNumber)));
  const elsewhere = tables.filter((n) => !inArea.has(tableNumberKey(n)));
  if (elsewhere.length > 0) throw new AppError('BAD_REQUEST', M.notInArea(elsewhere, area.name));
  return { floor: area.name, tables };
}

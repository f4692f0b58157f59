import {
  AREAS_MAX,
  type CreateAreaBody,
  type FloorArea,
  type FloorPlanResponse,
  FLOOR_PLAN_MESSAGES as M,
  nextTableNumbers,
  type UpdateAreaBody,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { publishRestaurantChanged } from '../restaurants/restaurant-changes';
import {
  deleteAreaRow,
  findArea,
  findAreas,
  findLiveTables,
  insertArea,
  insertTables,
  lockFloorPlanOf,
  nextAreaSort,
  nextTableSort,
  toFloorTable,
  updateAreaRow,
} from './floor-plan.repository';

/** What a floor-plan call needs: the app's deps, the realtime publisher, the acting restaurant. */
export interface FloorCall {
  deps: AppDeps;
  realtime: RealtimePublisher;
  restaurantId: string;
}

/** Runs `work` in one transaction holding the restaurant's floor-plan lock, then tells the diner side. */
export async function floorWrite<T>(call: FloorCall, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await call.deps.database.db.transaction(async (tx) => {
    await lockFloorPlanOf(tx, call.restaurantId);
    return work(tx);
  });
  await publishRestaurantChanged(call.realtime, call.restaurantId, ['tables']);
  return result;
}

/** GET /floorPlan: the areas in their order, each with its live tables. */
export async function floorPlan(db: DbOrTx, restaurantId: string): Promise<FloorPlanResponse> {
  const [areas, tables] = [await findAreas(db, restaurantId), await findLiveTables(db, restaurantId)];
  return {
    areas: areas.map((a) => ({
      id: a.id,
      name: a.name,
      sort: a.sort,
      tables: tables.filter((t) => t.areaId === a.id).map(toFloorTable),
    })),
  };
}

async function areaOf(db: DbOrTx, restaurantId: string, areaId: string): Promise<FloorArea> {
  const area = (await floorPlan(db, restaurantId)).areas.find((a) => a.id === areaId);
  if (!area) throw new AppError('NOT_FOUND', M.areaNotFound);
  return area;
}

function checkNameFree(existing: { id: string; name: string }[], name: string, exceptId?: string): void {
  if (existing.some((a) => a.id !== exceptId && a.name.toLowerCase() === name.toLowerCase()))
    throw new AppError('BAD_REQUEST', M.areaNameTaken(name));
}

/** POST /floorPlan/areas: a new, empty area at the end. */
export function createArea(call: FloorCall, body: CreateAreaBody): Promise<FloorArea> {
  return floorWrite(call, async (tx) => {
    const areas = await findAreas(tx, call.restaurantId);
    if (areas.length >= AREAS_MAX) throw new AppError('BAD_REQUEST', M.areasMax);
    checkNameFree(areas, body.name);
    const row = await insertArea(tx, {
      id: newId(),
      restaurantId: call.restaurantId,
      name: body.name,
      sort: await nextAreaSort(tx, call.restaurantId),
      createdAt: call.deps.now(),
    });
    return { id: row.id, name: row.name, sort: row.sort, tables: [] };
  });
}

/** PUT /floorPlan/areas/{id}: renames or reorders an area. */
export function updateArea(call: FloorCall, areaId: string, body: UpdateAreaBody): Promise<FloorArea> {
  return floorWrite(call, async (tx) => {
    if (!(await findArea(tx, call.restaurantId, areaId))) throw new AppError('NOT_FOUND', M.areaNotFound);
    if (body.name !== undefined) checkNameFree(await findAreas(tx, call.restaurantId), body.name, areaId);
    await updateAreaRow(tx, areaId, body);
    return areaOf(tx, call.restaurantId, areaId);
  });
}

/** DELETE /floorPlan/areas/{id}: only an empty area, and never the last one. */
export function deleteArea(call: FloorCall, areaId: string): Promise<void> {
  return floorWrite(call, async (tx) => {
    const area = await areaOf(tx, call.restaurantId, areaId);
    if (area.tables.length > 0) throw new AppError('CONFLICT', M.areaHasTables);
    const other = (await findAreas(tx, call.restaurantId)).find((a) => a.id !== areaId);
    if (!other) throw new AppError('CONFLICT', M.lastArea);
    await deleteAreaRow(tx, areaId, other.id);
  });
}

/**
 * POST /floorPlan/areas/{id}/duplicate: a copy of the area ("Terrace copy") with the same layout;
 * its tables take the next free numbers after the restaurant's highest.
 */
export function duplicateArea(call: FloorCall, areaId: string): Promise<FloorArea> {
  return floorWrite(call, async (tx) => {
    const { restaurantId } = call;
    const source = await areaOf(tx, restaurantId, areaId);
    const areas = await findAreas(tx, restaurantId);
    if (areas.length >= AREAS_MAX) throw new AppError('BAD_REQUEST', M.areasMax);
    const taken = new Set(areas.map((a) => a.name.toLowerCase()));
    let name = `${source.name} copy`;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${source.name} copy ${i}`;
    const now = call.deps.now();
    const area = await insertArea(tx, {
      id: newId(),
      restaurantId,
      name: name.slice(0, 60),
      sort: await nextAreaSort(tx, restaurantId),
      createdAt: now,
    });
    const live = await findLiveTables(tx, restaurantId);
    const numbers = nextTableNumbers(
      live.map((t) => t.tableNumber),
      source.tables.length,
    );
    let sort = await nextTableSort(tx, restaurantId);
    await insertTables(
      tx,
      source.tables.map((t, i) => ({
        id: newId(),
        restaurantId,
        areaId: area.id,
        tableNumber: numbers[i]!,
        name: `Table ${numbers[i]}`,
        seats: t.seats,
        minSeats: t.minSeats,
        shape: t.shape,
        x: t.x,
        y: t.y,
        w: t.w,
        h: t.h,
        sort: sort++,
        createdAt: now,
      })),
    );
    return areaOf(tx, restaurantId, area.id);
  });
}

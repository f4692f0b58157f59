import {
  type CreateTableBody,
  type DuplicateTableBody,
  type FloorTable,
  type GridBox,
  insidePlan,
  FLOOR_PLAN_MESSAGES as M,
  nextTableNumbers,
  parseTableRange,
  placeNewTables,
  type RemoveTableResponse,
  seatsProblem,
  type TableRangeBody,
  type TableShape,
  takenTableNumbers,
  type UpdateTableBody,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  archiveTableRow,
  deleteTableRow,
  findArea,
  findLiveTable,
  findLiveTables,
  hasHistory,
  hasOpenBill,
  insertTables,
  nextTableSort,
  numberTaken,
  type TableRow,
  toFloorTable,
  updateTableRow,
} from './floor-plan.repository';
import { type FloorCall, floorWrite } from './floor-plan.service';

async function requireArea(tx: DbOrTx, restaurantId: string, areaId: string): Promise<void> {
  if (!(await findArea(tx, restaurantId, areaId))) throw new AppError('NOT_FOUND', M.areaNotFound);
}

async function requireTable(tx: DbOrTx, restaurantId: string, id: string): Promise<TableRow> {
  const table = await findLiveTable(tx, restaurantId, id);
  if (!table) throw new AppError('NOT_FOUND', M.tableNotFound);
  return table;
}

function checkSeats(seats: number, minSeats: number): void {
  const problem = seatsProblem(seats, minSeats);
  if (problem) throw new AppError('BAD_REQUEST', problem);
}

function checkBox(box: GridBox): void {
  if (!insidePlan(box)) throw new AppError('BAD_REQUEST', M.position);
}

interface NewTable {
  areaId: string;
  tableNumber: string;
  name?: string;
  seats: number;
  minSeats: number;
  shape: TableShape;
  box?: GridBox;
  w: number;
  h: number;
}

/** Adds tables after checking their numbers are free; those without a box go to free places. */
async function addTables(call: FloorCall, tx: DbOrTx, wanted: NewTable[]): Promise<FloorTable[]> {
  const { restaurantId } = call;
  const live = await findLiveTables(tx, restaurantId);
  const taken = takenTableNumbers(
    wanted.map((t) => t.tableNumber),
    live.map((t) => t.tableNumber),
  );
  if (taken.length > 0) throw new AppError('BAD_REQUEST', M.tableNumbersTaken(taken));
  const areaId = wanted[0]!.areaId;
  const boxes = live.filter((t) => t.areaId === areaId);
  const unplaced = wanted.filter((t) => !t.box);
  const places = placeNewTables(boxes, unplaced.length, unplaced[0]?.w, unplaced[0]?.h);
  let sort = await nextTableSort(tx, restaurantId);
  const now = call.deps.now();
  const rows = await insertTables(
    tx,
    wanted.map((t) => {
      const box = t.box ?? places.shift()!;
      checkBox(box);
      return {
        id: newId(),
        restaurantId,
        areaId: t.areaId,
        tableNumber: t.tableNumber,
        name: t.name || `Table ${t.tableNumber}`,
        seats: t.seats,
        minSeats: t.minSeats,
        shape: t.shape,
        ...box,
        sort: sort++,
        createdAt: now,
      };
    }),
  );
  return rows.map(toFloorTable);
}

/** POST /floorPlan/tables: one table; without x and y it goes to the first free place of its area. */
export function createTable(call: FloorCall, input: CreateTableBody): Promise<FloorTable> {
  const body = input as Required<Pick<CreateTableBody, 'seats' | 'minSeats' | 'shape' | 'w' | 'h'>> &
    CreateTableBody;
  checkSeats(body.seats, body.minSeats);
  return floorWrite(call, async (tx) => {
    await requireArea(tx, call.restaurantId, body.areaId);
    const box =
      body.x !== undefined && body.y !== undefined
        ? { x: body.x, y: body.y, w: body.w, h: body.h }
        : undefined;
    const [table] = await addTables(call, tx, [{ ...body, box }]);
    return table!;
  });
}

/** POST /floorPlan/tableRange: "add tables 1–20" in one area, all or none. */
export function createTableRange(call: FloorCall, input: TableRangeBody): Promise<FloorTable[]> {
  const body = input as Required<TableRangeBody>;
  const numbers = parseTableRange(body.range);
  if (!numbers) throw new AppError('BAD_REQUEST', M.range);
  checkSeats(body.seats, 0);
  return floorWrite(call, async (tx) => {
    await requireArea(tx, call.restaurantId, body.areaId);
    return addTables(
      call,
      tx,
      numbers.map((tableNumber) => ({ ...body, tableNumber, minSeats: 0, w: 2, h: 2 })),
    );
  });
}

/**
 * PUT /floorPlan/tables/{id}: any of number, name, area, seats, shape, place and size. A table with
 * an open bill keeps its number (the bill is kept by number).
 */
export function updateTable(call: FloorCall, id: string, body: UpdateTableBody): Promise<FloorTable> {
  return floorWrite(call, async (tx) => {
    const { restaurantId } = call;
    const table = await requireTable(tx, restaurantId, id);
    if (body.areaId !== undefined) await requireArea(tx, restaurantId, body.areaId);
    checkSeats(
      body.seats ?? table.seats,
      body.minSeats ?? Math.min(table.minSeats, body.seats ?? table.seats),
    );
    const box = { x: body.x ?? table.x, y: body.y ?? table.y, w: body.w ?? table.w, h: body.h ?? table.h };
    checkBox(box);
    const renumbered = body.tableNumber !== undefined && body.tableNumber !== table.tableNumber;
    if (renumbered) {
      if (await numberTaken(tx, restaurantId, body.tableNumber!, id))
        throw new AppError('BAD_REQUEST', M.tableNumberTaken(body.tableNumber!));
      if (await hasOpenBill(tx, restaurantId, table.tableNumber))
        throw new AppError('CONFLICT', M.renumberOpenBill(table.tableNumber));
    }
    const minSeats = body.minSeats ?? Math.min(table.minSeats, body.seats ?? table.seats);
    const name =
      body.name !== undefined
        ? body.name || `Table ${body.tableNumber ?? table.tableNumber}`
        : renumbered && table.name === `Table ${table.tableNumber}`
          ? `Table ${body.tableNumber}`
          : undefined;
    const row = await updateTableRow(tx, id, { ...body, ...box, minSeats, ...(name ? { name } : {}) });
    return toFloorTable(row);
  });
}

/** POST /floorPlan/tables/{id}/duplicate: copies in the same area with the numbers of `range` or the next one. */
export function duplicateTable(call: FloorCall, id: string, body: DuplicateTableBody): Promise<FloorTable[]> {
  return floorWrite(call, async (tx) => {
    const source = await requireTable(tx, call.restaurantId, id);
    let numbers: string[];
    if (body.range) {
      const parsed = parseTableRange(body.range);
      if (!parsed) throw new AppError('BAD_REQUEST', M.range);
      numbers = parsed;
    } else {
      numbers = nextTableNumbers(
        (await findLiveTables(tx, call.restaurantId)).map((t) => t.tableNumber),
        1,
      );
    }
    const { areaId, seats, minSeats, shape, w, h } = source;
    return addTables(
      call,
      tx,
      numbers.map((tableNumber) => ({ areaId, tableNumber, seats, minSeats, shape, w, h })),
    );
  });
}

/**
 * DELETE /floorPlan/tables/{id}: refused while the table has an open bill; a table with bills or
 * service calls on record is archived (it leaves the plan, QR codes and the diner's URLs, its history
 * stays), any other is deleted.
 */
export function removeTable(call: FloorCall, id: string): Promise<RemoveTableResponse> {
  return floorWrite(call, async (tx) => {
    const table = await requireTable(tx, call.restaurantId, id);
    if (await hasOpenBill(tx, call.restaurantId, table.tableNumber))
      throw new AppError('CONFLICT', M.openBill(table.tableNumber));
    if (await hasHistory(tx, table)) {
      await archiveTableRow(tx, id, call.deps.now());
      return { archived: true, message: M.archived(table.tableNumber) };
    }
    await deleteTableRow(tx, id);
    return { archived: false, message: M.deleted(table.tableNumber) };
  });
}

import {
  type DrawerMovementRequest,
  type DrawerShift,
  drawerOverShort,
  DRAWER_MESSAGES as M,
  type NoSaleRequest,
  type OpenDrawerRequest,
  type ShiftFigures,
  shiftFigures,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { StaffActor } from '../../platform/auth/actor';
import { actingRestaurantId } from '../../platform/auth/guards';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId, newOrderedId } from '../../platform/ids';
import { restaurantTimezone } from '../staff/staff.repository';
import {
  closeShiftRow,
  findMovements,
  findOpenShift,
  findShiftActivity,
  insertMovement,
  insertShift,
  lockShift,
  type MovementRow,
  type ShiftRow,
} from './drawer.repository';
import { writeDrawerActivity } from './drawer-activity';

/**
 * Cash drawer shifts at the POS (issue 28; decision 0510): open with a float, pay in and out, no-sale
 * openings, the X report (the open shift's figures so far, nothing reset) and the Z report (close:
 * counted against expected, over/short kept, the shift closed). One open shift per restaurant; a
 * change locks the shift row, so two staff closing at once close it once.
 */

/** Who acts at the till: the staff member signed in (and who approved, decision 0513), else the user. */
export function drawerActor(actor: StaffActor): { name: string; approvedBy: string | null } {
  return { name: actor.posStaff?.name ?? actor.name, approvedBy: actor.posApprover?.name ?? null };
}

/** The shift's figures from what happened from its opening to its close (or now). */
export async function figuresOf(
  db: DbOrTx,
  shift: ShiftRow,
  movements: readonly MovementRow[],
  now: Date,
): Promise<ShiftFigures> {
  const to = shift.closedAt ?? now;
  const activity = await findShiftActivity(db, shift.restaurantId, shift.openedAt, to);
  return shiftFigures({ float: shift.float, movements, ...activity });
}

/** A shift as the contract shows it: a closed one with its frozen Z figures. */
export async function toDrawerShift(
  db: DbOrTx,
  shift: ShiftRow,
  timezone: string,
  now: Date,
  movementRows?: readonly MovementRow[],
): Promise<DrawerShift> {
  const movements = movementRows ?? (await findMovements(db, [shift.id]));
  const figures =
    shift.status === 'closed' && shift.figures
      ? (shift.figures as ShiftFigures)
      : await figuresOf(db, shift, movements, now);
  return {
    id: shift.id,
    status: shift.status,
    openedAt: shift.openedAt.toISOString(),
    openedBy: shift.openedBy,
    closedAt: shift.closedAt?.toISOString() ?? null,
    closedBy: shift.closedBy,
    float: shift.float,
    counted: shift.counted,
    overShort: shift.overShort,
    figures,
    movements: movements.map((m) => ({
      id: m.id,
      type: m.type,
      amount: m.amount,
      reason: m.reason,
      staffName: m.staffName,
      approvedBy: m.approvedBy,
      at: m.at.toISOString(),
    })),
    timezone,
  };
}

async function answer(deps: AppDeps, restaurantId: string, shift: ShiftRow | null) {
  if (!shift) return { shift: null };
  const timezone = await restaurantTimezone(deps.database.db, restaurantId);
  return { shift: await toDrawerShift(deps.database.db, shift, timezone, deps.now()) };
}

/** GET /pos/drawer: the open shift with its X figures, or null. */
export async function currentDrawer(deps: AppDeps, actor: StaffActor) {
  const restaurantId = actingRestaurantId(actor);
  return answer(deps, restaurantId, await findOpenShift(deps.database.db, restaurantId));
}

/** POST /pos/drawer/open: a new shift with its float; 409 while one is open. */
export async function openDrawer(deps: AppDeps, actor: StaffActor, body: OpenDrawerRequest) {
  const restaurantId = actingRestaurantId(actor);
  const now = deps.now();
  const who = drawerActor(actor);
  const shift = await deps.database.db.transaction(async (tx) => {
    const row = await insertShift(tx, {
      id: newId(),
      restaurantId,
      status: 'open',
      float: body.float,
      openedAt: now,
      openedBy: who.name,
      userId: actor.userId,
    });
    if (!row) throw new AppError('CONFLICT', M.alreadyOpen);
    await writeDrawerActivity(tx, restaurantId, actor, now, {
      operationType: 'drawerOpen',
      operationName: 'Opened the cash drawer',
      price: body.float,
      details: 'Float',
    });
    return row;
  });
  return answer(deps, restaurantId, shift);
}

/** The open shift locked, or 409 when none is open. */
async function lockOpen(tx: DbOrTx, restaurantId: string): Promise<ShiftRow> {
  const open = await findOpenShift(tx, restaurantId);
  const locked = open ? await lockShift(tx, restaurantId, open.id) : null;
  if (locked?.status !== 'open') throw new AppError('CONFLICT', M.noOpenShift);
  return locked;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const MOVEMENT_NAMES = { payIn: 'Paid into the drawer', payOut: 'Paid out of the drawer', noSale: 'No sale' };

/** POST /pos/drawer/movements and /pos/drawer/noSale: into the open shift, with a staff activity. */
export async function addMovement(
  deps: AppDeps,
  actor: StaffActor,
  body: DrawerMovementRequest | (NoSaleRequest & { type: 'noSale' }),
) {
  const restaurantId = actingRestaurantId(actor);
  const now = deps.now();
  const who = drawerActor(actor);
  const shift = await deps.database.db.transaction(async (tx) => {
    const open = await lockOpen(tx, restaurantId);
    const amount = body.type === 'noSale' ? 0 : body.amount;
    const written = await insertMovement(tx, {
      id: newOrderedId(),
      shiftId: open.id,
      restaurantId,
      type: body.type,
      amount,
      reason: body.reason,
      requestId: 'requestId' in body ? body.requestId : null,
      staffName: who.name,
      approvedBy: who.approvedBy,
      userId: actor.userId,
      at: now,
    });
    if (written) {
      await writeDrawerActivity(tx, restaurantId, actor, now, {
        operationType: body.type,
        operationName: MOVEMENT_NAMES[body.type],
        price: body.type === 'payOut' ? -amount : amount,
        details: body.reason,
      });
    }
    return open;
  });
  return answer(deps, restaurantId, shift);
}

/**
 * POST /pos/drawer/close {shiftId, counted}: the Z report. The shift is locked; a closed one answers
 * 409 'This shift has already been closed.', so of two staff closing at once one closes it.
 */
export async function closeDrawer(
  deps: AppDeps,
  actor: StaffActor,
  body: { shiftId: string; counted: number },
) {
  const restaurantId = actingRestaurantId(actor);
  const now = deps.now();
  const who = drawerActor(actor);
  const shift = await deps.database.db.transaction(async (tx) => {
    const locked = await lockShift(tx, restaurantId, body.shiftId);
    if (!locked) throw new AppError('NOT_FOUND', M.shiftNotFound);
    if (locked.status !== 'open') throw new AppError('CONFLICT', M.alreadyClosed);
    const movements = await findMovements(tx, [locked.id]);
    const figures = await figuresOf(tx, { ...locked, closedAt: now }, movements, now);
    const overShort = drawerOverShort(body.counted, figures.cash.expected);
    const closed = await closeShiftRow(tx, locked.id, {
      closedAt: now,
      closedBy: who.name,
      counted: body.counted,
      expected: figures.cash.expected,
      overShort,
      figures,
    });
    await writeDrawerActivity(tx, restaurantId, actor, now, {
      operationType: 'drawerClose',
      operationName: 'Closed the cash drawer',
      price: overShort,
      details: `Counted ${money(body.counted)}, expected ${money(figures.cash.expected)}`,
    });
    return closed;
  });
  return answer(deps, restaurantId, shift);
}

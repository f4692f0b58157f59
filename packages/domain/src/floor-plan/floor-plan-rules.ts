import { type Actor, hasPermission } from '../auth/access';
import { QR_CODE_MESSAGES, TABLE_NUMBER_MAX, tableNumberProblem } from '../qr-codes/qr-code-rules';

/**
 * Areas and tables of a restaurant's floor plan (issue 25, decisions 0370-0375): one source of truth
 * for the diner's table URL, GET /tableInfo, QR codes, printer zones, booking sessions, kiosks and the
 * POS floor. Positions and sizes are in grid cells of the area's plan.
 */
export const FLOOR_GRID_COLUMNS = 24;
export const FLOOR_GRID_ROWS = 16;
export const TABLE_SHAPES = ['square', 'round', 'rect'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];
export const TABLE_SEATS_MAX = 99;
export const TABLE_SIZE_MAX = 8;
export const AREA_NAME_MAX = 40;
export const TABLE_NAME_MAX = 60;
/** "Add tables 1–20": at most this many tables in one go. */
export const TABLE_RANGE_MAX = 100;
export const AREAS_MAX = 20;
/** The area a new restaurant starts with, and the one the migration put existing tables in. */
export const DEFAULT_AREA_NAME = 'Main';

/** The texts of the floor plan; the spec quotes only the first (restaurant-config.md §5 "QR"). */
export const FLOOR_PLAN_MESSAGES = {
  tableNumber: QR_CODE_MESSAGES.tableNumber,
  tableIsOrderType: QR_CODE_MESSAGES.tableIsOrderType,
  tableNumberTaken: (n: string) => `Table ${n} already exists.`,
  tableNumbersTaken: (ns: readonly string[]) =>
    ns.length === 1 ? `Table ${ns[0]} already exists.` : `Tables ${ns.join(', ')} already exist.`,
  seats: `Seats must be a whole number from 1 to ${TABLE_SEATS_MAX}`,
  minGuests: 'Minimum guests must be a whole number from 0 to the seats',
  areaName: 'Please enter an area name',
  areaNameTaken: (n: string) => `An area named ${n} already exists.`,
  areasMax: `A restaurant may have at most ${AREAS_MAX} areas`,
  range: `Enter a range such as 1-20 (at most ${TABLE_RANGE_MAX} tables)`,
  position: 'The table must stay inside the plan',
  areaNotFound: 'Area not found',
  tableNotFound: 'Table not found',
  openBill: (n: string) => `Table ${n} has an open bill. Close or move the bill before removing the table.`,
  renumberOpenBill: (n: string) =>
    `Table ${n} has an open bill. Close or move the bill before changing its number.`,
  areaHasTables: 'Move or remove the tables of this area first.',
  lastArea: 'A restaurant keeps at least one area.',
  archived: (n: string) => `Table ${n} has bills on record, so it was archived: its history is kept.`,
  deleted: (n: string) => `Table ${n} was removed.`,
  /** A printer zone, kiosk or booking session naming a table the plan does not have (decision 0481). */
  notOnPlan: (ns: readonly string[]) =>
    ns.length === 1
      ? `Table ${ns[0]} is not on the floor plan. Add it in Tables and floor plan first.`
      : `Tables ${ns.join(', ')} are not on the floor plan. Add them in Tables and floor plan first.`,
  /** A printer zone's floor that is not an area of the plan. */
  areaNotOnPlan: (n: string) =>
    `There is no area named ${n} on the floor plan. Choose one of the plan's areas.`,
  /** A printer zone's table that is on the plan, but in another area than the zone's floor. */
  notInArea: (ns: readonly string[], area: string) =>
    ns.length === 1 ? `Table ${ns[0]} is not in ${area}.` : `Tables ${ns.join(', ')} are not in ${area}.`,
} as const;

/** The problem with a table number, or null: letters and digits only, not an order type's name. */
export function floorTableNumberProblem(value: string): string | null {
  return tableNumberProblem(value);
}

/** Table numbers are compared case-insensitively ("a1" and "A1" are one table). */
export function tableNumberKey(value: string): string {
  return value.trim().toLowerCase();
}

/** The numbers of `wanted` already used by `existing` (case-insensitively), in `wanted`'s spelling. */
export function takenTableNumbers(wanted: readonly string[], existing: readonly string[]): string[] {
  const used = new Set(existing.map(tableNumberKey));
  return wanted.filter((n) => used.has(tableNumberKey(n)));
}

/**
 * Tables named elsewhere (printer zones, kiosks, booking sessions) checked against the plan's live
 * tables, case-insensitively: `spelled` maps each given number to the plan's own spelling, `missing`
 * lists the numbers the plan does not have, in the given spelling (decision 0481).
 */
export function tablesOnPlan(
  given: readonly string[],
  plan: readonly string[],
): { spelled: string[]; missing: string[] } {
  const byKey = new Map(plan.map((n) => [tableNumberKey(n), n]));
  const spelled: string[] = [];
  const missing: string[] = [];
  for (const n of given) {
    const found = byKey.get(tableNumberKey(n));
    if (found === undefined) missing.push(n.trim());
    else spelled.push(found);
  }
  return { spelled, missing };
}

/** Seats 1..99 and minimum guests 0..seats (0 means "same as seats", restaurant-config.md §5). */
export function seatsProblem(seats: number, minGuests: number): string | null {
  if (!Number.isInteger(seats) || seats < 1 || seats > TABLE_SEATS_MAX) return FLOOR_PLAN_MESSAGES.seats;
  if (!Number.isInteger(minGuests) || minGuests < 0 || minGuests > seats)
    return FLOOR_PLAN_MESSAGES.minGuests;
  return null;
}

/**
 * "1-20", "1–20", "A1-A8" or a single "7": the table numbers of a range, or null when it is not one.
 * A prefix of letters is kept on every number; the two ends must share it.
 */
export function parseTableRange(text: string): string[] | null {
  const m = /^\s*([A-Za-z]*)(\d+)\s*(?:[-–—]|to)\s*([A-Za-z]*)(\d+)\s*$/i.exec(text);
  const single = /^\s*([A-Za-z]*)(\d+)\s*$/.exec(text);
  let prefix: string;
  let from: number;
  let to: number;
  if (m) {
    if (m[1]!.toLowerCase() !== m[3]!.toLowerCase()) return null;
    [prefix, from, to] = [m[1]!, Number(m[2]), Number(m[4])];
  } else if (single) {
    [prefix, from, to] = [single[1]!, Number(single[2]), Number(single[2])];
  } else return null;
  if (to < from || to - from + 1 > TABLE_RANGE_MAX) return null;
  const numbers: string[] = [];
  for (let n = from; n <= to; n++) numbers.push(`${prefix}${n}`);
  if (numbers.some((n) => n.length > TABLE_NUMBER_MAX)) return null;
  return numbers;
}

export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Is the box inside the plan (0-based cells, sizes 1..TABLE_SIZE_MAX)? */
export function insidePlan(b: GridBox): boolean {
  return (
    [b.x, b.y, b.w, b.h].every(Number.isInteger) &&
    b.w >= 1 &&
    b.h >= 1 &&
    b.w <= TABLE_SIZE_MAX &&
    b.h <= TABLE_SIZE_MAX &&
    b.x >= 0 &&
    b.y >= 0 &&
    b.x + b.w <= FLOOR_GRID_COLUMNS &&
    b.y + b.h <= FLOOR_GRID_ROWS
  );
}

/** The box moved by (dx, dy) and kept inside the plan (arrow keys, dragging). */
export function moveBox(b: GridBox, dx: number, dy: number): GridBox {
  return {
    ...b,
    x: Math.min(Math.max(0, b.x + dx), FLOOR_GRID_COLUMNS - b.w),
    y: Math.min(Math.max(0, b.y + dy), FLOOR_GRID_ROWS - b.h),
  };
}

/** The box resized by (dw, dh), at least 1 cell, at most TABLE_SIZE_MAX and inside the plan. */
export function resizeBox(b: GridBox, dw: number, dh: number): GridBox {
  return {
    ...b,
    w: Math.min(Math.max(1, b.w + dw), TABLE_SIZE_MAX, FLOOR_GRID_COLUMNS - b.x),
    h: Math.min(Math.max(1, b.h + dh), TABLE_SIZE_MAX, FLOOR_GRID_ROWS - b.y),
  };
}

const overlaps = (a: GridBox, b: GridBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Free places for `count` new tables of size w×h on a plan holding `taken`: row by row, one empty
 * cell between tables; when the plan is full the rest go to the top-left corner (the staff moves them).
 */
export function placeNewTables(taken: readonly GridBox[], count: number, w = 2, h = 2): GridBox[] {
  const placed: GridBox[] = [];
  const all = [...taken];
  for (let y = 0; y + h <= FLOOR_GRID_ROWS && placed.length < count; y += h + 1) {
    for (let x = 0; x + w <= FLOOR_GRID_COLUMNS && placed.length < count; x += w + 1) {
      const box = { x, y, w, h };
      if (all.some((t) => overlaps(t, box))) continue;
      placed.push(box);
      all.push(box);
    }
  }
  while (placed.length < count) placed.push({ x: 0, y: 0, w, h });
  return placed;
}

/** The next free numeric table number after the restaurant's highest one (duplicate a table). */
export function nextTableNumbers(existing: readonly string[], count: number): string[] {
  const used = new Set(existing.map(tableNumberKey));
  let n = existing.reduce((max, v) => (/^\d+$/.test(v.trim()) ? Math.max(max, Number(v)) : max), 0);
  const out: string[] = [];
  while (out.length < count) {
    n += 1;
    if (!used.has(String(n))) out.push(String(n));
  }
  return out;
}

/** Who edits the floor plan (decision 0372); the server's guard and the web app's links use it. */
export const FLOOR_PLAN_EDITOR_ROLES = [
  'admin',
  'restaurantAdmin',
  'restaurantGroupAdmin',
  'restaurantManager',
] as const;

/** admin, restaurantAdmin, restaurantGroupAdmin, or a restaurantManager holding `myRestaurant`. */
export function mayEditFloorPlan(actor: Actor): boolean {
  return (
    (FLOOR_PLAN_EDITOR_ROLES as readonly string[]).includes(actor.role ?? '') &&
    hasPermission(actor, 'myRestaurant')
  );
}

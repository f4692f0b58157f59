import { z } from 'zod';
import {
  AREA_NAME_MAX,
  FLOOR_GRID_COLUMNS,
  FLOOR_GRID_ROWS,
  floorTableNumberProblem,
  FLOOR_PLAN_MESSAGES as M,
  TABLE_NAME_MAX,
  TABLE_SEATS_MAX,
  TABLE_SHAPES,
  TABLE_SIZE_MAX,
} from './floor-plan-rules';

/**
 * The floor-plan calls (ours; the spec reads tables but is silent on writing them, decision 0370):
 * GET /floorPlan, POST/PUT/DELETE /floorPlan/areas[/{id}], POST /floorPlan/areas/{id}/duplicate,
 * POST /floorPlan/tables, POST /floorPlan/tableRange, PUT/DELETE /floorPlan/tables/{id},
 * POST /floorPlan/tables/{id}/duplicate.
 */
export const FloorTable = z.object({
  id: z.string(),
  areaId: z.string(),
  tableNumber: z.string(),
  name: z.string(),
  seats: z.number().int(),
  minSeats: z.number().int(),
  shape: z.enum(TABLE_SHAPES),
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
});
export type FloorTable = z.infer<typeof FloorTable>;

export const FloorArea = z.object({
  id: z.string(),
  name: z.string(),
  sort: z.number().int(),
  tables: z.array(FloorTable),
});
export type FloorArea = z.infer<typeof FloorArea>;

export const FloorPlanResponse = z.object({ areas: z.array(FloorArea) });
export type FloorPlanResponse = z.infer<typeof FloorPlanResponse>;

const areaName = z
  .string({ error: M.areaName })
  .trim()
  .min(1, M.areaName)
  .max(AREA_NAME_MAX, `An area name has at most ${AREA_NAME_MAX} characters`);

export const CreateAreaBody = z.object({ name: areaName });
export type CreateAreaBody = z.infer<typeof CreateAreaBody>;
export const UpdateAreaBody = z.object({
  name: areaName.optional(),
  sort: z.number({ error: 'Sort must be a number' }).int().min(0).max(9999).optional(),
});
export type UpdateAreaBody = z.infer<typeof UpdateAreaBody>;

export const tableNumberField = z
  .string({ error: M.tableNumber })
  .trim()
  .superRefine((v, ctx) => {
    const problem = floorTableNumberProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const seats = z.number({ error: M.seats }).int(M.seats).min(1, M.seats).max(TABLE_SEATS_MAX, M.seats);
const minSeats = z
  .number({ error: M.minGuests })
  .int(M.minGuests)
  .min(0, M.minGuests)
  .max(TABLE_SEATS_MAX, M.minGuests);
const cell = (max: number) =>
  z.number({ error: M.position }).int(M.position).min(0, M.position).max(max, M.position);
const size = z
  .number({ error: M.position })
  .int(M.position)
  .min(1, M.position)
  .max(TABLE_SIZE_MAX, M.position);
const tableName = z
  .string()
  .trim()
  .max(TABLE_NAME_MAX, `A table name has at most ${TABLE_NAME_MAX} characters`);

export const CreateTableBody = z.object({
  areaId: z.string().min(1, M.areaNotFound),
  tableNumber: tableNumberField,
  /** Defaults to "Table {number}". */
  name: tableName.optional(),
  seats: seats.default(4),
  minSeats: minSeats.default(0),
  shape: z.enum(TABLE_SHAPES).default('square'),
  /** Left out: the first free place of the plan. */
  x: cell(FLOOR_GRID_COLUMNS - 1).optional(),
  y: cell(FLOOR_GRID_ROWS - 1).optional(),
  w: size.default(2),
  h: size.default(2),
});
export type CreateTableBody = z.input<typeof CreateTableBody>;

export const UpdateTableBody = z.object({
  areaId: z.string().min(1, M.areaNotFound).optional(),
  tableNumber: tableNumberField.optional(),
  name: tableName.optional(),
  seats: seats.optional(),
  minSeats: minSeats.optional(),
  shape: z.enum(TABLE_SHAPES).optional(),
  x: cell(FLOOR_GRID_COLUMNS - 1).optional(),
  y: cell(FLOOR_GRID_ROWS - 1).optional(),
  w: size.optional(),
  h: size.optional(),
});
export type UpdateTableBody = z.infer<typeof UpdateTableBody>;

/** "Add tables 1–20": `range` as the staff types it. */
export const TableRangeBody = z.object({
  areaId: z.string().min(1, M.areaNotFound),
  range: z.string({ error: M.range }).trim().min(1, M.range),
  seats: seats.default(4),
  shape: z.enum(TABLE_SHAPES).default('square'),
});
export type TableRangeBody = z.input<typeof TableRangeBody>;

export const DuplicateTableBody = z.object({
  /** "1–20" copies of the table with these numbers; left out: one copy with the next free number. */
  range: z.string().trim().optional(),
});
export type DuplicateTableBody = z.infer<typeof DuplicateTableBody>;

export const FloorIdParams = z.object({ id: z.string().min(1) });

export const FloorTableResponse = z.object({ table: FloorTable });
export const FloorTablesResponse = z.object({ tables: z.array(FloorTable) });
export const FloorAreaResponse = z.object({ area: FloorArea });
export const RemoveTableResponse = z.object({
  /** true: the table has bills on record and was archived; false: it was deleted. */
  archived: z.boolean(),
  message: z.string(),
});
export type RemoveTableResponse = z.infer<typeof RemoveTableResponse>;

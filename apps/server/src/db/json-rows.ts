import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows as jsonb, both ways, for the hand-written statements that do in one round trip what several
 * drizzle queries would (a bill with all its parts; a POS order with its lines and history).
 */

/** A row as the database names its columns (snake_case), for jsonb_populate_record[set]. */
export function jsonRecord<T extends PgTable>(
  table: T,
  row: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const column = columns[key];
    if (column && value !== undefined) out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** A row read as jsonb (to_jsonb(t): the database's column names) as drizzle gives it: its keys, Dates. */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name] ?? null;
    out[key] = value !== null && column.dataType === 'date' ? new Date(value as string) : value;
  }
  return out as T['$inferSelect'];
}

import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../db/client';
import {
  customers,
  orderItemOptions,
  orderItems,
  orders,
  paymentRefunds,
  paymentSettlements,
  payments,
  staffActivities,
  transactionAdjustments,
  transactionOperations,
  transactionOrders,
  transactionPayments,
  transactions,
} from '../db/schema';

// The demo history's rows, gathered in memory and written in bulk: one statement per table and
// chunk, the rows passed as one jsonb array (decision 0151). Every column is given (no defaults), so
// the rows are exactly what the generator computed.

export interface HistoryRows {
  orders: (typeof orders.$inferSelect)[];
  orderItems: (typeof orderItems.$inferSelect)[];
  orderItemOptions: (typeof orderItemOptions.$inferSelect)[];
  transactions: (typeof transactions.$inferSelect)[];
  transactionOrders: (typeof transactionOrders.$inferSelect)[];
  transactionPayments: (typeof transactionPayments.$inferSelect)[];
  transactionAdjustments: (typeof transactionAdjustments.$inferSelect)[];
  transactionOperations: (typeof transactionOperations.$inferSelect)[];
  staffActivities: (typeof staffActivities.$inferSelect)[];
  payments: (typeof payments.$inferSelect)[];
  paymentSettlements: (typeof paymentSettlements.$inferSelect)[];
  paymentRefunds: (typeof paymentRefunds.$inferSelect)[];
  customers: (typeof customers.$inferSelect)[];
}

export const emptyHistoryRows = (): HistoryRows => ({
  orders: [],
  orderItems: [],
  orderItemOptions: [],
  transactions: [],
  transactionOrders: [],
  transactionPayments: [],
  transactionAdjustments: [],
  transactionOperations: [],
  staffActivities: [],
  payments: [],
  paymentSettlements: [],
  paymentRefunds: [],
  customers: [],
});

/** Parents before children (foreign keys). */
const WRITE_ORDER: [keyof HistoryRows, PgTable][] = [
  ['customers', customers],
  ['orders', orders],
  ['orderItems', orderItems],
  ['orderItemOptions', orderItemOptions],
  ['transactions', transactions],
  ['transactionOrders', transactionOrders],
  ['transactionPayments', transactionPayments],
  ['transactionAdjustments', transactionAdjustments],
  ['transactionOperations', transactionOperations],
  ['staffActivities', staffActivities],
  ['payments', payments],
  ['paymentSettlements', paymentSettlements],
  ['paymentRefunds', paymentRefunds],
];

/** Rows per statement: large enough to keep round trips few, small enough to keep each one modest. */
const CHUNK = 10_000;

interface TableShape {
  name: string;
  /** [property name, column name, SQL type] in the table's order. */
  columns: [string, string, string][];
}

const shapes = new Map<PgTable, TableShape>();
function shapeOf(table: PgTable): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
    shape = { name: getTableName(table), columns: columns.map(([k, c]) => [k, c.name, c.getSQLType()]) };
    shapes.set(table, shape);
  }
  return shape;
}

/**
 * `insert into t (cols) select … from jsonb_to_recordset($1) as x("key" type, …)`: the JSON keys are
 * the schema's property names, so rows go out as they were built, with no renaming per row.
 */
async function insertFromJson(tx: DbOrTx, shape: TableShape, rows: readonly object[]): Promise<void> {
  const names = shape.columns.map(([, c]) => `"${c}"`).join(', ');
  const keys = shape.columns.map(([k]) => `"${k}"`).join(', ');
  const types = shape.columns.map(([k, , t]) => `"${k}" ${t}`).join(', ');
  const head = `insert into "${shape.name}" (${names}) select ${keys} from jsonb_to_recordset(`;
  const tail = `::jsonb) as x(${types})`;
  await tx.execute(sql`${sql.raw(head)}${JSON.stringify(rows)}${sql.raw(tail)}`);
}

const escapeCopy = (text: string): string =>
  /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;

/** A value in COPY's text format: \N for null, t/f, ISO times, JSON for objects. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeCopy(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return escapeCopy(JSON.stringify(value));
}

/** A text[] value in COPY's text format: a PostgreSQL array literal, each element quoted. */
function copyArray(value: unknown): string {
  if (!Array.isArray(value)) return copyValue(value);
  const items = value.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return escapeCopy(`{${items.join(',')}}`);
}

function copyText(shape: TableShape, rows: readonly object[]): string {
  const keys = shape.columns.map(([k]) => k);
  // Array columns (text[]) take an array literal; jsonb columns take JSON (copyValue).
  const write = shape.columns.map(([, , type]) => (type.endsWith('[]') ? copyArray : copyValue));
  const last = keys.length - 1;
  let text = '';
  for (const row of rows) {
    const r = row as Record<string, unknown>;
    for (let i = 0; i < last; i++) text += `${write[i]!(r[keys[i]!])}\t`;
    text += `${write[last]!(r[keys[last]!])}\n`;
  }
  return text;
}

/** How rows reach the database: COPY where the driver offers it (PGlite), else an insert from jsonb. */
export type CopyRows = (tx: Tx, table: string, columns: readonly string[], text: string) => Promise<void>;

/** Writes every row, table by table, in chunks; answers the number of rows written. */
export async function insertHistoryRows(tx: Tx, rows: HistoryRows, copy?: CopyRows): Promise<number> {
  let written = 0;
  for (const [key, table] of WRITE_ORDER) {
    const list = rows[key] as readonly object[];
    const shape = shapeOf(table);
    for (let i = 0; i < list.length; i += CHUNK) {
      const chunk = list.slice(i, i + CHUNK);
      if (copy)
        await copy(
          tx,
          shape.name,
          shape.columns.map(([, c]) => c),
          copyText(shape, chunk),
        );
      else await insertFromJson(tx, shape, chunk);
    }
    written += list.length;
  }
  return written;
}

/** How many rows of each table, for the figures the bench prints. */
export const rowCount = (rows: HistoryRows): number =>
  Object.values(rows).reduce((sum, list: readonly unknown[]) => sum + list.length, 0);

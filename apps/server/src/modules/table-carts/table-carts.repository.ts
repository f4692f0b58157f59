import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tableCartLines, tableCarts } from '../../db/schema';
import { newId } from '../../platform/ids';

export type TableCartRow = typeof tableCarts.$inferSelect;
export type TableCartLineRow = typeof tableCartLines.$inferSelect;
export type NewTableCartLine = typeof tableCartLines.$inferInsert;
type CartChange = Partial<Omit<TableCartRow, 'id' | 'restaurantId' | 'tableId' | 'version'>>;

/** The table's cart row, made when missing, locked for the rest of the transaction (one change at a time). */
export async function lockTableCart(
  tx: DbOrTx,
  restaurantId: string,
  tableId: string,
): Promise<TableCartRow> {
  await tx.insert(tableCarts).values({ id: newId(), restaurantId, tableId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(tableCarts)
    .where(and(eq(tableCarts.restaurantId, restaurantId), eq(tableCarts.tableId, tableId)))
    .for('update');
  if (!row) throw new Error('table cart row missing after insert');
  return row;
}

export async function findTableCart(
  db: DbOrTx,
  restaurantId: string,
  tableId: string,
): Promise<TableCartRow | undefined> {
  const [row] = await db
    .select()
    .from(tableCarts)
    .where(and(eq(tableCarts.restaurantId, restaurantId), eq(tableCarts.tableId, tableId)));
  return row;
}

/** The cart's lines in the order they were added. */
export function findCartLines(db: DbOrTx, cartId: string): Promise<TableCartLineRow[]> {
  return db
    .select()
    .from(tableCartLines)
    .where(eq(tableCartLines.cartId, cartId))
    .orderBy(asc(tableCartLines.createdAt), asc(tableCartLines.id));
}

export async function insertCartLine(tx: DbOrTx, line: NewTableCartLine): Promise<void> {
  await tx.insert(tableCartLines).values(line);
}

export async function updateCartLine(
  tx: DbOrTx,
  cartId: string,
  lineId: string,
  change: Partial<Pick<TableCartLineRow, 'quantity' | 'isTakeaway' | 'nickname'>>,
): Promise<void> {
  await tx
    .update(tableCartLines)
    .set(change)
    .where(and(eq(tableCartLines.cartId, cartId), eq(tableCartLines.id, lineId)));
}

/** Removes the given lines of the cart, or every line when ids is undefined. */
export async function deleteCartLines(tx: DbOrTx, cartId: string, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await tx
    .delete(tableCartLines)
    .where(
      ids
        ? and(eq(tableCartLines.cartId, cartId), inArray(tableCartLines.id, [...ids]))
        : eq(tableCartLines.cartId, cartId),
    );
}

/** Writes a change of the cart: the version goes up and the cart counts as touched now. */
export async function touchCart(
  tx: DbOrTx,
  cartId: string,
  now: Date,
  change: CartChange = {},
): Promise<void> {
  await tx
    .update(tableCarts)
    .set({ ...change, updatedAt: now, version: sql`${tableCarts.version} + 1` })
    .where(eq(tableCarts.id, cartId));
}

/** The claim fields cleared: no checkout in progress. */
export const NO_CHECKOUT: CartChange = {
  checkoutStartedAt: null,
  checkoutNumber: null,
  checkoutScope: null,
  checkoutNickname: null,
  checkoutLineIds: null,
};

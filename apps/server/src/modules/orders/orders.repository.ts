import type { PricedLine } from '@rpos/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers, orderItemOptions, orderItems, orders, surcharges } from '../../db/schema';
import { newId } from '../../platform/ids';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemOptionRow = typeof orderItemOptions.$inferSelect;
export type SurchargeRow = typeof surcharges.$inferSelect;

export async function findOrderByNumber(
  db: DbOrTx,
  restaurantId: string,
  orderNumber: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.orderNumber, orderNumber)));
  return row;
}

/**
 * Inserts the order unless the restaurant already has one with this number (the unique constraint
 * decides, also between concurrent requests). Returns the new row, or undefined for a duplicate.
 */
export async function insertOrderIfNew(tx: DbOrTx, row: OrderInsert): Promise<OrderRow | undefined> {
  const [inserted] = await tx
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: [orders.restaurantId, orders.orderNumber] })
    .returning();
  return inserted;
}

/** The order's lines and their options, one row each. */
export async function insertOrderLines(
  tx: DbOrTx,
  orderId: string,
  lines: readonly PricedLine[],
): Promise<void> {
  const items = lines.map((l, lineNo) => ({
    id: newId(),
    orderId,
    lineNo,
    menuItemId: l.menuItemId,
    categoryId: l.categoryId,
    name: l.name,
    altName: l.altName,
    dishPrice: l.dishPrice,
    sizeId: l.size?.id ?? null,
    sizeName: l.size?.name ?? null,
    sizePrice: l.size?.price ?? null,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    subTotal: l.subTotal,
    lineTotal: l.lineTotal,
    isTakeaway: l.isTakeaway,
    specialInstructions: l.specialInstructions,
  }));
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items);
  const opts = lines.flatMap((l, i) =>
    l.options.map((o) => ({
      id: newId(),
      itemId: items[i]!.id,
      optionId: o.optionId,
      groupId: o.groupId,
      name: o.name,
      price: o.price,
      quantity: o.quantity,
    })),
  );
  if (opts.length > 0) await tx.insert(orderItemOptions).values(opts);
}

/** Creates or refreshes the restaurant's customer with this phone; returns its id. */
export async function upsertCustomer(
  tx: DbOrTx,
  c: { restaurantId: string; name: string; phone: string; email: string | null; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(customers)
    .values({ id: newId(), ...c, lastOrderAt: c.at, createdAt: c.at, orderCount: 1 })
    .onConflictDoUpdate({
      target: [customers.restaurantId, customers.phone],
      set: {
        name: c.name,
        email: sql`coalesce(${c.email}, ${customers.email})`,
        lastOrderAt: c.at,
        orderCount: sql`${customers.orderCount} + 1`,
      },
    })
    .returning({ id: customers.id });
  return row!.id;
}

export async function setOrderCustomer(tx: DbOrTx, orderId: string, customerId: string): Promise<void> {
  await tx.update(orders).set({ customerId }).where(eq(orders.id, orderId));
}

export async function findOrderById(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, id)));
  return row;
}

export async function findOrdersByIds(
  db: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), inArray(orders.id, [...ids])));
}

export type OrderLineRows = OrderItemRow & { options: OrderItemOptionRow[] };

/** Lines of the given orders in order, each with its options, grouped by order id. */
export async function loadOrderLines(
  db: DbOrTx,
  orderIds: readonly string[],
): Promise<Map<string, OrderLineRows[]>> {
  const byOrder = new Map<string, OrderLineRows[]>();
  if (orderIds.length === 0) return byOrder;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
  const opts = items.length
    ? await db
        .select()
        .from(orderItemOptions)
        .where(
          inArray(
            orderItemOptions.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({ ...item, options: opts.filter((o) => o.itemId === item.id) });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

export async function findSurchargeRules(db: DbOrTx, restaurantId: string): Promise<SurchargeRow[]> {
  return db
    .select()
    .from(surcharges)
    .where(eq(surcharges.restaurantId, restaurantId))
    .orderBy(asc(surcharges.sort));
}

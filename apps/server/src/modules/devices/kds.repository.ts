import type { AllergenDef } from '@rpos/domain';
import { and, asc, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  cookingCategories,
  itemPrintCategories,
  kitchenBumps,
  menuItems,
  menus,
  orderItemOptions,
  orderItems,
  orders,
  restaurants,
  tableRounds,
  transactionOrders,
  transactions,
} from '../../db/schema';

export interface OpenLine {
  orderId: string;
  orderNumber: string;
  /** The ticket the line is on: its order's, or the lead order's of its table's round (decision 0597). */
  ticketId: string;
  ticketNumber: string;
  /** The line is on a table round's ticket of several orders. */
  inRound: boolean;
  tableId: string;
  /** The table the order is served at now: its bill's (after a move), else the order's; null off table. */
  tableNo: string | null;
  kind: string;
  customerName: string;
  orderTime: Date;
  /** A POS course (decision 0502): held until fired; when it was fired. */
  course: number | null;
  held: boolean;
  firedAt: Date | null;
  orderItemId: string;
  menuItemId: string;
  name: string;
  altName: string | null;
  sizeName: string | null;
  quantity: number;
  specialInstructions: string;
  isTakeaway: boolean;
  /** The order's declared allergies and the line's allergens (codes), and the menu's own allergens. */
  declared: string[];
  lineAllergens: string[];
  customAllergens: AllergenDef[] | null;
}

/** The lead order of a table's round (decision 0597). */
const lead = alias(orders, 'lead_order');
/** The order is on its round's one ticket: the round went to the kitchen with it. */
const onRoundTicket = sql<boolean>`coalesce(${tableRounds.sentAt} is not null and ${tableRounds.printedOrderIds} @> to_jsonb(${orders.id}), false)`;
const ticketIdSql = sql<string>`case when ${onRoundTicket} then ${tableRounds.leadOrderId} else ${orders.id} end`;

/**
 * Lines still to cook: of the restaurant's accepted orders since `since`, not voided or removed,
 * not bumped, of dishes not kept off the kitchen display (isForKDSDisabled). Oldest order first.
 * An order of a table's round not yet sent is not shown; a sent round is one ticket (decision 0597).
 * `ticketId`: only the lines of that ticket.
 */
export async function findOpenLines(
  db: DbOrTx,
  restaurantId: string,
  since: Date,
  ticketId?: string,
): Promise<OpenLine[]> {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      ticketId: ticketIdSql,
      ticketNumber: sql<string>`case when ${onRoundTicket} then coalesce(${lead.orderNumber}, ${orders.orderNumber}) else ${orders.orderNumber} end`,
      inRound: sql<boolean>`${onRoundTicket} and jsonb_array_length(${tableRounds.printedOrderIds}) > 1`,
      tableId: orders.tableId,
      tableNo: sql<
        string | null
      >`case when ${orders.kind} = 'dinein' then coalesce(${transactions.tableNo}, ${orders.realTableId}, ${orders.tableId}) end`,
      kind: orders.kind,
      customerName: orders.customerName,
      orderTime: orders.orderTime,
      course: transactionOrders.course,
      held: sql<boolean>`coalesce(${transactionOrders.course} is not null and not ${transactionOrders.isAccepted}, false)`,
      firedAt: transactionOrders.firedAt,
      orderItemId: orderItems.id,
      menuItemId: orderItems.menuItemId,
      name: orderItems.name,
      altName: orderItems.altName,
      sizeName: orderItems.sizeName,
      quantity: orderItems.quantity,
      specialInstructions: orderItems.specialInstructions,
      isTakeaway: orderItems.isTakeaway,
      declared: orders.allergens,
      lineAllergens: orderItems.allergens,
      customAllergens: menus.customAllergens,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .leftJoin(menus, eq(menus.id, orders.menuId))
    .leftJoin(kitchenBumps, eq(kitchenBumps.orderItemId, orderItems.id))
    .leftJoin(transactionOrders, eq(transactionOrders.orderId, orders.id))
    .leftJoin(transactions, eq(transactions.id, transactionOrders.transactionId))
    .leftJoin(tableRounds, eq(tableRounds.id, orders.tableRoundId))
    .leftJoin(lead, eq(lead.id, tableRounds.leadOrderId))
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.status, 'placed'),
        isNull(orders.deletedAt),
        gte(orders.orderTime, since),
        ticketId ? sql`${ticketIdSql} = ${ticketId}` : undefined,
        // Held with its round until the round goes (print_requests 'held').
        or(isNull(orders.tableRoundId), sql`${tableRounds.sentAt} is not null`),
        eq(orderItems.isVoidedDish, false),
        eq(orderItems.permanentDeletion, false),
        isNull(kitchenBumps.orderItemId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(menuItems)
            .where(and(eq(menuItems.id, orderItems.menuItemId), eq(menuItems.isForKDSDisabled, true))),
        ),
      ),
    )
    .orderBy(asc(orders.orderTime), asc(orders.orderNumber), asc(orderItems.lineNo));
}

/** Option names per order line ("2 x Extra rice" for more than one). */
export async function findLineOptions(
  db: DbOrTx,
  itemIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (itemIds.length === 0) return out;
  const rows = await db
    .select({
      itemId: orderItemOptions.itemId,
      name: orderItemOptions.name,
      quantity: orderItemOptions.quantity,
    })
    .from(orderItemOptions)
    .where(inArray(orderItemOptions.itemId, [...itemIds]));
  for (const r of rows) {
    const list = out.get(r.itemId) ?? [];
    list.push(r.quantity > 1 ? `${r.quantity} x ${r.name}` : r.name);
    out.set(r.itemId, list);
  }
  return out;
}

/** The KDS cooking categories of these dishes: dish id → [{id, name}], by the dish's category order. */
export async function findKdsCategories(
  db: DbOrTx,
  menuItemIds: readonly string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const out = new Map<string, { id: string; name: string }[]>();
  if (menuItemIds.length === 0) return out;
  const rows = await db
    .select({ itemId: itemPrintCategories.itemId, id: cookingCategories.id, name: cookingCategories.name })
    .from(itemPrintCategories)
    .innerJoin(cookingCategories, eq(cookingCategories.id, itemPrintCategories.cookingCategoryId))
    .where(and(inArray(itemPrintCategories.itemId, [...menuItemIds]), eq(cookingCategories.isForKDS, true)))
    .orderBy(asc(itemPrintCategories.sort), asc(cookingCategories.name));
  for (const r of rows) {
    const list = out.get(r.itemId) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.itemId, list);
  }
  return out;
}

/** Marks these lines done (in the caller's transaction); a line bumped already stays as it was. */
export async function insertBumps(
  tx: DbOrTx,
  rows: { orderItemId: string; orderId: string; restaurantId: string; bumpedBy: string; bumpedAt: Date }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const saved = await tx
    .insert(kitchenBumps)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: kitchenBumps.orderItemId });
  return saved.length;
}

/** The restaurant's POS settings as stored (its courses' names, decision 0578). */
export async function findPosSettings(db: DbOrTx, restaurantId: string): Promise<unknown> {
  const [row] = await db
    .select({ posSettings: restaurants.posSettings })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row?.posSettings ?? {};
}

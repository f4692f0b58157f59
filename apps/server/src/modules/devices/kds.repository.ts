import type { AllergenDef } from '@rpos/domain';
import { and, asc, eq, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
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
  transactionOrders,
  transactions,
} from '../../db/schema';

export interface OpenLine {
  orderId: string;
  orderNumber: string;
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

/**
 * Lines still to cook: of the restaurant's accepted orders since `since`, not voided or removed,
 * not bumped, of dishes not kept off the kitchen display (isForKDSDisabled). Oldest order first.
 */
export async function findOpenLines(
  db: DbOrTx,
  restaurantId: string,
  since: Date,
  orderId?: string,
): Promise<OpenLine[]> {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
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
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.status, 'placed'),
        isNull(orders.deletedAt),
        gte(orders.orderTime, since),
        orderId ? eq(orders.id, orderId) : undefined,
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

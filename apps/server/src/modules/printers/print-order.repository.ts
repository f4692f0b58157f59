import { courseName, PosSettings } from '@rpos/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cookingCategories,
  itemPrintCategories,
  menuItems,
  menus,
  orderItemOptions,
  orderItems,
  orders,
  restaurants,
  transactionOrders,
} from '../../db/schema';

/**
 * What printing an order reads, in the caller's transaction, one query after another (one client is
 * never used by two queries at once).
 */
export async function loadOrderForPrint(tx: DbOrTx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [restaurant] = await tx
    .select({ name: restaurants.name, timezone: restaurants.timezone, posSettings: restaurants.posSettings })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId));
  // The course of a POS order and when it was fired (decision 0502), from its bill's link.
  const [link] = await tx
    .select({ course: transactionOrders.course, firedAt: transactionOrders.firedAt })
    .from(transactionOrders)
    .where(eq(transactionOrders.orderId, orderId));
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.permanentDeletion, false)))
    .orderBy(asc(orderItems.lineNo));
  const lineIds = lines.map((l) => l.id);
  const options =
    lineIds.length > 0
      ? await tx.select().from(orderItemOptions).where(inArray(orderItemOptions.itemId, lineIds))
      : [];
  const itemIds = [...new Set(lines.map((l) => l.menuItemId))];
  const items =
    itemIds.length > 0
      ? await tx
          .select({
            id: menuItems.id,
            shortName: menuItems.shortName,
            isForPrintingDisabled: menuItems.isForPrintingDisabled,
          })
          .from(menuItems)
          .where(inArray(menuItems.id, itemIds))
      : [];
  const links =
    itemIds.length > 0 && order.menuId
      ? await tx
          .select({
            itemId: itemPrintCategories.itemId,
            categoryId: cookingCategories.id,
            name: cookingCategories.name,
            printer: cookingCategories.printer,
            printCopies: cookingCategories.printCopies,
            isForLabelPrint: cookingCategories.isForLabelPrint,
          })
          .from(itemPrintCategories)
          .innerJoin(cookingCategories, eq(cookingCategories.id, itemPrintCategories.cookingCategoryId))
          .where(
            and(eq(itemPrintCategories.menuId, order.menuId), inArray(itemPrintCategories.itemId, itemIds)),
          )
          .orderBy(asc(cookingCategories.name))
      : [];
  // The menu's own allergens, to name a declared allergy of the menu's own (decision 0562).
  const [menu] =
    order.allergens.length > 0
      ? await tx.select({ custom: menus.customAllergens }).from(menus).where(eq(menus.id, order.menuId))
      : [];
  return {
    order,
    restaurant: restaurant!,
    lines,
    options,
    items,
    links,
    customAllergens: menu?.custom ?? [],
    // The course's name as the restaurant set it (decision 0578), with its second name.
    course: link?.course
      ? {
          n: link.course,
          firedAt: link.firedAt,
          name: courseName(PosSettings.parse(restaurant?.posSettings ?? {}).courses, link.course, true),
        }
      : null,
    /** A table's round printed as one (decision 0597, print-rounds.ts); null for an order alone. */
    round: null as RoundPrint | null,
  };
}

/** The orders of a table's round on one docket: their numbers, and each line's diner and declaration. */
export interface RoundPrint {
  orderNumbers: string[];
  lineDiner: Map<string, string>;
  lineDeclared: Map<string, string[]>;
}
export type OrderPrintData = NonNullable<Awaited<ReturnType<typeof loadOrderForPrint>>>;

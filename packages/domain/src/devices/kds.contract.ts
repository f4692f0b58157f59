import { z } from 'zod';

/** The kitchen display (a display client's screen at /kds; decision 0310). */

export const KDS_OTHER_CATEGORY = 'Other';

export const KDS_MESSAGES = {
  empty: 'No open orders',
  bumped: 'Bumped',
  notFound: 'Order not found', // ours
  failed: 'Something went wrong, please try again.',
} as const;

export const KdsLine = z.object({
  orderItemId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  sizeName: z.string().nullable(),
  quantity: z.number().int(),
  options: z.array(z.string()),
  specialInstructions: z.string(),
  isTakeaway: z.boolean(),
  /** The diner's declared allergies this line contains, as English labels (flagged; decision 0562). */
  allergens: z.array(z.string()),
  /** Who ordered it, on a table round's ticket of several diners (decision 0597). */
  orderedBy: z.string().optional(),
});
export type KdsLine = z.infer<typeof KdsLine>;

/** One order's lines of one cooking category: what a cook bumps. */
export const KdsTicket = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  tableId: z.string(),
  kind: z.string(),
  customerName: z.string(),
  orderTime: z.string(),
  /** The allergies the diner declared at checkout, as English labels. */
  allergens: z.array(z.string()),
  /** A POS course (ours; decision 0502): held ones wait for Fire (not to cook yet); fired ones are timed from firedAt. */
  course: z.number().int().nullable().optional(),
  /** The course as the restaurant names it, "2 · Main 主菜" (ours; decision 0578). */
  courseLabel: z.string().nullable().optional(),
  held: z.boolean().optional(),
  firedAt: z.string().nullable().optional(),
  lines: z.array(KdsLine),
});
export type KdsTicket = z.infer<typeof KdsTicket>;

export const KdsCategory = z.object({
  cookingCategoryId: z.string().nullable(),
  name: z.string(),
  tickets: z.array(KdsTicket),
});
export type KdsCategory = z.infer<typeof KdsCategory>;

export const KdsOrdersResponse = z.object({
  displayClientName: z.string().nullable(),
  categories: z.array(KdsCategory),
});
export type KdsOrdersResponse = z.infer<typeof KdsOrdersResponse>;

export const KdsBumpBody = z.object({
  orderId: z.string().min(1).max(100),
  /** The category column bumped; null = the lines of no KDS category ("Other"); absent = the whole order. */
  cookingCategoryId: z.string().max(100).nullish(),
});
export type KdsBumpBody = z.infer<typeof KdsBumpBody>;
export const KdsBumpResponse = z.object({ bumped: z.number().int(), message: z.string() });

/** `kitchenChanged` (staff streams only): lines of an order were bumped on a kitchen display. */
export const KitchenChangedEvent = z.object({ orderId: z.string(), bumped: z.number().int() });
export type KitchenChangedEvent = z.infer<typeof KitchenChangedEvent>;

import { z } from 'zod';
import { ORDER_LIMITS, PlaceOrderItem, PlaceOrderUser } from '../orders/order.contract';
import { DINER_NICKNAME_MAX, TABLE_CART_SCOPES } from './table-cart-rules';

/**
 * The table's shared cart (issue 32, decision 0550): GET /tableCart, POST /tableCart/lines,
 * POST /tableCart/lines/update, POST /tableCart/checkout and GET /tableCart/events. menuId is the diner
 * URL's menuId (the restaurant's url identifier), tableId its table number. dinerId is a random id a
 * phone keeps for itself; the server stores only a tag derived from it, which is what others see.
 */

const urlId = z.string().trim().min(1, 'menuId is required').max(100);
const tableNo = z.string().trim().min(1, 'tableId is required').max(50);
export const DinerId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'dinerId is invalid');
export const DinerNickname = z
  .string()
  .trim()
  .min(1, 'Please enter your name.')
  .max(DINER_NICKNAME_MAX, `A name can have at most ${DINER_NICKNAME_MAX} characters`);

/** GET /tableCart/events?menuId&tableId (Server-Sent Events: `tableCart` with the cart as it is). */
export const TableCartEventsQuery = z.object({ menuId: urlId, tableId: tableNo });
export type TableCartEventsQuery = z.infer<typeof TableCartEventsQuery>;

/** GET /tableCart?menuId&tableId&dinerId */
export const TableCartQuery = TableCartEventsQuery.extend({ dinerId: DinerId });
export type TableCartQuery = z.infer<typeof TableCartQuery>;

/** POST /tableCart/lines: the line as the dish screen made it; its prices are ignored (the server's). */
export const AddTableCartLineRequest = TableCartQuery.extend({
  nickname: DinerNickname,
  item: PlaceOrderItem,
});
export type AddTableCartLineRequest = z.infer<typeof AddTableCartLineRequest>;

/** POST /tableCart/lines/update: quantity 0 removes the line; only the diner who added it may. */
export const UpdateTableCartLineRequest = TableCartQuery.extend({
  lineId: z.string().trim().min(1).max(100),
  quantity: z.number().int().min(0).max(ORDER_LIMITS.lineQuantity).optional(),
  isTakeaway: z.boolean().optional(),
}).refine((b) => b.quantity !== undefined || b.isTakeaway !== undefined, {
  message: 'Send quantity or isTakeaway',
});
export type UpdateTableCartLineRequest = z.infer<typeof UpdateTableCartLineRequest>;

/** One line as every phone at the table sees it; money in cents, priced by the server on every read. */
export const TableCartLine = z.object({
  id: z.string(),
  dish: z.object({ id: z.string(), name: z.string(), altName: z.string().nullable() }),
  size: z.object({ id: z.string(), name: z.string(), price: z.number().int() }).nullable(),
  options: z.array(
    z.object({
      id: z.string(),
      groupId: z.string().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      price: z.number().int(),
    }),
  ),
  specialInstructions: z.string(),
  isTakeaway: z.boolean(),
  quantity: z.number().int(),
  /** null when the line cannot be ordered now (see problem). */
  subTotal: z.number().int().nullable(),
  lineTotal: z.number().int().nullable(),
  /** Why the line cannot be ordered now (off the menu, unavailable today...), else null. */
  problem: z.string().nullable(),
  addedBy: z.object({ dinerTag: z.string(), nickname: z.string() }),
});
export type TableCartLine = z.infer<typeof TableCartLine>;

/** The table's cart: what `tableCart` events carry and GET /tableCart answers. */
export const TableCartView = z.object({
  tableId: z.string(),
  /** Goes up on every change; a table checkout names the version it saw. */
  version: z.number().int(),
  lines: z.array(TableCartLine),
  /** Cents, of the lines that can be ordered. */
  subtotal: z.number().int(),
  count: z.number().int(),
  diners: z.array(
    z.object({
      dinerTag: z.string(),
      nickname: z.string(),
      subtotal: z.number().int(),
      count: z.number().int(),
    }),
  ),
  /** Someone is placing an order for these lines now: changes wait. */
  checkoutInProgress: z.boolean(),
  /** The last order placed from this cart (null when none): the phones show "ordered by ...". */
  lastOrder: z
    .object({
      reference: z.string(),
      orderNumber: z.string(),
      nickname: z.string(),
      scope: z.enum(TABLE_CART_SCOPES),
      placedAt: z.string(),
    })
    .nullable(),
  /**
   * Orders paid item by item wait here for the rest of the table (decision 0597): the kitchen gets the
   * round as one order when the cart is all ordered, or at sendsAt. Null when nothing waits. Optional:
   * an older server sends none.
   */
  round: z.object({ orders: z.number().int(), sendsAt: z.string() }).nullable().optional(),
});
export type TableCartView = z.infer<typeof TableCartView>;

/** The answer to the calls of one phone: the cart and the phone's own tag. */
export const TableCartResponse = TableCartView.extend({ you: z.string() });
export type TableCartResponse = z.infer<typeof TableCartResponse>;

/**
 * POST /tableCart/checkout: places one order from the table's cart (scope table: every line, at the
 * version the diner saw; scope mine: the diner's lines). The answer is POST /placeOrder's.
 */
export const TableCheckoutRequest = TableCartQuery.extend({
  nickname: DinerNickname,
  scope: z.enum(TABLE_CART_SCOPES),
  version: z.number().int().min(0),
  user: PlaceOrderUser,
  paymentType: z.string().max(30).nullish(),
  notes: z
    .string()
    .max(ORDER_LIMITS.notes)
    .nullish()
    .transform((v) => v ?? ''),
  verifyCode: z.string().max(10).nullish(),
  sid: z.string().max(100).nullish(),
  browser: z.string().max(500).nullish(),
  mobileModel: z.string().max(200).nullish(),
});
export type TableCheckoutRequest = z.infer<typeof TableCheckoutRequest>;

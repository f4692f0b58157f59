import { createHash } from 'node:crypto';
import {
  type AddTableCartLineRequest,
  checkoutClaimState,
  isTableCartExpired,
  mayChangeTableLine,
  mergeTableLine,
  TABLE_CART_MESSAGES,
  type TableCartResponse,
  type TableCartView,
  tableRoundSendsAt,
  tableTypeOf,
  type UpdateTableCartLineRequest,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newOrderedId } from '../../platform/ids';
import { type DinerContext, priceCartLines, tableNotFound } from '../online/diner-context';
import type { DinerContextCache } from '../online/diner-context-cache';
import type { TableRow } from '../online/online.repository';
import { findOrderByNumber } from '../orders/orders.repository';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { buildTableCartView, tableMenu } from './table-cart-view';
import {
  deleteCartLines,
  findCartLines,
  findTableCart,
  insertCartLine,
  lockTableCart,
  NO_CHECKOUT,
  type TableCartRow,
  touchCart,
  updateCartLine,
} from './table-carts.repository';
import {
  closeTableRound,
  countRoundOrders,
  deleteEmptyRound,
  findTableRound,
} from './table-rounds.repository';

/** The table a shared-cart call is about, in its restaurant's diner context. */
export interface TableCartScope {
  ctx: DinerContext;
  table: TableRow;
}

/** What the others see of a phone: a tag derived from its dinerId (the id itself is never stored). */
export const dinerTagOf = (dinerId: string): string =>
  createHash('sha256').update(`table-cart:${dinerId}`).digest('base64url').slice(0, 16);

export interface TableCartDeps {
  deps: AppDeps;
  contexts: DinerContextCache;
  realtime: RealtimePublisher;
}

/** The restaurant (group ordering on), the table (a dine-in table it has): else 403 / 400 / 404. */
export async function resolveTableCartScope(
  { deps, contexts }: TableCartDeps,
  menuId: string,
  tableId: string,
): Promise<TableCartScope> {
  const ctx = await contexts.get(menuId, deps.now());
  if (!ctx.restaurant.onlineSettings.isGroupOrderingEnabled)
    throw new AppError('FORBIDDEN', TABLE_CART_MESSAGES.disabled, { reason: 'groupOrderingOff' });
  if (tableTypeOf(tableId) !== 'dinein') throw new AppError('BAD_REQUEST', TABLE_CART_MESSAGES.tablesOnly);
  const table = ctx.tables.get(tableId);
  if (!table) throw tableNotFound();
  return { ctx, table };
}

/**
 * The cart row locked, tidied first: a stale checkout (its instance died) is settled — its lines go
 * if its order was placed — and an open cart idle for more than an hour loses its lines (decision 0552).
 */
export async function lockTidyCart(tx: DbOrTx, scope: TableCartScope, now: Date): Promise<TableCartRow> {
  let cart = await lockTableCart(tx, scope.ctx.row.id, scope.table.id);
  if (checkoutClaimState(cart.checkoutStartedAt, now) === 'stale' && cart.checkoutNumber) {
    const placed = await findOrderByNumber(tx, scope.ctx.row.id, cart.checkoutNumber);
    if (placed) {
      await deleteCartLines(tx, cart.id, cart.checkoutLineIds ?? []);
      await touchCart(tx, cart.id, now, {
        ...NO_CHECKOUT,
        ...lastOrderOf(cart, placed.id, now),
        ...(await roundAfterOrder(tx, cart, now)),
      });
    } else await touchCart(tx, cart.id, now, { ...NO_CHECKOUT, ...(await roundAfterRefusal(tx, cart)) });
    cart = await lockTableCart(tx, scope.ctx.row.id, scope.table.id);
  }
  if (!cart.checkoutStartedAt && isTableCartExpired(cart.updatedAt, now)) {
    const lines = await findCartLines(tx, cart.id);
    if (lines.length > 0) {
      await deleteCartLines(tx, cart.id);
      await touchCart(tx, cart.id, now);
      cart = await lockTableCart(tx, scope.ctx.row.id, scope.table.id);
    }
  }
  return cart;
}

/**
 * After a checkout placed its order (decision 0597): when nothing of the table is left to order, the
 * cart's round closes (its held orders go to the kitchen as one) and the next orders start a new one.
 */
export async function roundAfterOrder(tx: DbOrTx, cart: TableCartRow, now: Date) {
  if (!cart.roundId) return {};
  if ((await findCartLines(tx, cart.id)).length > 0) return {};
  await closeTableRound(tx, cart.roundId, now);
  return { roundId: null };
}

/** After a refused checkout: a round it opened with no order in it is dropped (its wait starts later). */
export async function roundAfterRefusal(tx: DbOrTx, cart: TableCartRow) {
  if (!cart.roundId || (await countRoundOrders(tx, cart.roundId)) > 0) return {};
  await deleteEmptyRound(tx, cart.roundId);
  return { roundId: null };
}

/** The last-order fields of a cart whose claimed checkout placed order `orderId`. */
export function lastOrderOf(cart: TableCartRow, orderId: string, now: Date) {
  return {
    lastOrderId: orderId,
    lastOrderNumber: cart.checkoutNumber,
    lastOrderNickname: cart.checkoutNickname,
    lastOrderScope: cart.checkoutScope,
    lastOrderAt: now,
  };
}

/** The cart as it is now (nothing written: an idle cart reads as empty until the next change). */
export async function readTableCart(deps: AppDeps, scope: TableCartScope): Promise<TableCartView> {
  const db = deps.database.db;
  const now = deps.now();
  const cart = await findTableCart(db, scope.ctx.row.id, scope.table.id);
  const expired = cart && !cart.checkoutStartedAt && isTableCartExpired(cart.updatedAt, now);
  const lines = cart && !expired ? await findCartLines(db, cart.id) : [];
  const view = buildTableCartView(
    scope.ctx,
    await tableMenu(db, scope.ctx),
    scope.table.tableNumber,
    cart,
    lines,
    now,
  );
  // Orders paid item by item waiting for the rest of the table (decision 0597).
  const round = cart?.roundId ? await findTableRound(db, cart.roundId) : undefined;
  const waiting = round && !round.sentAt ? await countRoundOrders(db, round.id) : 0;
  return {
    ...view,
    round:
      round && waiting > 0
        ? { orders: waiting, sendsAt: tableRoundSendsAt(round.openedAt).toISOString() }
        : null,
  };
}

/** Reads the cart after a change and tells every phone at the table (after the commit). */
export async function publishTableCart(d: TableCartDeps, scope: TableCartScope): Promise<TableCartView> {
  const view = await readTableCart(d.deps, scope);
  await d.realtime.publish(scope.ctx.row.id, { event: 'tableCart', data: view });
  return view;
}

const inProgress = () =>
  new AppError('CONFLICT', TABLE_CART_MESSAGES.checkoutInProgress, { reason: 'checkoutInProgress' });

/** POST /tableCart/lines: priced now (refused if it cannot be ordered), merged into the diner's same line. */
export async function addTableCartLine(
  d: TableCartDeps,
  body: AddTableCartLineRequest,
): Promise<TableCartResponse> {
  const scope = await resolveTableCartScope(d, body.menuId, body.tableId);
  const now = d.deps.now();
  const menu = await tableMenu(d.deps.database.db, scope.ctx);
  if (!menu) throw new AppError('NOT_FOUND', 'The menu is not published.');
  const priced = priceCartLines(scope.ctx, menu, [body.item], 'dinein', now);
  if (!priced.ok) throw new AppError('BAD_REQUEST', priced.message, { reason: 'items' });
  const tag = dinerTagOf(body.dinerId);
  const item = body.item;
  const key = {
    dinerTag: tag,
    dishId: item.dish.id,
    sizeId: item.size?.id ?? null,
    options: item.options.map((o) => ({ id: o.id, groupId: o.groupId ?? null, quantity: o.quantity })),
    specialInstructions: item.specialInstructions.trim(),
    isTakeaway: item.isTakeaway,
  };
  await d.deps.database.db.transaction(async (tx) => {
    const cart = await lockTidyCart(tx, scope, now);
    if (cart.checkoutStartedAt) throw inProgress();
    const lines = await findCartLines(tx, cart.id);
    const merge = mergeTableLine(
      lines.map((l) => ({ ...l, options: l.options })),
      { ...key, quantity: item.quantity },
    );
    if (!merge.ok) throw new AppError('BAD_REQUEST', merge.message);
    if (merge.kind === 'merged')
      await updateCartLine(tx, cart.id, merge.line.id, {
        quantity: merge.line.quantity,
        nickname: body.nickname,
      });
    else
      await insertCartLine(tx, {
        // Time-ordered: lines added at one instant keep the order they were added in.
        id: newOrderedId(),
        cartId: cart.id,
        nickname: body.nickname,
        quantity: item.quantity,
        createdAt: now,
        ...key,
      });
    await touchCart(tx, cart.id, now);
  });
  return { ...(await publishTableCart(d, scope)), you: tag };
}

/** POST /tableCart/lines/update: the diner's own line only; quantity 0 removes it. */
export async function updateTableCartLine(
  d: TableCartDeps,
  body: UpdateTableCartLineRequest,
): Promise<TableCartResponse> {
  const scope = await resolveTableCartScope(d, body.menuId, body.tableId);
  const now = d.deps.now();
  const tag = dinerTagOf(body.dinerId);
  await d.deps.database.db.transaction(async (tx) => {
    const cart = await lockTidyCart(tx, scope, now);
    if (cart.checkoutStartedAt) throw inProgress();
    const line = (await findCartLines(tx, cart.id)).find((l) => l.id === body.lineId);
    if (!line) throw new AppError('NOT_FOUND', TABLE_CART_MESSAGES.lineNotFound);
    if (!mayChangeTableLine(line, tag)) throw new AppError('FORBIDDEN', TABLE_CART_MESSAGES.notYourLine);
    if (body.quantity === 0) await deleteCartLines(tx, cart.id, [line.id]);
    else
      await updateCartLine(tx, cart.id, line.id, {
        ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
        ...(body.isTakeaway !== undefined ? { isTakeaway: body.isTakeaway } : {}),
      });
    await touchCart(tx, cart.id, now);
  });
  return { ...(await publishTableCart(d, scope)), you: tag };
}

import { SAVED_CART_MAX_AGE_MS } from '../cart/cart';

/**
 * One order for the whole table (issue 32, decision 0550): the rules of a table's shared cart, held on
 * the server. Pure functions: the server applies them under the cart's row lock, the phones use them
 * for display only.
 */

/** An open table cart left untouched this long is discarded, like a saved cart of diner.md §4 (1 hour). */
export const TABLE_CART_MAX_IDLE_MS = SAVED_CART_MAX_AGE_MS;
/** A checkout that neither finished nor failed within this time (a crashed instance) may be taken over. */
export const TABLE_CART_CHECKOUT_CLAIM_MS = 2 * 60 * 1000;
// No zod here (the diner menu's first download reads these rules): the two limits below equal
// ORDER_LIMITS.itemsPerOrder and ORDER_LIMITS.lineQuantity of order.contract.ts (a test keeps them so).
/** At most this many lines in a table's cart: what one order may hold. */
export const TABLE_CART_MAX_LINES = 100;
/** At most this many of one line. */
export const TABLE_CART_MAX_LINE_QUANTITY = 999;
/** The longest name a diner shows the table. */
export const DINER_NICKNAME_MAX = 30;

export const TABLE_CART_SCOPES = ['table', 'mine'] as const;
/** table: one diner orders every line of the table; mine: a diner orders (and pays) their own lines. */
export type TableCartScope = (typeof TABLE_CART_SCOPES)[number];

/** Texts of the shared cart's refusals (ours: the spec has no group ordering). */
export const TABLE_CART_MESSAGES = {
  disabled: 'Ordering together is not available at this restaurant.',
  tablesOnly: 'Ordering together is only available at a table.',
  lineNotFound: 'This dish is no longer in the table’s cart.',
  notYourLine: 'Only the person who added this dish can change it.',
  checkoutInProgress: 'Someone at your table is placing the order. Please wait a moment.',
  cartChanged: 'The table’s cart has just changed. Please check it and try again.',
  nothingToOrder: 'There is nothing of yours in the table’s cart.',
  tooManyLines: `The table’s cart can hold at most ${TABLE_CART_MAX_LINES} dishes.`,
  tooMany: `A dish can be ordered at most ${TABLE_CART_MAX_LINE_QUANTITY} times.`,
} as const;

/** What makes two lines the same line: who added it and what was chosen (prices are the server's). */
export interface TableLineKey {
  dinerTag: string;
  dishId: string;
  sizeId: string | null;
  options: readonly { id: string; quantity: number }[];
  specialInstructions: string;
  isTakeaway: boolean;
}

export interface TableLine extends TableLineKey {
  id: string;
  quantity: number;
}

const optionsKey = (options: TableLineKey['options']): string =>
  options
    .map((o) => `${o.id}:${o.quantity}`)
    .sort()
    .join(',');

/**
 * diner.md §4's merge rule, per diner: adding merges into an identical line of the same diner (same
 * dish, size, options, instructions, takeaway flag); lines of two diners never merge, so each keeps
 * "who added what" and can pay their own.
 */
export function isSameTableLine(a: TableLineKey, b: TableLineKey): boolean {
  return (
    a.dinerTag === b.dinerTag &&
    a.dishId === b.dishId &&
    (a.sizeId ?? null) === (b.sizeId ?? null) &&
    a.specialInstructions.trim() === b.specialInstructions.trim() &&
    a.isTakeaway === b.isTakeaway &&
    optionsKey(a.options) === optionsKey(b.options)
  );
}

export type MergeResult<L extends TableLine> =
  | { ok: true; kind: 'merged'; line: L }
  | { ok: true; kind: 'added' }
  | { ok: false; message: string };

/** Where an added line goes: into the diner's identical line (quantities add up) or a new line. */
export function mergeTableLine<L extends TableLine>(
  lines: readonly L[],
  added: TableLineKey & { quantity: number },
): MergeResult<L> {
  const same = lines.find((line) => isSameTableLine(line, added));
  if (same) {
    const quantity = same.quantity + added.quantity;
    if (quantity > TABLE_CART_MAX_LINE_QUANTITY) return { ok: false, message: TABLE_CART_MESSAGES.tooMany };
    return { ok: true, kind: 'merged', line: { ...same, quantity } };
  }
  if (lines.length >= TABLE_CART_MAX_LINES) return { ok: false, message: TABLE_CART_MESSAGES.tooManyLines };
  return { ok: true, kind: 'added' };
}

/** A diner changes (quantity, takeaway) or removes only the lines they added. */
export const mayChangeTableLine = (line: Pick<TableLine, 'dinerTag'>, dinerTag: string): boolean =>
  line.dinerTag === dinerTag;

/** An open cart untouched for more than an hour is discarded (its lines go) when next read or changed. */
export const isTableCartExpired = (updatedAt: Date, now: Date): boolean =>
  now.getTime() - updatedAt.getTime() > TABLE_CART_MAX_IDLE_MS;

/** The lines a checkout orders: every line for the table, or the diner's own. */
export function linesForCheckout<L extends Pick<TableLine, 'dinerTag'>>(
  lines: readonly L[],
  scope: TableCartScope,
  dinerTag: string,
): L[] {
  return scope === 'table' ? [...lines] : lines.filter((line) => line.dinerTag === dinerTag);
}

/**
 * A table's kitchen round (decision 0597): orders its diners pay for one by one are held from the
 * kitchen until the cart is all ordered, or this long after the round's first order — then the kitchen
 * gets them as one docket and one ticket; dishes still in the cart go in a later round.
 */
export const TABLE_ROUND_WAIT_MS = 10 * 60 * 1000;

/** When a round opened at `openedAt` goes to the kitchen at the latest. */
export const tableRoundSendsAt = (openedAt: Date): Date => new Date(openedAt.getTime() + TABLE_ROUND_WAIT_MS);

/**
 * Whether a round goes to the kitchen now: it is closed (nothing of the table is left to order) or its
 * wait is over; and, before the wait is over, none of its orders still waits for its online payment.
 * Staff sending it from the POS (staffSentAt, decision 0600) ends its wait at once.
 */
export function isTableRoundDue(
  round: { openedAt: Date; closedAt: Date | null; staffSentAt?: Date | null },
  now: Date,
  paymentsPending: number,
): boolean {
  if (round.staffSentAt) return true;
  if (now.getTime() >= tableRoundSendsAt(round.openedAt).getTime()) return true;
  return round.closedAt !== null && paymentsPending === 0;
}

/** A checkout in progress: free (none), running (others must wait) or stale (may be taken over). */
export function checkoutClaimState(startedAt: Date | null, now: Date): 'free' | 'running' | 'stale' {
  if (!startedAt) return 'free';
  return now.getTime() - startedAt.getTime() > TABLE_CART_CHECKOUT_CLAIM_MS ? 'stale' : 'running';
}

/** Each diner's share of the cart (cents), in the order they first added something. */
export function dinerShares(
  lines: readonly { dinerTag: string; nickname: string; lineTotal: number | null }[],
): { dinerTag: string; nickname: string; subtotal: number; count: number }[] {
  const byDiner = new Map<string, { dinerTag: string; nickname: string; subtotal: number; count: number }>();
  for (const line of lines) {
    const share = byDiner.get(line.dinerTag) ?? {
      dinerTag: line.dinerTag,
      nickname: line.nickname,
      subtotal: 0,
      count: 0,
    };
    share.subtotal += line.lineTotal ?? 0;
    share.count += 1;
    share.nickname = line.nickname;
    byDiner.set(line.dinerTag, share);
  }
  return [...byDiner.values()];
}

/** Whether the diners of a table share one cart: group ordering on, and a dine-in table (not takeaway...). */
export const isGroupOrderingAt = (
  settings: { isGroupOrderingEnabled: boolean },
  table: { type: string } | null | undefined,
): boolean => settings.isGroupOrderingEnabled && table?.type === 'dinein';

import { isTableRoundDue, sortAllergens, TABLE_ROUND_WAIT_MS } from '@rpos/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menus, orders, printRequests, tableCarts, tableRounds } from '../../db/schema';
import { loadOrderForPrint, type OrderPrintData } from './print-order.repository';

/**
 * A table's kitchen round at the print queue (decision 0597). The orders a table's diners pay one by
 * one (table carts) are held ('held' print requests) until the round is due — nothing left to order
 * and no payment pending, or its wait over — and then the first of its requests the queue takes prints
 * ONE docket with every order of the round it could take, naming who ordered what; the round
 * remembers them (printed_order_ids), so the others print nothing and an order accepted later (its
 * payment came after the round went) prints alone.
 */
export type RoundPlan =
  | { kind: 'alone' }
  | { kind: 'hold' }
  | { kind: 'printed' }
  | { kind: 'together'; data: OrderPrintData };

/**
 * Held requests of due rounds go back to the queue: every round whose wait is over (each run, before
 * it plans), or the one round staff sent now (`roundId`, decision 0600: its staff_sent_at makes it due
 * as if its wait were over). Answers how many requests went back.
 */
export async function releaseDueRounds(tx: DbOrTx, now: Date, roundId?: string): Promise<number> {
  const before = new Date(now.getTime() - TABLE_ROUND_WAIT_MS).toISOString();
  const oneRound = roundId ? sql`and r.id = ${roundId}` : sql``;
  const released = (await tx.execute(sql`update print_requests set status = 'pending'
    where status = 'held' and order_id in (
      select o.id from orders o join table_rounds r on r.id = o.table_round_id
      where r.sent_at is null and (r.opened_at <= ${before}::timestamptz or r.staff_sent_at is not null)
      ${oneRound})
    returning order_id`)) as unknown as { rows: unknown[] };
  return released.rows.length;
}

/** The queue's run: rounds whose wait is over (or staff sent) go (decision 0597). */
export const releaseOverdueRounds = (tx: DbOrTx, now: Date): Promise<number> => releaseDueRounds(tx, now);

/** What printing an order of a round does now (in the planner's transaction, the round row locked). */
export async function planRound(tx: DbOrTx, data: OrderPrintData, now: Date): Promise<RoundPlan> {
  const roundId = data.order.tableRoundId;
  if (!roundId) return { kind: 'alone' };
  const [round] = await tx.select().from(tableRounds).where(eq(tableRounds.id, roundId)).for('update');
  if (!round) return { kind: 'alone' };
  if (round.sentAt)
    return round.printedOrderIds?.includes(data.order.id) ? { kind: 'printed' } : { kind: 'alone' };
  const [pending] = await tx
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.tableRoundId, roundId), eq(orders.status, 'pendingPayment')));
  if (!isTableRoundDue(round, now, pending?.n ?? 0)) {
    await tx.update(printRequests).set({ status: 'held' }).where(eq(printRequests.orderId, data.order.id));
    return { kind: 'hold' };
  }
  // The round's other accepted orders whose requests no other worker holds (one it holds prints alone).
  const taken = (await tx.execute(sql`select pr.order_id from print_requests pr
      join orders o on o.id = pr.order_id
      where o.table_round_id = ${roundId} and pr.status in ('held', 'pending') and pr.order_id <> ${data.order.id}
      order by o.order_time, o.order_number
      for update of pr skip locked`)) as unknown as { rows: { order_id: string }[] };
  const otherIds = taken.rows.map((r) => r.order_id);
  const ids = [data.order.id, ...otherIds];
  if (otherIds.length > 0)
    await tx
      .update(printRequests)
      .set({ status: 'done', processedAt: now })
      .where(inArray(printRequests.orderId, otherIds));
  await tx
    .update(tableRounds)
    .set({ sentAt: now, leadOrderId: data.order.id, printedOrderIds: ids })
    .where(eq(tableRounds.id, roundId));
  // The table's next orders start a round of their own.
  await tx.update(tableCarts).set({ roundId: null }).where(eq(tableCarts.roundId, roundId));
  const others: OrderPrintData[] = [];
  for (const id of otherIds) {
    const other = await loadOrderForPrint(tx, id);
    if (other) others.push(other);
  }
  return { kind: 'together', data: await mergeRound(tx, data, others) };
}

/** One order's print data holding every order of the round: each line says whose it is. */
async function mergeRound(
  tx: DbOrTx,
  lead: OrderPrintData,
  others: OrderPrintData[],
): Promise<OrderPrintData> {
  if (others.length === 0) return lead;
  const all = [lead, ...others];
  const declared = sortAllergens([...new Set(all.flatMap((d) => d.order.allergens))]);
  const names = [...new Set(all.map((d) => d.order.customerName.trim()).filter(Boolean))];
  const notes = all
    .filter((d) => d.order.notes?.trim())
    .map((d) => (all.length > 1 ? `${d.order.customerName}: ${d.order.notes}` : d.order.notes));
  let customAllergens = lead.customAllergens;
  if (declared.length > 0 && customAllergens.length === 0) {
    const [menu] = await tx
      .select({ custom: menus.customAllergens })
      .from(menus)
      .where(eq(menus.id, lead.order.menuId));
    customAllergens = menu?.custom ?? [];
  }
  const linkKey = (l: OrderPrintData['links'][number]) => `${l.itemId}:${l.categoryId}`;
  const links = new Map(all.flatMap((d) => d.links.map((l) => [linkKey(l), l] as const)));
  const items = new Map(all.flatMap((d) => d.items.map((i) => [i.id, i] as const)));
  return {
    ...lead,
    order: {
      ...lead.order,
      customerName: names.join(', '),
      allergens: declared,
      notes: notes.length > 0 ? notes.join(' · ') : null,
      subtotal: all.reduce((s, d) => s + d.order.subtotal, 0),
      discountTotal: all.reduce((s, d) => s + d.order.discountTotal, 0),
      surchargeTotal: all.reduce((s, d) => s + d.order.surchargeTotal, 0),
      total: all.reduce((s, d) => s + d.order.total, 0),
      surcharges: all.flatMap((d) => d.order.surcharges),
    },
    lines: all.flatMap((d) => d.lines),
    options: all.flatMap((d) => d.options),
    items: [...items.values()],
    links: [...links.values()],
    customAllergens,
    round: {
      orderNumbers: all.map((d) => d.order.orderNumber),
      lineDiner: new Map(all.flatMap((d) => d.lines.map((l) => [l.id, d.order.customerName] as const))),
      lineDeclared: new Map(all.flatMap((d) => d.lines.map((l) => [l.id, d.order.allergens] as const))),
    },
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentWebhookEvents } from '../../db/schema';

export type WebhookEventRow = typeof paymentWebhookEvents.$inferSelect;

/** Stores an event unless (provider, eventId) is known; true when this call stored it. */
export async function insertWebhookEventOnce(
  db: DbOrTx,
  row: typeof paymentWebhookEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentWebhookEvents.id });
  return rows.length === 1;
}

/** The event row, locked until the transaction ends (one delivery processes it at a time). */
export async function lockWebhookEvent(
  tx: DbOrTx,
  provider: WebhookEventRow['provider'],
  eventId: string,
): Promise<WebhookEventRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)))
    .for('update');
  return row;
}

export async function markWebhookEventProcessed(
  tx: DbOrTx,
  id: string,
  at: Date,
  note: string | null,
): Promise<void> {
  await tx
    .update(paymentWebhookEvents)
    .set({
      processed: true,
      processedAt: at,
      lastError: note,
      attempts: sql`${paymentWebhookEvents.attempts} + 1`,
    })
    .where(eq(paymentWebhookEvents.id, id));
}

export async function recordWebhookEventError(db: DbOrTx, id: string, error: string): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set({ lastError: error.slice(0, 500), attempts: sql`${paymentWebhookEvents.attempts} + 1` })
    .where(eq(paymentWebhookEvents.id, id));
}

export async function findWebhookEvent(
  db: DbOrTx,
  provider: WebhookEventRow['provider'],
  eventId: string,
): Promise<WebhookEventRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
  return row;
}

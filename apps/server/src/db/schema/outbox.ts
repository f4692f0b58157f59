import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the product sends. With the default (offline) transports this table is the
 * delivery: admins read it on the Outbox page. With a real transport it is the send log.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    transport: text('transport').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    restaurantId: text('restaurant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** Errors the web app reports (POST /utils/logError): UI crashes and payment failures. */
export const clientErrors = pgTable('client_errors', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  details: jsonb('details'),
  clientId: text('client_id'),
  websiteVersion: text('website_version'),
  userAgent: text('user_agent'),
  path: text('path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

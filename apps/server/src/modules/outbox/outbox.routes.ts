import { OutboxListQuery, OutboxListResponse, OutboxMessage } from '@rpos/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffOnly } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { findOutboxMessage, listOutboxMessages, type OutboxRow } from './outbox.repository';

function toOutboxMessage(row: OutboxRow): OutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    body: row.body,
    html: row.html,
    attachments: (row.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
    transport: row.transport,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The developer's window on e-mail and SMS: admin only. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = staffOnly({ roles: ['admin'] });

  app.get(
    '/outbox',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['outbox'],
        summary: 'E-mails and SMS sent, newest first',
        querystring: OutboxListQuery,
        response: { 200: OutboxListResponse },
      },
    },
    async (request) => {
      const { page, pageSize, channel } = request.query;
      const { rows, total } = await listOutboxMessages(app.deps.database.db, {
        limit: pageSize,
        offset: page * pageSize,
        channel,
      });
      return { messages: rows.map(toOutboxMessage), total };
    },
  );

  app.get(
    '/outbox/:id',
    {
      preHandler: adminOnly,
      schema: {
        tags: ['outbox'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: OutboxMessage },
      },
    },
    async (request) => {
      const row = await findOutboxMessage(app.deps.database.db, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Message not found');
      return toOutboxMessage(row);
    },
  );
};

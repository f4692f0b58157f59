import { z } from 'zod';

/** POST /utils/logError: UI crashes and payment failures reported by the web app. */
export const LogErrorRequest = z.object({
  title: z.string().trim().min(1).max(200),
  message: z.string().max(5000),
  /** Payload and response of a failed payment call, the component stack of a crash... */
  details: z.unknown().optional(),
  path: z.string().max(500).optional(),
});
export type LogErrorRequest = z.infer<typeof LogErrorRequest>;

export const OutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  html: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  transport: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxListQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  channel: z.enum(['email', 'sms']).optional(),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

export const OutboxListResponse = z.object({ messages: z.array(OutboxMessage), total: z.number() });
export type OutboxListResponse = z.infer<typeof OutboxListResponse>;

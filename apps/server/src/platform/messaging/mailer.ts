import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { insertOutboxMessage } from '../../modules/outbox/outbox.repository';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  restaurantId?: string | null;
}

/** Sends e-mail. Every message is also recorded in the outbox table. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/** Writes an e-mail's outbox row: the delivery itself offline, the send log with SMTP. */
async function recordEmail(
  db: Db,
  m: MailMessage,
  outcome: { transport: Mailer['transport']; status: 'stored' | 'sent' | 'failed'; error?: string | null },
): Promise<void> {
  await insertOutboxMessage(db, {
    channel: 'email',
    recipient: m.to,
    subject: m.subject,
    body: m.text,
    html: m.html ?? null,
    attachments: m.attachments ?? null,
    restaurantId: m.restaurantId ?? null,
    error: outcome.error ?? null,
    transport: outcome.transport,
    status: outcome.status,
  });
}

/** The offline default: the outbox is the delivery; admins read it on the Outbox page. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    send: (m) => recordEmail(db, m, { transport: 'outbox', status: 'stored' }),
  };
}

/** Real delivery through SMTP (nodemailer); the outbox keeps a log of what was sent or failed. */
export function createSmtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(m) {
      let status: 'sent' | 'failed' = 'sent';
      let error: string | null = null;
      try {
        await transporter.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          attachments: m.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        });
      } catch (err) {
        status = 'failed';
        error = err instanceof Error ? err.message : String(err);
      }
      await recordEmail(db, m, { transport: 'smtp', status, error });
      if (error) throw new Error(`E-mail to ${m.to} failed: ${error}`);
    },
  };
}

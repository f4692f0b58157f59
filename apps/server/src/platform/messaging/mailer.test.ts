import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMessages } from '../../modules/outbox/outbox.repository';
import { buildTestApp } from '../../test/test-app';
import { createOutboxMailer, createSmtpMailer } from './mailer';

const t = await buildTestApp();

/** A real SMTP server on loopback that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => smtp.close(() => ok())));

describe('mailer', () => {
  it('the outbox mailer stores the message as delivered for the Outbox page', async () => {
    await createOutboxMailer(t.db).send({ to: 'a@example.com', subject: 'Hello', text: 'Body' });
    const { rows } = await listOutboxMessages(t.db, { limit: 10, offset: 0 });
    expect(rows[0]).toMatchObject({ recipient: 'a@example.com', transport: 'outbox', status: 'stored' });
  });

  it('the SMTP mailer delivers through a real SMTP server and logs it as sent', async () => {
    const mailer = createSmtpMailer(t.db, `smtp://127.0.0.1:${port}`, 'Restaurant POS <no-reply@rpos.test>');
    await mailer.send({
      to: 'diner@example.com',
      subject: 'Your booking',
      text: 'See you soon',
      attachments: [
        {
          filename: 'booking.ics',
          contentType: 'text/calendar',
          content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
        },
      ],
    });
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@rpos.test');
    expect(mail.to).toEqual(['diner@example.com']);
    expect(mail.data).toContain('Subject: Your booking');
    expect(mail.data).toContain('booking.ics');
    const { rows } = await listOutboxMessages(t.db, { limit: 1, offset: 0 });
    expect(rows[0]).toMatchObject({
      recipient: 'diner@example.com',
      transport: 'smtp',
      status: 'sent',
      error: null,
    });
  });

  it('a failed SMTP delivery is logged as failed and reported to the caller', async () => {
    // Nothing listens on port 1 of loopback: the connection is refused.
    const mailer = createSmtpMailer(t.db, 'smtp://127.0.0.1:1', 'no-reply@rpos.test');
    await expect(mailer.send({ to: 'x@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      /x@example.com/,
    );
    const { rows } = await listOutboxMessages(t.db, { limit: 1, offset: 0 });
    expect(rows[0]).toMatchObject({ recipient: 'x@example.com', transport: 'smtp', status: 'failed' });
    expect(rows[0]!.error).toBeTruthy();
  });
});

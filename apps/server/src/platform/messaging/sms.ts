import type { Db } from '../../db/client';
import { insertOutboxMessage } from '../../modules/outbox/outbox.repository';

/** Sends text messages. The offline default stores them in the outbox for admins to read. */
export interface SmsSender {
  readonly transport: 'outbox';
  send(message: { to: string; text: string; restaurantId?: string | null }): Promise<void>;
}

export function createOutboxSms(db: Db): SmsSender {
  return {
    transport: 'outbox',
    async send(m) {
      await insertOutboxMessage(db, {
        channel: 'sms',
        recipient: m.to,
        body: m.text,
        transport: 'outbox',
        status: 'stored',
        restaurantId: m.restaurantId ?? null,
      });
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  clearQueueTicket,
  QUEUE_TICKET_MAX_AGE_MS,
  queueTicketKey,
  readQueueTicket,
  saveQueueTicket,
} from './queue-ticket-storage';

const ticket = { token: 'secret-token-123', reference: '007', savedAt: 1_000_000 };

describe('the queue ticket in local storage', () => {
  it('keeps one ticket per restaurant, matched case-insensitively', () => {
    saveQueueTicket('GoldenDragon', ticket);
    expect(localStorage.getItem('rpos.queue.goldendragon')).not.toBeNull();
    expect(readQueueTicket('goldendragon', ticket.savedAt + 1000)).toEqual(ticket);
    expect(readQueueTicket('bondibites', ticket.savedAt + 1000)).toBeNull();
  });

  it('drops a ticket older than a day, one from the future and an unreadable one', () => {
    saveQueueTicket('goldendragon', ticket);
    expect(readQueueTicket('goldendragon', ticket.savedAt + QUEUE_TICKET_MAX_AGE_MS)).toBeNull();
    expect(localStorage.getItem(queueTicketKey('goldendragon'))).toBeNull();
    saveQueueTicket('goldendragon', ticket);
    expect(readQueueTicket('goldendragon', ticket.savedAt - 1)).toBeNull();
    localStorage.setItem(queueTicketKey('goldendragon'), '{not json');
    expect(readQueueTicket('goldendragon')).toBeNull();
    localStorage.setItem(queueTicketKey('goldendragon'), JSON.stringify({ token: 1 }));
    expect(readQueueTicket('goldendragon')).toBeNull();
  });

  it('clears the ticket when the diner starts again', () => {
    saveQueueTicket('goldendragon', ticket);
    clearQueueTicket('goldendragon');
    expect(readQueueTicket('goldendragon', ticket.savedAt + 1)).toBeNull();
  });
});

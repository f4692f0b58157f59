import { describe, expect, it } from 'vitest';
import { QUEUE_MESSAGES, queueEntryError, queueOrder, waitingMinutes } from './queue-rules';

describe('queue rules', () => {
  it('checks name, guests and mobile', () => {
    const ok = { name: 'Ada', guestNum: 2, phoneNumber: '0412345678' };
    expect(queueEntryError(ok)).toBeNull();
    expect(queueEntryError({ ...ok, name: ' ' })).toBe(QUEUE_MESSAGES.name);
    expect(queueEntryError({ ...ok, guestNum: 0 })).toBe(QUEUE_MESSAGES.guests);
    expect(queueEntryError({ ...ok, guestNum: '3' })).toBeNull();
    expect(queueEntryError({ ...ok, phoneNumber: '041234' })).toBe('The mobile number is invalid');
  });

  it('waits the parties ahead times the minutes per party', () => {
    expect(waitingMinutes(0, 10)).toBe(0);
    expect(waitingMinutes(3, 12)).toBe(36);
  });

  it('orders by joining time and skips parties no longer waiting', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 2, 2, 0, m));
    const order = queueOrder(
      [
        { id: 'c', status: 'waiting' as const, joinedAt: at(3) },
        { id: 'a', status: 'seated' as const, joinedAt: at(1) },
        { id: 'b', status: 'called' as const, joinedAt: at(2) },
        { id: 'd', status: 'removed' as const, joinedAt: at(4) },
        { id: 'e', status: 'waiting' as const, joinedAt: at(5) },
      ],
      10,
    );
    expect(order.map((e) => [e.id, e.position, e.waitingMinutes])).toEqual([
      ['a', null, 0],
      ['b', 1, 0],
      ['c', 2, 10],
      ['d', null, 0],
      ['e', 3, 20],
    ]);
  });
});

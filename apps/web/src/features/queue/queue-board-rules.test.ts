import { QUEUE_MESSAGES, type QueueEntry } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import {
  activeCount,
  averageMinutesError,
  boardRows,
  minutesWaited,
  queueActionsFor,
} from './queue-board-rules';

const entry = (id: string, joinedAt: string, status: QueueEntry['status'] = 'waiting'): QueueEntry => ({
  id,
  reference: id,
  name: `Party ${id}`,
  guestNum: 2,
  phoneNumber: '0412345678',
  status,
  position: null,
  waitingMinutes: 0,
  joinedAt,
  calledAt: null,
});

describe('queue board rules', () => {
  it('accepts whole average minutes from 1 to 240 only', () => {
    expect(averageMinutesError('1')).toBeNull();
    expect(averageMinutesError(' 240 ')).toBeNull();
    for (const bad of ['', '0', '241', '7.5', '-3', 'ten'])
      expect(averageMinutesError(bad), bad).toBe(QUEUE_MESSAGES.averageMinutes);
  });

  it('counts whole minutes waited, never below zero', () => {
    const joined = '2026-03-02T10:00:00.000Z';
    const at = Date.parse(joined);
    expect(minutesWaited(joined, at + 59_000)).toBe(0);
    expect(minutesWaited(joined, at + 12 * 60_000 + 30_000)).toBe(12);
    expect(minutesWaited(joined, at - 60_000)).toBe(0);
    expect(minutesWaited('not a date', at)).toBe(0);
  });

  it('offers call, seat and remove while the party is in the queue, nothing after', () => {
    expect(queueActionsFor('waiting')).toEqual(['call', 'seat', 'remove']);
    expect(queueActionsFor('called')).toEqual(['call', 'seat', 'remove']);
    expect(queueActionsFor('seated')).toEqual([]);
    expect(queueActionsFor('removed')).toEqual([]);
  });

  it('orders rows by joining time and hides finished parties unless asked', () => {
    const entries = [
      entry('002', '2026-03-02T10:05:00Z', 'called'),
      entry('001', '2026-03-02T10:00:00Z', 'seated'),
      entry('003', '2026-03-02T10:07:00Z'),
      entry('004', '2026-03-02T10:09:00Z', 'removed'),
    ];
    expect(boardRows(entries, false).map((e) => e.id)).toEqual(['002', '003']);
    expect(boardRows(entries, true).map((e) => e.id)).toEqual(['001', '002', '003', '004']);
    expect(activeCount(entries)).toBe(2);
  });
});

import { QUEUE_MESSAGES, type QueueEntry, type QueueStatus } from '@rpos/domain';
import { isFinalStatus } from './queue-status';

/** The range PUT /queueSettings accepts for the average minutes per party (decision 0072). */
export const AVERAGE_MINUTES_MIN = 1;
export const AVERAGE_MINUTES_MAX = 240;

export type QueueAction = 'call' | 'seat' | 'remove';

/** The average-minutes field's message, or null when the value is a whole number from 1 to 240. */
export function averageMinutesError(value: string): string | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return QUEUE_MESSAGES.averageMinutes;
  const minutes = Number(text);
  return minutes >= AVERAGE_MINUTES_MIN && minutes <= AVERAGE_MINUTES_MAX
    ? null
    : QUEUE_MESSAGES.averageMinutes;
}

/** Whole minutes since the party joined (never negative, whatever the clocks say). */
export function minutesWaited(joinedAt: string, now: number): number {
  const joined = Date.parse(joinedAt);
  if (Number.isNaN(joined)) return 0;
  return Math.max(0, Math.floor((now - joined) / 60_000));
}

/** Staff can call (again), seat or remove a party still in the queue; nothing once it has left. */
export function queueActionsFor(status: QueueStatus): QueueAction[] {
  return isFinalStatus(status) ? [] : ['call', 'seat', 'remove'];
}

/** The board's rows: the queue in joining order; seated and removed parties only when asked for. */
export function boardRows(entries: readonly QueueEntry[], showFinished: boolean): QueueEntry[] {
  const ordered = [...entries].sort((a, b) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt));
  return showFinished ? ordered : ordered.filter((e) => !isFinalStatus(e.status));
}

/** Parties still waiting or called. */
export const activeCount = (entries: readonly QueueEntry[]): number =>
  entries.filter((e) => !isFinalStatus(e.status)).length;

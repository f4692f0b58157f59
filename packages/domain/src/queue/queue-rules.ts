import { isValidMobile } from '../orders/order-types';

/** Queue entry statuses (ours, decision 0071): waiting, called (SMS sent), then seated or removed. */
export const QUEUE_STATUSES = ['waiting', 'called', 'seated', 'removed'] as const;
type QueueStatus = (typeof QUEUE_STATUSES)[number];
/** Entries still in the queue (ahead of later ones). */
export const QUEUE_ACTIVE_STATUSES: readonly QueueStatus[] = ['waiting', 'called'];
/** Minutes per party ahead when the restaurant has set none (decision 0072). */
export const DEFAULT_MINUTES_PER_PARTY = 10;
export const QUEUE_GUESTS_MAX = 99;
export const QUEUE_NAME_MAX = 60;

export const QUEUE_MESSAGES = {
  name: 'Please enter your name',
  guests: 'Please enter the number of guests',
  mobile: 'The mobile number is invalid',
  failed: 'Something went wrong, please try it later.',
  notFound: 'Cannot find the queue entry',
  notInQueue: 'The party is no longer in the queue',
  averageMinutes: 'The average minutes per party must be between 1 and 240',
  /** Ours (decision 0122): the queue QR type is disabled, or disabled today. */
  closed: 'The online queue is closed. Please try again later.',
} as const;

/** The first queue-form message that applies (diner.md §5 "Queue"), or null. */
export function queueEntryError(input: {
  name?: string | null;
  guestNum?: number | string | null;
  phoneNumber?: string | null;
}): string | null {
  if (!(input.name ?? '').trim()) return QUEUE_MESSAGES.name;
  const guests = Number(input.guestNum ?? 0);
  if (!Number.isInteger(guests) || guests < 1 || guests > QUEUE_GUESTS_MAX) return QUEUE_MESSAGES.guests;
  if (!isValidMobile(input.phoneNumber ?? '')) return QUEUE_MESSAGES.mobile;
  return null;
}

/** Minutes a party waits: the parties ahead of it times the restaurant's minutes per party. */
export const waitingMinutes = (partiesAhead: number, minutesPerParty: number): number =>
  Math.max(0, partiesAhead) * Math.max(0, minutesPerParty);

/** The queue in order (earliest first) with each active entry's place and waiting minutes. */
export function queueOrder<T extends { status: QueueStatus; joinedAt: Date }>(
  entries: readonly T[],
  minutesPerParty: number,
): (T & { position: number | null; partiesAhead: number; waitingMinutes: number })[] {
  const sorted = [...entries].sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
  let ahead = 0;
  return sorted.map((e) => {
    if (!QUEUE_ACTIVE_STATUSES.includes(e.status))
      return { ...e, position: null, partiesAhead: 0, waitingMinutes: 0 };
    const row = {
      ...e,
      position: ahead + 1,
      partiesAhead: ahead,
      waitingMinutes: waitingMinutes(ahead, minutesPerParty),
    };
    ahead += 1;
    return row;
  });
}

/** Topic of a restaurant's queue changes on the event bus. */
export const queueTopic = (restaurantId: string): string => `queue:${restaurantId}`;

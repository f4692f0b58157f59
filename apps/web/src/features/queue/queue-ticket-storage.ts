import { local } from '../../shared/api/storage';

/**
 * The diner's place in a restaurant's queue, kept so that a reload (or coming back later the same
 * day) shows the live view again instead of the form.
 *
 * Storage key (localStorage): rpos.queue.<restaurantId>  {token, reference, savedAt: ms}
 * — dropped after 24 hours (a queue lasts one day) or when the diner starts a new entry.
 */
export interface QueueTicket {
  token: string;
  reference: string;
  savedAt: number;
}

export const QUEUE_TICKET_KEY_PREFIX = 'rpos.queue.';
export const QUEUE_TICKET_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Restaurant ids are url identifiers, matched case-insensitively. */
export const queueTicketKey = (restaurantId: string) =>
  `${QUEUE_TICKET_KEY_PREFIX}${restaurantId.toLowerCase()}`;

function isTicket(value: unknown): value is QueueTicket {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.token === 'string' && typeof v.reference === 'string' && typeof v.savedAt === 'number';
}

/** The saved ticket of this restaurant, or null when there is none, it is unreadable or too old. */
export function readQueueTicket(restaurantId: string, now = Date.now()): QueueTicket | null {
  const raw = local.get(queueTicketKey(restaurantId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isTicket(parsed) && now - parsed.savedAt < QUEUE_TICKET_MAX_AGE_MS && now >= parsed.savedAt)
      return parsed;
  } catch {
    // unreadable: treated as none
  }
  local.remove(queueTicketKey(restaurantId));
  return null;
}

export function saveQueueTicket(restaurantId: string, ticket: QueueTicket): void {
  local.set(queueTicketKey(restaurantId), JSON.stringify(ticket));
}

export function clearQueueTicket(restaurantId: string): void {
  local.remove(queueTicketKey(restaurantId));
}

import { z } from 'zod';
import { QUEUE_STATUSES } from './queue-rules';

export const QueueStatus = z.enum(QUEUE_STATUSES);
export type QueueStatus = z.infer<typeof QueueStatus>;

/** POST /queuePosition (diner.md §7); field messages come from the service (queue-rules). */
export const JoinQueueRequest = z.object({
  recaptcha: z.string().max(4000).nullish(),
  name: z.string().max(100).nullish(),
  guestNum: z.union([z.number(), z.string()]).nullish(),
  phoneNumber: z.string().max(30).nullish(),
  restaurantId: z.string().min(1),
});
export type JoinQueueRequest = z.infer<typeof JoinQueueRequest>;
/** reference: the short number staff call out; token: the secret key of the diner's live view. */
export const JoinQueueResponse = z.object({
  reference: z.string(),
  waitingMinutes: z.number().int(),
  position: z.number().int(),
  token: z.string(),
});
export type JoinQueueResponse = z.infer<typeof JoinQueueResponse>;

/** The diner's live view of their place (GET /queuePosition/{token} and its event stream). */
export const QueuePositionView = z.object({
  reference: z.string(),
  name: z.string(),
  guestNum: z.number().int(),
  status: QueueStatus,
  /** 1 = next; null once seated or removed. */
  position: z.number().int().nullable(),
  partiesAhead: z.number().int(),
  waitingMinutes: z.number().int(),
  restaurantName: z.string(),
});
export type QueuePositionView = z.infer<typeof QueuePositionView>;
export const QueueTokenParams = z.object({ token: z.string().min(10).max(100) });

export const QueueEntry = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  guestNum: z.number().int(),
  phoneNumber: z.string(),
  status: QueueStatus,
  position: z.number().int().nullable(),
  waitingMinutes: z.number().int(),
  joinedAt: z.string(),
  calledAt: z.string().nullable(),
});
export type QueueEntry = z.infer<typeof QueueEntry>;
export const QueueBoardResponse = z.object({
  entries: z.array(QueueEntry),
  averageMinutesPerParty: z.number().int(),
});
export type QueueBoardResponse = z.infer<typeof QueueBoardResponse>;
export const QueueEntryParams = z.object({ id: z.string() });
export const QueueActionParams = z.object({ id: z.string(), action: z.enum(['call', 'seat', 'remove']) });
export const QueueActionResponse = z.object({ entry: QueueEntry });
export const QueueSettings = z.object({ averageMinutesPerParty: z.number().int() });
export const UpdateQueueSettingsRequest = z.object({ averageMinutesPerParty: z.coerce.number().int() });

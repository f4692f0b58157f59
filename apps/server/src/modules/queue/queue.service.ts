import {
  DEFAULT_MINUTES_PER_PARTY,
  type JoinQueueRequest,
  type JoinQueueResponse,
  localClock,
  QUEUE_ACTIVE_STATUSES,
  QUEUE_MESSAGES,
  type QueueBoardResponse,
  type QueueEntry,
  type QueuePositionView,
  type QueueStatus,
  queueEntryError,
  queueOrder,
  queueTopic,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId, newSecret } from '../../platform/ids';
import { assertRecaptcha, type RecaptchaVerifier } from '../../platform/recaptcha/recaptcha';
import { findRestaurantRow } from '../bookings/bookings.repository';
import { closedQrTypes } from '../qr-codes/qr-type-closed';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import {
  findQueueEntry,
  findQueueEntryByToken,
  insertQueueEntry,
  listQueue,
  minutesPerParty,
  type QueueEntryRow,
  saveMinutesPerParty,
  updateQueueEntry,
} from './queue.repository';

/** Topic of one party's live view: its place is pushed there whenever the queue moves. */
export const queueEntryTopic = (entryId: string): string => `queue-entry:${entryId}`;
/** The reference diners and staff read: the day's number, three digits. */
export const referenceOf = (seq: number): string => String(seq).padStart(3, '0');

const minutesOf = async (db: DbOrTx, restaurantId: string) =>
  (await minutesPerParty(db, restaurantId)) ?? DEFAULT_MINUTES_PER_PARTY;

function toView(
  e: ReturnType<typeof queueOrder<QueueEntryRow>>[number],
  restaurantName: string,
): QueuePositionView {
  return {
    reference: referenceOf(e.seq),
    name: e.name,
    guestNum: e.guestNum,
    status: e.status,
    position: e.position,
    partiesAhead: e.partiesAhead,
    waitingMinutes: e.waitingMinutes,
    restaurantName,
  };
}

function toEntry(e: ReturnType<typeof queueOrder<QueueEntryRow>>[number]): QueueEntry {
  return {
    id: e.id,
    reference: referenceOf(e.seq),
    name: e.name,
    guestNum: e.guestNum,
    phoneNumber: e.phoneNumber,
    status: e.status,
    position: e.position,
    waitingMinutes: e.waitingMinutes,
    joinedAt: e.joinedAt.toISOString(),
    calledAt: e.calledAt?.toISOString() ?? null,
  };
}

/** The day's queue of a restaurant in order, with places and waiting minutes. */
async function orderedQueue(db: DbOrTx, restaurantId: string, date: string) {
  const [rows, minutes] = await independently(db, [
    () => listQueue(db, restaurantId, date),
    () => minutesOf(db, restaurantId),
  ]);
  return { ordered: queueOrder(rows, minutes), minutes };
}

/**
 * After any change: tells staff screens (queue topic) and pushes each party still in the queue its new
 * place (its own topic), so every diner's live view moves without a reload.
 */
async function publishQueue(deps: AppDeps, restaurantId: string, date: string): Promise<void> {
  const db = deps.database.db;
  const restaurant = await findRestaurantRow(db, restaurantId);
  const { ordered } = await orderedQueue(db, restaurantId, date);
  await deps.events.publish(queueTopic(restaurantId), { event: 'queueChanged', data: { date } });
  // eslint-disable-next-line no-restricted-syntax -- event bus messages, no query
  await Promise.all(
    ordered.map((e) =>
      deps.events.publish(queueEntryTopic(e.id), {
        event: 'queuePosition',
        data: toView(e, restaurant?.name ?? ''),
      }),
    ),
  );
}

/**
 * POST /queuePosition: refused while the queue QR type is closed (decision 0122; before reCAPTCHA, so
 * no token is spent), then reCAPTCHA, the form rules, and the party joins today's queue.
 */
export async function joinQueue(
  deps: AppDeps,
  body: JoinQueueRequest,
  ip: string,
  recaptcha: RecaptchaVerifier,
): Promise<JoinQueueResponse> {
  const db = deps.database.db;
  const { row: restaurant } = await loadDinerRestaurant(deps, body.restaurantId);
  if ((await closedQrTypes(db, restaurant, ['queue'], deps.now())).queue)
    throw new AppError('BAD_REQUEST', QUEUE_MESSAGES.closed);
  await assertRecaptcha(recaptcha, body.recaptcha, { action: 'queuePosition', remoteIp: ip });
  const error = queueEntryError(body);
  if (error) throw new AppError('BAD_REQUEST', error);
  const now = deps.now();
  const date = localClock(now, restaurant.timezone).isoDate;
  let created: QueueEntryRow | null = null;
  for (let attempt = 0; attempt < 10 && !created; attempt++) {
    created = await insertQueueEntry(db, {
      id: newId(),
      restaurantId: restaurant.id,
      queueDate: date,
      token: newSecret(18),
      name: (body.name ?? '').trim().slice(0, 60),
      guestNum: Number(body.guestNum),
      phoneNumber: (body.phoneNumber ?? '').trim(),
      status: 'waiting',
      joinedAt: now,
    });
  }
  if (!created) throw new AppError('CONFLICT', QUEUE_MESSAGES.failed);
  const { ordered } = await orderedQueue(db, restaurant.id, date);
  const mine = ordered.find((e) => e.id === created.id);
  await publishQueue(deps, restaurant.id, date);
  return {
    reference: referenceOf(created.seq),
    waitingMinutes: mine?.waitingMinutes ?? 0,
    position: mine?.position ?? 1,
    token: created.token,
  };
}

/** A party's live view by its token (GET /queuePosition/{token}); also the stream's first message. */
export async function queuePosition(
  deps: AppDeps,
  token: string,
): Promise<QueuePositionView & { entryId: string }> {
  const db = deps.database.db;
  const entry = await findQueueEntryByToken(db, token);
  if (!entry) throw new AppError('NOT_FOUND', QUEUE_MESSAGES.notFound);
  const restaurant = await findRestaurantRow(db, entry.restaurantId);
  const { ordered } = await orderedQueue(db, entry.restaurantId, entry.queueDate);
  const mine = ordered.find((e) => e.id === entry.id);
  return {
    ...toView(
      mine ?? { ...entry, position: null, partiesAhead: 0, waitingMinutes: 0 },
      restaurant?.name ?? '',
    ),
    entryId: entry.id,
  };
}

/** The staff board: today's queue (restaurant's date) in order, with waiting minutes. */
export async function queueBoard(deps: AppDeps, restaurantId: string): Promise<QueueBoardResponse> {
  const db = deps.database.db;
  const restaurant = await findRestaurantRow(db, restaurantId);
  const date = localClock(deps.now(), restaurant?.timezone).isoDate;
  const { ordered, minutes } = await orderedQueue(db, restaurantId, date);
  return { entries: ordered.map(toEntry), averageMinutesPerParty: minutes };
}

const NEXT: Record<'call' | 'seat' | 'remove', { to: QueueStatus; from: readonly QueueStatus[] }> = {
  call: { to: 'called', from: QUEUE_ACTIVE_STATUSES },
  seat: { to: 'seated', from: QUEUE_ACTIVE_STATUSES },
  remove: { to: 'removed', from: QUEUE_ACTIVE_STATUSES },
};

/** Staff call a party (an SMS through the outbox), seat it, or remove it; the queue moves up. */
export async function queueAction(
  deps: AppDeps,
  restaurantId: string,
  id: string,
  action: 'call' | 'seat' | 'remove',
): Promise<QueueEntry> {
  const db = deps.database.db;
  const entry = await findQueueEntry(db, restaurantId, id);
  if (!entry) throw new AppError('NOT_FOUND', QUEUE_MESSAGES.notFound);
  const move = NEXT[action];
  if (!move.from.includes(entry.status) && !(action === 'call' && entry.status === 'called'))
    throw new AppError('BAD_REQUEST', QUEUE_MESSAGES.notInQueue);
  const now = deps.now();
  await updateQueueEntry(db, id, {
    status: move.to,
    ...(action === 'call' ? { calledAt: now } : { doneAt: now }),
  });
  if (action === 'call') {
    const restaurant = await findRestaurantRow(db, restaurantId);
    await deps.sms.send({
      to: entry.phoneNumber,
      text: `${restaurant?.name ?? 'The restaurant'}: your table is ready (queue number ${referenceOf(entry.seq)}). Please come to the front desk.`,
      restaurantId,
    });
  }
  await publishQueue(deps, restaurantId, entry.queueDate);
  const { ordered } = await orderedQueue(db, restaurantId, entry.queueDate);
  const row = ordered.find((e) => e.id === id);
  return toEntry(row!);
}

export async function queueSettingsOf(deps: AppDeps, restaurantId: string) {
  return { averageMinutesPerParty: await minutesOf(deps.database.db, restaurantId) };
}

export async function updateQueueSettings(deps: AppDeps, restaurantId: string, minutes: number) {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 240)
    throw new AppError('BAD_REQUEST', QUEUE_MESSAGES.averageMinutes);
  await saveMinutesPerParty(deps.database.db, restaurantId, minutes, deps.now());
  const restaurant = await findRestaurantRow(deps.database.db, restaurantId);
  await publishQueue(deps, restaurantId, localClock(deps.now(), restaurant?.timezone).isoDate);
  return { averageMinutesPerParty: minutes };
}

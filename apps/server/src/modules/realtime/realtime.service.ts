import {
  type AvailabilityEvent,
  isoToDmy,
  localClock,
  ONLINE_MESSAGES,
  type QrSettingsEvent,
  qrSwitchOf,
  RESTAURANT_MESSAGES,
  type RealtimeMessage,
  restaurantTopic,
  tableTypeOf,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { independently } from '../../db/independent-queries';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { findInactiveItemIds, findServedMenu } from '../menus/menus.repository';
import {
  findMenuSettings,
  findQrSetting,
  findTableByNumber,
  findUnavailableOn,
  type QrSettingType,
} from '../online/online.repository';
import { findRestaurantByUrlIdentifier, type RestaurantRow } from '../restaurants/restaurants.repository';

/** Who an open diner stream belongs to: the restaurant, the menu served to the table, the table's QR type. */
export interface DinerScope {
  restaurant: RestaurantRow;
  menuId: string;
  qrType: QrSettingType;
}

/** Resolves GET /online/events?menuId&tableId like GET /online does (404 for unknown restaurant, table, menu). */
export async function resolveDinerScope(
  db: DbOrTx,
  urlIdentifier: string,
  tableId: string,
  qr?: string,
): Promise<DinerScope> {
  const restaurant = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  if (!restaurant) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  const tableType = tableTypeOf(tableId);
  if (tableType === 'dinein' && !(await findTableByNumber(db, restaurant.id, tableId))) {
    throw new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
  }
  const menu = await findServedMenu(db, restaurant.id, tableType === 'dinein' ? 'none' : tableType);
  if (!menu) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);
  // The switch the stream follows: the Online Menu code's own for its URL (decision 0525).
  return { restaurant, menuId: menu.id, qrType: qrSwitchOf(tableId, qr) };
}

/** The live availability of one menu: its inactive dishes and the restaurant's unavailable dishes today. */
export async function availabilityOf(
  db: DbOrTx,
  restaurant: Pick<RestaurantRow, 'id' | 'timezone'>,
  menuId: string,
  now: Date,
): Promise<AvailabilityEvent> {
  const today = localClock(now, restaurant.timezone).isoDate;
  const [inactiveDishIds, unavailable] = await independently(db, [
    () => findInactiveItemIds(db, menuId),
    () => findUnavailableOn(db, restaurant.id, today),
  ]);
  return { menuId, inactiveDishIds, unavailable };
}

/** A saved QR setting row (ISO date) as diners see it (DD/MM/YYYY date); no row: ordering on. */
export function qrSettingsEventOf<Q extends QrSettingType>(
  qrType: Q,
  row: { isOrderingDisabled: boolean; disabledDate: string | null } | undefined,
): QrSettingsEvent & { qrType: Q } {
  return {
    qrType,
    isOrderingDisabled: row?.isOrderingDisabled ?? false,
    disabledDate: row?.disabledDate ? isoToDmy(row.disabledDate) : null,
  };
}

/** The QR setting of one type as diners see it (DD/MM/YYYY date). */
export async function qrSettingsOf(
  db: DbOrTx,
  restaurantId: string,
  qrType: QrSettingType,
): Promise<QrSettingsEvent> {
  return qrSettingsEventOf(qrType, await findQrSetting(db, restaurantId, qrType));
}

/** The state a diner stream starts with, so a (re)connecting client misses nothing. */
export async function dinerSnapshot(db: DbOrTx, scope: DinerScope, now: Date): Promise<RealtimeMessage[]> {
  const [availability, settings, qr] = await independently(db, [
    () => availabilityOf(db, scope.restaurant, scope.menuId, now),
    () => findMenuSettings(db, scope.restaurant.id),
    () => qrSettingsOf(db, scope.restaurant.id, scope.qrType),
  ]);
  return [
    { event: 'availability', data: availability },
    {
      event: 'announcement',
      data: {
        showDialog: settings?.showDialog ?? false,
        dialogTitle: settings?.dialogTitle ?? '',
        dialogText: settings?.dialogText ?? '',
        dialogVersion: settings?.dialogVersion ?? 0,
      },
    },
    { event: 'qrSettings', data: qr },
  ];
}

/** Publishes realtime messages of a restaurant after its change committed. */
export interface RealtimePublisher {
  /** Never throws: the change is committed, a bus failure is logged (clients catch up on reconnect). */
  publish(restaurantId: string, message: RealtimeMessage): Promise<void>;
}

export function createRealtimePublisher(events: EventBus, log: FastifyBaseLogger): RealtimePublisher {
  return {
    async publish(restaurantId, message) {
      try {
        await events.publish(restaurantTopic(restaurantId), message);
      } catch (err) {
        log.error({ err, restaurantId, event: message.event }, 'realtime publish failed');
      }
    },
  };
}

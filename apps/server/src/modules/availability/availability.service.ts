import {
  AVAILABILITY_MESSAGES,
  dmyToIso,
  localClock,
  type SetDishActiveResponse,
  type SetDishUnavailableRequest,
  type SetDishUnavailableResponse,
  type UpdateAnnouncementRequest,
  type UpdateAnnouncementResponse,
  type UpdateQrSettingRequest,
  type UpdateQrSettingResponse,
} from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { QrSettingType } from '../online/online.repository';
import { availabilityOf, qrSettingsEventOf, type RealtimePublisher } from '../realtime/realtime.service';
import {
  addUnavailable,
  findDishOwner,
  findDishUnavailableOn,
  removeUnavailable,
  saveAnnouncement,
  saveQrSetting,
  setDishActive,
} from './availability.repository';

/**
 * Staff switches of the live menu. Each acts on the actor's restaurant only, commits, then publishes
 * the new state on the bus so open diner menus update (realtime.routes.ts).
 */
export function createAvailabilityService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;

  /** The dish, when it belongs to the acting restaurant: 404 when unknown, 403 when another's. */
  async function ownDish(restaurantId: string, itemId: string) {
    const dish = await findDishOwner(db, itemId);
    if (!dish) throw new AppError('NOT_FOUND', AVAILABILITY_MESSAGES.dishNotFound);
    if (dish.restaurantId !== restaurantId)
      throw new AppError('FORBIDDEN', AVAILABILITY_MESSAGES.notYourDish);
    return dish;
  }

  async function publishAvailability(dish: { restaurantId: string; timezone: string; menuId: string }) {
    const data = await availabilityOf(
      db,
      { id: dish.restaurantId, timezone: dish.timezone },
      dish.menuId,
      deps.now(),
    );
    await realtime.publish(dish.restaurantId, { event: 'availability', data });
  }

  return {
    /** PUT /menuItems/:itemId/active: the live switch; the published snapshot stays as it is. */
    async setActive(restaurantId: string, itemId: string, active: boolean): Promise<SetDishActiveResponse> {
      const dish = await ownDish(restaurantId, itemId);
      await db.transaction((tx) => setDishActive(tx, itemId, active, deps.now()));
      await publishAvailability(dish);
      return { menuItemId: itemId, active };
    },

    /** PUT /menuItems/:itemId/unavailable: today (restaurant's local date) or always; false lifts it. */
    async setUnavailable(
      restaurantId: string,
      itemId: string,
      body: SetDishUnavailableRequest,
    ): Promise<SetDishUnavailableResponse> {
      const dish = await ownDish(restaurantId, itemId);
      const today = localClock(deps.now(), dish.timezone).isoDate;
      const dateOf = (scope: 'today' | 'always') => (scope === 'today' ? today : null);
      await db.transaction(async (tx) => {
        if (body.unavailable) {
          await addUnavailable(tx, {
            restaurantId: dish.restaurantId,
            menuItemId: itemId,
            effectiveDate: dateOf(body.scope!),
          });
        } else {
          await removeUnavailable(tx, itemId, body.scope ? [dateOf(body.scope)] : [today, null]);
        }
      });
      await publishAvailability(dish);
      return { menuItemId: itemId, unavailable: await findDishUnavailableOn(db, itemId, today) };
    },

    /** PUT /menuSettings/announcement: saves the dialog and raises dialogVersion. */
    async updateAnnouncement(
      restaurantId: string,
      body: UpdateAnnouncementRequest,
    ): Promise<UpdateAnnouncementResponse> {
      const row = await db.transaction((tx) => saveAnnouncement(tx, restaurantId, body, deps.now()));
      const data = {
        showDialog: row.showDialog,
        dialogTitle: row.dialogTitle,
        dialogText: row.dialogText,
        dialogVersion: row.dialogVersion,
      };
      await realtime.publish(restaurantId, { event: 'announcement', data });
      return data;
    },

    /** PUT /qrCodeSettings/:qrType: the ordering switch and the 'disable today' date. */
    async updateQrSetting(
      restaurantId: string,
      qrType: QrSettingType,
      body: UpdateQrSettingRequest,
    ): Promise<UpdateQrSettingResponse> {
      const patch = {
        isOrderingDisabled: body.isOrderingDisabled,
        disabledDate:
          body.disabledDate === undefined ? undefined : body.disabledDate && dmyToIso(body.disabledDate),
      };
      const row = await db.transaction((tx) => saveQrSetting(tx, restaurantId, qrType, patch, deps.now()));
      const data = qrSettingsEventOf(qrType, row);
      await realtime.publish(restaurantId, { event: 'qrSettings', data });
      return data;
    },
  };
}

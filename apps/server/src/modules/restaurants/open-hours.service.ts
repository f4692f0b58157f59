import {
  dayNameOf,
  isoToDmy,
  minutesToHhmm,
  OPEN_HOURS_MESSAGES,
  type StaffOpenHoursResponse,
  type UpdateOpenHoursRequest,
} from '@rpos/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { RealtimePublisher } from '../realtime/realtime.service';
import { replaceOpenHours } from './open-hours.repository';
import { publishRestaurantChanged } from './restaurant-changes';
import { findRestaurantById, loadOpenHours } from './restaurants.repository';

type UpdateOpenHours = z.output<typeof UpdateOpenHoursRequest>;

/** The open hours of the acting restaurant, as the staff screen reads them (day names, HH:mm, DD/MM/YYYY). */
export async function getStaffOpenHours(
  deps: AppDeps,
  restaurantId: string,
): Promise<StaffOpenHoursResponse> {
  const db = deps.database.db;
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', 'Restaurant not found');
  const hours = await loadOpenHours(db, restaurantId);
  return {
    urlIdentifier: row.urlIdentifier,
    timezone: row.timezone,
    openHours: {
      openHoursItems: hours.ranges.map((r) => ({
        id: r.id,
        weekdays: [...r.weekdays].sort((a, b) => a - b).map(dayNameOf),
        openStart: minutesToHhmm(r.openStart),
        openEnd: minutesToHhmm(r.openEnd),
      })),
      closeDaysItems: hours.closedDates.map(isoToDmy),
    },
  };
}

/**
 * PUT /restaurantOpenHours/{urlIdentifier}: the acting restaurant's hours replaced whole in one
 * transaction, then every open diner page and the diner context learn it. The path must name the
 * acting restaurant: a restaurant is never changed through another's identifier.
 */
export async function updateOpenHours(
  deps: AppDeps,
  realtime: RealtimePublisher,
  restaurantId: string,
  urlIdentifier: string,
  body: UpdateOpenHours,
): Promise<StaffOpenHoursResponse> {
  const db = deps.database.db;
  const row = await findRestaurantById(db, restaurantId);
  if (!row || row.urlIdentifier.toLowerCase() !== urlIdentifier.toLowerCase())
    throw new AppError('FORBIDDEN', OPEN_HOURS_MESSAGES.notThisRestaurant);
  const { openHoursItems, closeDaysItems } = body.openHours;
  await db.transaction((tx) => replaceOpenHours(tx, restaurantId, openHoursItems, closeDaysItems));
  await publishRestaurantChanged(realtime, restaurantId, ['openHours']);
  return getStaffOpenHours(deps, restaurantId);
}

import {
  type DinerRestaurant,
  isoToDmy,
  minutesToHhmm,
  OnlineSettings,
  RESTAURANT_MESSAGES,
  type RestaurantInfoResponse,
} from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { imageUrl } from '../images/images.repository';
import { loadOnlinePaymentMethods, type OnlinePaymentMethods } from '../payments/online-payment-methods';
import { closedQrTypes } from '../qr-codes/qr-type-closed';
import {
  findRestaurantByUrlIdentifier,
  loadOpenHours,
  type OpenHoursRow,
  type RestaurantRow,
} from './restaurants.repository';

/** The diner view of a restaurant (diner.md §3): url identifier as restaurantId, HH:mm hours, DD/MM/YYYY dates. */
export function toDinerRestaurant(
  row: RestaurantRow,
  hours: { ranges: readonly OpenHoursRow[]; closedDates: readonly string[] },
  payments: OnlinePaymentMethods,
): DinerRestaurant {
  return {
    restaurantId: row.urlIdentifier,
    name: row.name,
    altName: row.altName,
    description: row.description,
    address: row.address,
    addressObject: row.addressObject ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    abn: row.abn,
    taxName: row.taxName,
    taxPercentage: row.taxPercentage,
    themeColor: row.themeColor,
    logo: row.logoImageId ? imageUrl(row.logoImageId) : null,
    currencySymbol: row.currencySymbol,
    timezone: row.timezone,
    isOnline: row.isOnline,
    takeawayPayment: row.takeawayPayment,
    smsVerify: row.smsVerify,
    serviceBell: row.serviceBell,
    serviceTypes: row.serviceTypes,
    orderAheadDisabled: row.orderAheadDisabled,
    isBigMenuImageUsed: row.isBigMenuImageUsed,
    isDineMobileOptional: row.isDineMobileOptional,
    websiteStyle: row.websiteStyle,
    openHoursItems: hours.ranges.map((r) => ({
      id: r.id,
      weekdays: [...r.weekdays].sort((a, b) => a - b),
      openStart: minutesToHhmm(r.openStart),
      openEnd: minutesToHhmm(r.openEnd),
    })),
    closeDaysItems: hours.closedDates.map(isoToDmy),
    // Stored settings may predate a field: the schema fills the defaults.
    onlineSettings: OnlineSettings.parse(row.onlineSettings ?? {}),
    deliveryServicePhone: row.deliveryServicePhone,
    pickupInstructions: row.pickupInstructions,
    isCardPaymentEnabled: payments.card,
  };
}

/** A restaurant by url identifier with its open hours and online payment methods, or NOT_FOUND. */
export async function loadDinerRestaurant(
  deps: AppDeps,
  urlIdentifier: string,
): Promise<{ row: RestaurantRow; restaurant: DinerRestaurant }> {
  const db = deps.database.db;
  const row = await findRestaurantByUrlIdentifier(db, urlIdentifier);
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  const [hours, payments] = await independently(db, [
    () => loadOpenHours(db, row.id),
    () => loadOnlinePaymentMethods(deps, db, row),
  ]);
  return { row, restaurant: toDinerRestaurant(row, hours, payments) };
}

/**
 * GET /restaurantInfo: the diner view, the booking disclaimer, and whether the booking and queue QR
 * types are closed now (decision 0122), so their pages say so before the diner fills anything in.
 */
export async function getRestaurantInfo(
  deps: AppDeps,
  urlIdentifier: string,
): Promise<RestaurantInfoResponse> {
  const { row, restaurant } = await loadDinerRestaurant(deps, urlIdentifier);
  const closed = await closedQrTypes(deps.database.db, row, ['booking', 'queue'], deps.now());
  return {
    restaurant,
    disclaimer: row.bookingDisclaimer,
    bookingClosed: closed.booking,
    queueClosed: closed.queue,
  };
}

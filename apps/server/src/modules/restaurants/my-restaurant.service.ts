import {
  type DeliverySettingsRequest,
  type DeliverySettingsResponse,
  isoToDmy,
  MY_RESTAURANT_MESSAGES as M,
  type MyRestaurant,
  type MyRestaurantUpdate,
  minutesToHhmm,
  OnlineSettings,
  RESTAURANT_MESSAGES,
} from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { imageUrl } from '../images/images.repository';
import type { RealtimePublisher } from '../realtime/realtime.service';
import {
  listAllProviderAccounts,
  lockRestaurant,
  type ProviderAccountRow,
  updateDeliverySettings,
  updateProfile,
} from './my-restaurant.repository';
import { publishRestaurantChanged } from './restaurant-changes';
import {
  findRestaurantById,
  loadOpenHours,
  type OpenHoursRow,
  type RestaurantRow,
} from './restaurants.repository';

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The staff view of a restaurant (restaurant-config.md §3 "Restaurant"). */
export function toMyRestaurant(
  deps: AppDeps,
  row: RestaurantRow,
  hours: { ranges: readonly OpenHoursRow[]; closedDates: readonly string[] },
  accounts: readonly ProviderAccountRow[],
): MyRestaurant {
  const posSettings = obj(row.posSettings);
  const cardProvider = deps.config.payments.providers.card;
  const active = (provider: string) => accounts.find((a) => a.provider === provider && a.isActive);
  const stripe = accounts.find((a) => a.provider === 'stripe');
  const adyen = accounts.find((a) => a.provider === 'adyen');
  const sandboxAdyen = obj(obj(active('sandbox')?.settings).adyen);
  const adyenSettings = adyen ? obj(adyen.settings) : sandboxAdyen;
  return {
    id: row.id,
    restaurantId: row.urlIdentifier,
    urlIdentifier: row.urlIdentifier,
    name: row.name,
    altName: row.altName,
    address: row.address,
    addressObject: row.addressObject ?? null,
    restrauntDescription: row.description,
    abn: row.abn,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    themeColor: row.themeColor,
    websiteStyle: row.websiteStyle,
    notificationEmail: row.notificationEmail,
    logo: row.logoImageId ? imageUrl(row.logoImageId) : null,
    currencySymbol: row.currencySymbol,
    taxName: row.taxName,
    taxPercentage: row.taxPercentage,
    deliveryServicePhone: row.deliveryServicePhone,
    pickupInstructions: row.pickupInstructions,
    serviceTypes: row.serviceTypes,
    isOnline: row.isOnline,
    serviceBell: row.serviceBell,
    takeawayPayment: row.takeawayPayment,
    stripeFeeOnUs: row.stripeFeeOnUs,
    posSurchagesOnUs: row.posSurchagesOnUs,
    orderAheadDisabled: row.orderAheadDisabled,
    isBigMenuImageUsed: row.isBigMenuImageUsed,
    isDineMobileOptional: row.isDineMobileOptional,
    isPOSClientPaymentDisabled: row.isPOSClientPaymentDisabled,
    smsVerify: row.smsVerify,
    isPOSOpenCashEnabled: posSettings.isPOSOpenCashEnabled === true,
    posSettings,
    posOrderingSettings: obj(row.posOrderingSettings),
    onlineSettings: OnlineSettings.parse(row.onlineSettings ?? {}),
    paymentRequiredTableNumbers: row.paymentRequiredTableNumbers,
    openHours: {
      openHoursItems: hours.ranges.map((r) => ({
        id: r.id,
        weekdays: [...r.weekdays].sort((a, b) => a - b),
        openStart: minutesToHhmm(r.openStart),
        openEnd: minutesToHhmm(r.openEnd),
      })),
      closeDaysItems: hours.closedDates.map(isoToDmy),
    },
    stripeAccountId: stripe?.accountId ?? null,
    adyenPaymentSettings:
      adyen || Object.keys(sandboxAdyen).length > 0
        ? {
            isAdyenAccountValid: adyen ? adyen.isActive : true,
            legalEntityId:
              typeof adyenSettings.legalEntityId === 'string' ? adyenSettings.legalEntityId : null,
          }
        : null,
    paymentOnboarding: { cardProvider, connected: !!active(cardProvider) },
  };
}

/** GET /myrestaurant, PUT /myrestaurant/ and the delivery settings of the acting restaurant. */
export function createMyRestaurantService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;

  async function load(restaurantId: string): Promise<MyRestaurant> {
    const row = await findRestaurantById(db, restaurantId);
    if (row?.type !== 'restaurant') throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
    const [hours, accounts] = await independently(db, [
      () => loadOpenHours(db, row.id),
      () => listAllProviderAccounts(db, row.id),
    ]);
    return toMyRestaurant(deps, row, hours, accounts);
  }

  return {
    load,

    /** Saves the profile; the url identifier is fixed once set (a change is refused, not ignored). */
    async update(restaurantId: string, update: MyRestaurantUpdate): Promise<MyRestaurant> {
      await db.transaction(async (tx) => {
        const row = await lockRestaurant(tx, restaurantId);
        if (row?.type !== 'restaurant') throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
        if (row.urlIdentifier && row.urlIdentifier !== update.urlIdentifier)
          throw new AppError('BAD_REQUEST', M.identifierFixed);
        await updateProfile(tx, restaurantId, update, deps.now());
      });
      await publishRestaurantChanged(realtime, restaurantId, ['profile']);
      return load(restaurantId);
    },

    /** PUT /deliverySettings: the delivery service phone and the pickup instructions diners see. */
    async updateDelivery(
      restaurantId: string,
      body: DeliverySettingsRequest,
    ): Promise<DeliverySettingsResponse> {
      await updateDeliverySettings(db, restaurantId, body, deps.now());
      await publishRestaurantChanged(realtime, restaurantId, ['deliverySettings']);
      return { ...body, message: M.updated };
    },
  };
}

import {
  completePrintSettings,
  type DeliverySettingsRequest,
  type DeliverySettingsResponse,
  dayNameOf,
  isOrderingClosed,
  isoToDmy,
  MY_RESTAURANT_MESSAGES as M,
  type MyRestaurant,
  type MyRestaurantUpdate,
  minutesToHhmm,
  OnlineSettings,
  type PosPrintSettings,
  QR_SETTING_TYPES,
  RESTAURANT_MESSAGES,
} from '@rpos/domain';
import { independently } from '../../db/independent-queries';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { imageUrl } from '../images/images.repository';
import { findPrintSettings } from '../printers/print-settings.repository';
import { findQrSettingRows, type QrSettingRow } from '../qr-codes/qr-codes.repository';
import { qrSettingsEventOf, type RealtimePublisher } from '../realtime/realtime.service';
import {
  findSurchargeRules,
  type SurchargeRow,
  toSurchargeSetting,
} from '../surcharges/surcharges.repository';
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

const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** What GET /myrestaurant reads besides the restaurant row. */
interface MyRestaurantParts {
  hours: { ranges: readonly OpenHoursRow[]; closedDates: readonly string[] };
  accounts: readonly ProviderAccountRow[];
  surcharges: readonly SurchargeRow[];
  qrSettings: readonly QrSettingRow[];
  printSettings: PosPrintSettings | null;
}

/** The staff view of a restaurant: every field of restaurant-config.md §3 "Restaurant" (decision 0453). */
export function toMyRestaurant(deps: AppDeps, row: RestaurantRow, parts: MyRestaurantParts): MyRestaurant {
  const { hours, accounts } = parts;
  const posSettings = obj(row.posSettings);
  const cardProvider = deps.config.payments.providers.card;
  const active = (provider: string) => accounts.find((a) => a.provider === provider && a.isActive);
  const stripe = accounts.find((a) => a.provider === 'stripe');
  const adyen = accounts.find((a) => a.provider === 'adyen');
  const sandboxAdyen = obj(obj(active('sandbox')?.settings).adyen);
  const adyenSettings = adyen ? obj(adyen.settings) : sandboxAdyen;
  const surchargeSettings = parts.surcharges.map(toSurchargeSetting);
  const savedQr = new Map(parts.qrSettings.map((q) => [q.qrType, q]));
  const qr = QR_SETTING_TYPES.map((type) => qrSettingsEventOf(type, savedQr.get(type)));
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
        weekdays: [...r.weekdays].sort((a, b) => a - b).map(dayNameOf),
        openStart: minutesToHhmm(r.openStart),
        openEnd: minutesToHhmm(r.openEnd),
      })),
      closeDaysItems: hours.closedDates.map(isoToDmy),
    },
    surchargeSettings,
    holidaySurcharge: surchargeSettings.find((s) => s.isEnabled && s.publicHolidayDays.length > 0) ?? null,
    qrCodeSettings: qr.map((q) => ({
      name: q.qrType,
      disabled: q.isOrderingDisabled,
      disabledDate: q.disabledDate,
    })),
    qrCodeTypes: qr.filter((q) => !isOrderingClosed(q, deps.now(), row.timezone)).map((q) => q.qrType),
    posPrintSettings: completePrintSettings(parts.printSettings),
    redirectUrl: null,
    stripeAccountId: stripe?.accountId ?? null,
    adyenPaymentSettings:
      adyen || Object.keys(sandboxAdyen).length > 0
        ? {
            isAdyenAccountValid: adyen ? adyen.isActive : true,
            isAllowed: cardProvider === 'adyen' || (!adyen && cardProvider === 'sandbox'),
            legalEntityId: str(adyenSettings.legalEntityId),
            accountHolderId: str(adyenSettings.accountHolderId),
            balanceAccount: str(adyenSettings.balanceAccount),
            sweepHour: typeof adyenSettings.sweepHour === 'number' ? adyenSettings.sweepHour : null,
            stores: (Array.isArray(adyenSettings.stores) ? adyenSettings.stores : [])
              .map((s) => str(obj(s).reference))
              .filter((r): r is string => r !== null)
              .map((reference) => ({ reference })),
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
    const [hours, accounts, surcharges, qrSettings, printSettings] = await independently(db, [
      () => loadOpenHours(db, row.id),
      () => listAllProviderAccounts(db, row.id),
      () => findSurchargeRules(db, row.id),
      () => findQrSettingRows(db, row.id),
      () => findPrintSettings(db, row.id),
    ]);
    return toMyRestaurant(deps, row, { hours, accounts, surcharges, qrSettings, printSettings });
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

import { type Merchant, type MerchantInput, milliToRate, qrTypeUrl, rateToMilli } from '@rpos/domain';
import type { restaurants } from '../../../db/schema';
import { imageUrl } from '../../images/images.repository';
import type { MerchantProfileInsert, MerchantProfileRow } from './merchants.repository';

type RestaurantRow = typeof restaurants.$inferSelect;

const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** What a merchant's answer needs besides its row and profile. */
export interface MerchantExtras {
  stripeAccountId: string | null;
  hasProviderPaymentSettings: boolean;
  subscriptions: { status: string; currentPeriodStart: Date | null }[];
  members: { restaurantId: string; urlIdentifier: string; name: string }[];
  publicUrl: string;
}

/** back-office.md §3 "Restaurant" / "Restaurant group" as the forms read it (never the credential). */
export function toMerchant(
  row: RestaurantRow,
  p: MerchantProfileRow | undefined,
  x: MerchantExtras,
): Merchant {
  return {
    id: row.id,
    restaurantId: row.id,
    urlIdentifier: row.urlIdentifier,
    type: row.type,
    name: row.name,
    altName: row.altName,
    address: row.address,
    addressObject: row.addressObject ?? null,
    restrauntDescription: row.description,
    abn: row.abn,
    taxName: row.taxName,
    taxPercentage: row.taxPercentage,
    restaurantAdmin: p?.restaurantAdmin ?? null,
    paymentPartnerCode: p?.paymentPartnerCode ?? null,
    hasPaymentPartnerCredential: Boolean(p?.paymentPartnerCredential),
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    themeColor: row.themeColor,
    websiteStyle: row.websiteStyle,
    notificationEmail: row.notificationEmail,
    isOnline: row.isOnline,
    takeawayPayment: row.takeawayPayment,
    smsVerify: row.smsVerify,
    isFranchise: p?.isFranchise ?? false,
    serviceMonthlyPrice: p?.serviceMonthlyPrice ?? 4995,
    applicationFee: p?.applicationFee ?? 0,
    isApplicationFeeEnabled: p?.isApplicationFeeEnabled ?? false,
    isApplicationFeeDisabled: p?.isApplicationFeeDisabled ?? false,
    restaurantType: p?.restaurantType ?? null,
    restaurantCategory: p?.restaurantCategory ?? null,
    merchantType: p?.merchantType ?? null,
    fantuanStoreId: p?.fantuanStoreId ?? null,
    onlinePaymentSurchargeRate:
      p?.onlinePaymentSurchargeRateMilli == null ? null : milliToRate(p.onlinePaymentSurchargeRateMilli),
    inPersonPaymentSurchargeRate:
      p?.inPersonPaymentSurchargeRateMilli == null ? null : milliToRate(p.inPersonPaymentSurchargeRateMilli),
    disableAdyenMinimumSurcharge: p?.disableAdyenMinimumSurcharge ?? false,
    chinaPaymentsMerchantCode: p?.chinaPaymentsMerchantCode ?? null,
    merchantId: p?.merchantId ?? null,
    uberStoreName: p?.uberStoreName ?? null,
    uberEatsStoreId: p?.uberEatsStoreId ?? null,
    hungryPandaStoreId: p?.hungryPandaStoreId ?? null,
    posSettings: { showRemoveTakeawayOrders: obj(row.posSettings).showRemoveTakeawayOrders === true },
    onlineSettings: { isTillPaymentEnabled: obj(row.onlineSettings).isTillPaymentEnabled === true },
    stripeAccountId: x.stripeAccountId,
    hasProviderPaymentSettings: x.hasProviderPaymentSettings,
    subscriptions: x.subscriptions.map((s) => ({
      status: s.status,
      current_period_start: s.currentPeriodStart?.toISOString() ?? null,
    })),
    logo: row.logoImageId ? imageUrl(row.logoImageId) : null,
    groupId: row.type === 'restaurant' ? row.groupId : null,
    restaurants: x.members,
    dinerPath:
      row.type === 'restaurant'
        ? qrTypeUrl({ origin: '', urlIdentifier: row.urlIdentifier }, 'pickup-delivery')
        : null,
    createdAt: row.createdAt.toISOString(),
    updateAt: row.updatedAt.toISOString(),
  };
}

/** The merchant_profiles columns of a form's input. */
export function profileColumns(restaurantId: string, v: MerchantInput, now: Date): MerchantProfileInsert {
  return {
    restaurantId,
    restaurantAdmin: v.restaurantAdmin,
    paymentPartnerCode: v.paymentPartnerCode,
    paymentPartnerCredential: v.paymentPartnerCredential,
    isFranchise: v.isFranchise,
    serviceMonthlyPrice: v.serviceMonthlyPrice,
    applicationFee: v.applicationFee,
    isApplicationFeeEnabled: v.isApplicationFeeEnabled,
    isApplicationFeeDisabled: v.type === 'restaurantGroup' ? v.isApplicationFeeDisabled : false,
    restaurantType: v.restaurantType,
    restaurantCategory: v.restaurantCategory,
    merchantType: v.merchantType,
    fantuanStoreId: v.fantuanStoreId,
    onlinePaymentSurchargeRateMilli:
      v.onlinePaymentSurchargeRate == null ? null : rateToMilli(v.onlinePaymentSurchargeRate),
    inPersonPaymentSurchargeRateMilli:
      v.inPersonPaymentSurchargeRate == null ? null : rateToMilli(v.inPersonPaymentSurchargeRate),
    disableAdyenMinimumSurcharge: v.disableAdyenMinimumSurcharge,
    chinaPaymentsMerchantCode: v.chinaPaymentsMerchantCode,
    merchantId: v.merchantId,
    hungryPandaStoreId: v.hungryPandaStoreId,
    createdAt: now,
    updatedAt: now,
  };
}

/** The restaurants columns a form sets (profile fields shared with My Restaurant). */
export function restaurantColumns(v: MerchantInput, current: RestaurantRow | undefined, now: Date) {
  const online: Record<string, unknown> = {
    ...obj(current?.onlineSettings),
    isTillPaymentEnabled: v.onlineSettings.isTillPaymentEnabled,
  };
  // Till and the Adyen card provider are exclusive (online-settings rules).
  if (online.isTillPaymentEnabled) online.isAdyenPaymentEnabled = false;
  return {
    name: v.name,
    altName: v.altName,
    address: v.address,
    addressObject: v.addressObject,
    description: v.restrauntDescription,
    abn: v.abn,
    taxName: v.taxName,
    taxPercentage: v.taxPercentage,
    phone: v.phone,
    latitude: v.latitude ?? v.addressObject?.location?.lat ?? null,
    longitude: v.longitude ?? v.addressObject?.location?.lng ?? null,
    timezone: v.timezone,
    ...(v.themeColor ? { themeColor: v.themeColor } : {}),
    ...(v.websiteStyle ? { websiteStyle: v.websiteStyle } : {}),
    notificationEmail: v.notificationEmail,
    isOnline: v.isOnline ?? current?.isOnline ?? false,
    takeawayPayment: v.takeawayPayment,
    smsVerify: v.smsVerify,
    posSettings: {
      ...obj(current?.posSettings),
      showRemoveTakeawayOrders: v.posSettings.showRemoveTakeawayOrders,
    },
    onlineSettings: online,
    updatedAt: now,
  };
}

import {
  dollarsToCents,
  MERCHANT_MESSAGES as M,
  MERCHANT_DEFAULTS,
  type Merchant,
  type MerchantRequest,
  merchantIdentifierError,
  merchantNameError,
  merchantTimezoneError,
  surchargeRateError,
  taxPercentageError,
  themePresetColor,
  type WebsiteStyle,
} from '@rpos/domain';
import type { RestaurantBasics } from './my-restaurant-form';

export type MerchantKind = 'restaurant' | 'restaurantGroup';

/** The merchant flags the form shows as switches. */
export const MERCHANT_SWITCHES = [
  'isOnline',
  'takeawayPayment',
  'smsVerify',
  'isFranchise',
  'isApplicationFeeEnabled',
  'disableAdyenMinimumSurcharge',
  'showRemoveTakeawayOrders',
  'isTillPaymentEnabled',
] as const;
export type MerchantSwitch = (typeof MERCHANT_SWITCHES)[number];

/** The admin's restaurant and group form: the shared fields, the merchant's own, numbers as typed. */
export interface MerchantFormValues extends RestaurantBasics, Record<MerchantSwitch, boolean> {
  taxName: string;
  taxPercentage: string;
  restaurantAdmin: string;
  paymentPartnerCode: string;
  /** Write-only: '' keeps the stored one. */
  paymentPartnerCredential: string;
  serviceMonthlyPrice: string;
  applicationFee: string;
  isApplicationFeeDisabled: boolean;
  restaurantType: string;
  restaurantCategory: string;
  merchantType: string;
  fantuanStoreId: string;
  onlinePaymentSurchargeRate: string;
  inPersonPaymentSurchargeRate: string;
  chinaPaymentsMerchantCode: string;
  merchantId: string;
  hungryPandaStoreId: string;
  groupId: string;
  restaurants: string[];
}

const money = (cents: number) => (cents / 100).toFixed(2);
const text = (v: string | null | undefined) => v ?? '';

/** The form's values for a merchant, or a new one with the defaults of back-office.md §9. */
export function merchantDefaults(m: Merchant | null): MerchantFormValues {
  return {
    name: text(m?.name),
    altName: text(m?.altName),
    urlIdentifier: text(m?.urlIdentifier),
    address: text(m?.address),
    addressObject: m?.addressObject ?? null,
    latitude: m?.latitude ?? null,
    longitude: m?.longitude ?? null,
    restrauntDescription: text(m?.restrauntDescription),
    abn: text(m?.abn),
    phone: text(m?.phone),
    timezone: m?.timezone ?? MERCHANT_DEFAULTS.timezone,
    themeColor: themePresetColor(m?.themeColor ?? '#3f51b5'),
    websiteStyle: (m?.websiteStyle ?? 'simple') as WebsiteStyle,
    notificationEmail: text(m?.notificationEmail),
    taxName: m?.taxName ?? 'GST',
    taxPercentage: String(m?.taxPercentage ?? MERCHANT_DEFAULTS.taxPercentage),
    restaurantAdmin: text(m?.restaurantAdmin),
    paymentPartnerCode: text(m?.paymentPartnerCode),
    paymentPartnerCredential: '',
    serviceMonthlyPrice: money(m?.serviceMonthlyPrice ?? MERCHANT_DEFAULTS.serviceMonthlyPrice),
    applicationFee: money(m?.applicationFee ?? MERCHANT_DEFAULTS.applicationFee),
    isApplicationFeeDisabled: m?.isApplicationFeeDisabled ?? false,
    restaurantType: text(m?.restaurantType),
    restaurantCategory: text(m?.restaurantCategory),
    merchantType: text(m?.merchantType),
    fantuanStoreId: text(m?.fantuanStoreId),
    onlinePaymentSurchargeRate:
      m?.onlinePaymentSurchargeRate == null ? '' : String(m.onlinePaymentSurchargeRate),
    inPersonPaymentSurchargeRate:
      m?.inPersonPaymentSurchargeRate == null ? '' : String(m.inPersonPaymentSurchargeRate),
    chinaPaymentsMerchantCode: text(m?.chinaPaymentsMerchantCode),
    merchantId: text(m?.merchantId),
    hungryPandaStoreId: text(m?.hungryPandaStoreId),
    groupId: text(m?.groupId),
    restaurants: m?.restaurants.map((r) => r.restaurantId) ?? [],
    // A new restaurant starts not live: its admin turns it on with Go live (decision 0480).
    isOnline: m ? m.isOnline : false,
    takeawayPayment: m?.takeawayPayment ?? true,
    smsVerify: m?.smsVerify ?? false,
    isFranchise: m?.isFranchise ?? false,
    isApplicationFeeEnabled: m?.isApplicationFeeEnabled ?? false,
    disableAdyenMinimumSurcharge: m?.disableAdyenMinimumSurcharge ?? false,
    showRemoveTakeawayOrders: m?.posSettings.showRemoveTakeawayOrders ?? false,
    isTillPaymentEnabled: m?.onlineSettings.isTillPaymentEnabled ?? false,
  };
}

export type MerchantFieldErrors = Partial<Record<keyof MerchantFormValues, string>>;

/** The errors the form shows under its fields, with the texts of back-office.md §5 (none: {}). */
export function merchantFieldErrors(v: MerchantFormValues): MerchantFieldErrors {
  const errors: MerchantFieldErrors = {};
  const put = (key: keyof MerchantFormValues, error: string | null) => {
    if (error) errors[key] = error;
  };
  put('name', merchantNameError(v.name));
  put('urlIdentifier', merchantIdentifierError(v.urlIdentifier));
  put('timezone', merchantTimezoneError(v.timezone));
  put('taxPercentage', taxPercentageError(v.taxPercentage));
  put('onlinePaymentSurchargeRate', surchargeRateError(v.onlinePaymentSurchargeRate));
  put('inPersonPaymentSurchargeRate', surchargeRateError(v.inPersonPaymentSurchargeRate));
  if (dollarsToCents(v.serviceMonthlyPrice) === null) errors.serviceMonthlyPrice = M.moneyInvalid;
  if (dollarsToCents(v.applicationFee) === null) errors.applicationFee = M.moneyInvalid;
  return errors;
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const rate = (v: string) => (v.trim() === '' ? null : Number(v));

/** The body of POST /restaurant and PUT /restaurant/{urlIdentifier} (call after merchantFieldErrors is {}). */
export function toMerchantRequest(v: MerchantFormValues, kind: MerchantKind): MerchantRequest {
  return {
    type: kind,
    name: v.name.trim(),
    urlIdentifier: v.urlIdentifier,
    altName: orNull(v.altName),
    address: orNull(v.address),
    addressObject: v.addressObject,
    restrauntDescription: orNull(v.restrauntDescription),
    abn: orNull(v.abn),
    taxName: v.taxName.trim() || 'GST',
    taxPercentage: Number(v.taxPercentage),
    restaurantAdmin: orNull(v.restaurantAdmin),
    paymentPartnerCode: orNull(v.paymentPartnerCode),
    paymentPartnerCredential: orNull(v.paymentPartnerCredential),
    phone: orNull(v.phone),
    latitude: v.latitude,
    longitude: v.longitude,
    timezone: v.timezone,
    themeColor: v.themeColor,
    websiteStyle: v.websiteStyle,
    notificationEmail: orNull(v.notificationEmail),
    isOnline: v.isOnline,
    takeawayPayment: v.takeawayPayment,
    smsVerify: v.smsVerify,
    isFranchise: v.isFranchise,
    serviceMonthlyPrice: dollarsToCents(v.serviceMonthlyPrice) ?? 0,
    applicationFee: dollarsToCents(v.applicationFee) ?? 0,
    isApplicationFeeEnabled: v.isApplicationFeeEnabled,
    isApplicationFeeDisabled: kind === 'restaurantGroup' && v.isApplicationFeeDisabled,
    restaurantType: (orNull(v.restaurantType) as MerchantRequest['restaurantType']) ?? null,
    restaurantCategory: (orNull(v.restaurantCategory) as MerchantRequest['restaurantCategory']) ?? null,
    merchantType: (orNull(v.merchantType) as MerchantRequest['merchantType']) ?? null,
    fantuanStoreId: orNull(v.fantuanStoreId),
    onlinePaymentSurchargeRate: rate(v.onlinePaymentSurchargeRate),
    inPersonPaymentSurchargeRate: rate(v.inPersonPaymentSurchargeRate),
    disableAdyenMinimumSurcharge: v.disableAdyenMinimumSurcharge,
    chinaPaymentsMerchantCode: orNull(v.chinaPaymentsMerchantCode),
    merchantId: orNull(v.merchantId),
    hungryPandaStoreId: orNull(v.hungryPandaStoreId),
    posSettings: { showRemoveTakeawayOrders: v.showRemoveTakeawayOrders },
    onlineSettings: { isTillPaymentEnabled: v.isTillPaymentEnabled },
    groupId: kind === 'restaurant' ? orNull(v.groupId) : null,
    ...(kind === 'restaurantGroup' ? { restaurants: v.restaurants } : {}),
  };
}

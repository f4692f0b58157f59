import {
  MY_RESTAURANT_FLAGS,
  type MyRestaurant,
  type MyRestaurantFlag,
  THEME_PRESETS,
  themePresetColor,
  type UpdateMyRestaurantRequest,
  type WebsiteStyle,
} from '@rpos/domain';

/**
 * The fields My Restaurant's profile form and the admin's restaurant and group forms share (one
 * component edits them: RestaurantBasicsFields); text fields as strings ('' for none).
 */
export interface RestaurantBasics {
  name: string;
  altName: string;
  urlIdentifier: string;
  address: string;
  addressObject: UpdateMyRestaurantRequest['addressObject'];
  latitude: number | null;
  longitude: number | null;
  restrauntDescription: string;
  abn: string;
  phone: string;
  timezone: string;
  themeColor: string;
  websiteStyle: WebsiteStyle;
  notificationEmail: string;
}

/** What the profile form holds: the shared fields and the flags as booleans. */
export interface ProfileFormValues extends RestaurantBasics, Record<MyRestaurantFlag, boolean> {}

/** The form's values for a restaurant as GET /myrestaurant answered it (missing flags: online, takeaway payment on). */
export function profileDefaults(r: MyRestaurant): ProfileFormValues {
  const flags = Object.fromEntries(MY_RESTAURANT_FLAGS.map((f) => [f, r[f]])) as Record<
    MyRestaurantFlag,
    boolean
  >;
  return {
    ...flags,
    isOnline: r.isOnline ?? true,
    takeawayPayment: r.takeawayPayment ?? true,
    name: r.name,
    altName: r.altName ?? '',
    urlIdentifier: r.urlIdentifier,
    address: r.address ?? '',
    addressObject: r.addressObject,
    latitude: r.latitude,
    longitude: r.longitude,
    restrauntDescription: r.restrauntDescription ?? '',
    abn: r.abn ?? '',
    phone: r.phone ?? '',
    timezone: r.timezone,
    themeColor: themePresetColor(r.themeColor),
    websiteStyle: r.websiteStyle,
    notificationEmail: r.notificationEmail ?? '',
  };
}

/** The body of PUT /myrestaurant/ (isPOSOpenCashEnabled at the top level). */
export const toUpdateRequest = (v: ProfileFormValues): UpdateMyRestaurantRequest => ({ ...v });

/** §2.1: Update is disabled while saving or when name or identifier is empty. */
export function canUpdate(v: { saving: boolean; name: string; urlIdentifier: string }): boolean {
  return !v.saving && v.name.trim() !== '' && v.urlIdentifier.trim() !== '';
}

/** The IANA zones of this browser, the restaurant's own first when the browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export const THEME_OPTIONS = Object.entries(THEME_PRESETS) as [string, string][];

import { z } from 'zod';

/** Address search limits (diner.md §5 "Checkout": autocomplete restricted to AU). */
export const MAPS_LIMITS = {
  inputMin: 3,
  inputMax: 200,
  /** At most this many suggestions per answer. */
  suggestions: 5,
  placeIdMax: 1000,
  sessionTokenMax: 100,
} as const;

/** Texts of the maps calls (ours: the spec gives none). */
export const MAPS_MESSAGES = {
  inputTooShort: 'Please type at least 3 characters of the address.',
  inputTooLong: 'The address is too long.',
  placeIdRequired: 'Please choose an address from the list.',
  placeNotFound: 'That address could not be found. Please choose another or type it by hand.',
  notInAustralia: 'Please choose an address in Australia.',
  unavailable: 'Address search is unavailable right now. Please type the address by hand.',
  tooManyRequests: 'Too many address searches. Please wait a moment and try again.',
} as const;

const RestaurantRef = z.string().trim().max(100).optional();
/** One token per checkout address search (Google bills a session, not each keystroke). */
const SessionToken = z
  .string()
  .trim()
  .max(MAPS_LIMITS.sessionTokenMax)
  .regex(/^[\w-]*$/, 'Invalid session token')
  .optional();

/** GET /maps/autocomplete?input&restaurantId[&sessionToken]: what the diner typed. */
export const MapsAutocompleteQuery = z.object({
  input: z
    .string({ error: MAPS_MESSAGES.inputTooShort })
    .trim()
    .min(MAPS_LIMITS.inputMin, MAPS_MESSAGES.inputTooShort)
    .max(MAPS_LIMITS.inputMax, MAPS_MESSAGES.inputTooLong),
  /** The restaurant's url identifier: suggestions near it come first. */
  restaurantId: RestaurantRef,
  sessionToken: SessionToken,
});
export type MapsAutocompleteQuery = z.infer<typeof MapsAutocompleteQuery>;

/** One suggestion: `description` is the whole line, `mainText` the street, `secondaryText` the rest. */
export const MapsSuggestion = z.object({
  placeId: z.string(),
  description: z.string(),
  mainText: z.string(),
  secondaryText: z.string(),
});
export type MapsSuggestion = z.infer<typeof MapsSuggestion>;

export const MapsAutocompleteResponse = z.object({
  suggestions: z.array(MapsSuggestion).max(MAPS_LIMITS.suggestions),
});
export type MapsAutocompleteResponse = z.infer<typeof MapsAutocompleteResponse>;

/** GET /maps/place?placeId&restaurantId[&sessionToken]: the chosen suggestion's address. */
export const MapsPlaceQuery = z.object({
  placeId: z
    .string({ error: MAPS_MESSAGES.placeIdRequired })
    .trim()
    .min(1, MAPS_MESSAGES.placeIdRequired)
    .max(MAPS_LIMITS.placeIdMax, MAPS_MESSAGES.placeIdRequired),
  restaurantId: RestaurantRef,
  sessionToken: SessionToken,
});
export type MapsPlaceQuery = z.infer<typeof MapsPlaceQuery>;

/**
 * diner.md §3 "Address", every field present ('' when unknown); assignable to AddressObject, so it
 * goes into placeOrder's user.addressObject as it is.
 */
export const MapsAddress = z.object({
  country: z.string(),
  countryCode: z.string(),
  line1: z.string(),
  line2: z.string(),
  line3: z.string(),
  city: z.string(),
  stateOrProvince: z.string(),
  stateOrProvinceCode: z.string(),
  postalCode: z.string(),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type MapsAddress = z.infer<typeof MapsAddress>;

export const MapsPlaceResponse = z.object({
  placeId: z.string(),
  address: MapsAddress,
  /** One line, e.g. '12 George St, Sydney NSW 2000'. */
  formatted: z.string(),
});
export type MapsPlaceResponse = z.infer<typeof MapsPlaceResponse>;

/** 'Sydney NSW 2000': the Australian way to write the locality line. */
export function localityLine(a: Pick<MapsAddress, 'city' | 'stateOrProvinceCode' | 'postalCode'>): string {
  return [a.city, a.stateOrProvinceCode, a.postalCode].filter((p) => p.trim() !== '').join(' ');
}

/** '12 George St, Sydney NSW 2000' (the street part left out when there is none). */
export function formatAddressLine(
  a: Pick<MapsAddress, 'line1' | 'city' | 'stateOrProvinceCode' | 'postalCode'>,
): string {
  return [a.line1.trim(), localityLine(a)].filter((p) => p !== '').join(', ');
}

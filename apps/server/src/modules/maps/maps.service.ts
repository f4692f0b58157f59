import {
  MAPS_MESSAGES,
  type MapsAutocompleteQuery,
  type MapsAutocompleteResponse,
  type MapsPlaceQuery,
  type MapsPlaceResponse,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import type { MapsBias, MapsProvider } from './maps-provider';

/** Where the restaurant is (its coordinates, else its address's location) and its state. */
async function restaurantBias(db: DbOrTx, restaurantId: string | undefined): Promise<MapsBias | undefined> {
  if (!restaurantId) return undefined;
  const r = await findRestaurantByUrlIdentifier(db, restaurantId);
  if (!r) return undefined;
  const lat = r.latitude ?? r.addressObject?.location?.lat;
  const lng = r.longitude ?? r.addressObject?.location?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  return { lat, lng, stateCode: r.addressObject?.stateOrProvinceCode?.toUpperCase() || undefined };
}

/** GET /maps/autocomplete: suggestions for what the diner typed, near the restaurant first. */
export async function autocompleteAddress(
  db: DbOrTx,
  provider: MapsProvider,
  q: MapsAutocompleteQuery,
): Promise<MapsAutocompleteResponse> {
  const bias = await restaurantBias(db, q.restaurantId);
  const suggestions = await provider.autocomplete(q.input, { bias, sessionToken: q.sessionToken });
  return { suggestions };
}

/** GET /maps/place: the chosen suggestion's address; 404 when unknown, 400 outside Australia. */
export async function lookUpPlace(provider: MapsProvider, q: MapsPlaceQuery): Promise<MapsPlaceResponse> {
  const place = await provider.place(q.placeId, { sessionToken: q.sessionToken });
  if (!place) throw new AppError('NOT_FOUND', MAPS_MESSAGES.placeNotFound);
  const country = place.address.countryCode.toUpperCase();
  if (country !== '' && country !== 'AU') throw new AppError('BAD_REQUEST', MAPS_MESSAGES.notInAustralia);
  return place;
}

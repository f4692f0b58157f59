import {
  formatAddressLine,
  MAPS_LIMITS,
  MAPS_MESSAGES,
  type MapsAddress,
  type MapsSuggestion,
} from '@rpos/domain';
import { type MapsPlace, type MapsProvider, MapsUnavailableError } from './maps-provider';

/** How far around the restaurant suggestions are favoured (metres; Google allows up to 50 km). */
const BIAS_RADIUS_M = 20_000;
const TIMEOUT_MS = 5_000;
const DETAILS_FIELDS = 'id,formattedAddress,addressComponents,location';
const AUTOCOMPLETE_FIELDS =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,' +
  'suggestions.placePrediction.structuredFormat';

interface GoogleText {
  text?: string;
}
interface AutocompleteAnswer {
  suggestions?: {
    placePrediction?: {
      placeId?: string;
      text?: GoogleText;
      structuredFormat?: { mainText?: GoogleText; secondaryText?: GoogleText };
    };
  }[];
}
export interface GoogleAddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
}
interface PlaceAnswer {
  id?: string;
  formattedAddress?: string;
  addressComponents?: GoogleAddressComponent[];
  location?: { latitude?: number; longitude?: number };
}

/**
 * Google's addressComponents → diner.md §3 Address: [subpremise/]street_number route → line1,
 * locality (else postal_town, sublocality, administrative_area_level_2) → city,
 * administrative_area_level_1 → state (long name, short code), postal_code, country.
 */
export function toAddress(
  components: GoogleAddressComponent[],
  location?: PlaceAnswer['location'],
): MapsAddress {
  const find = (...types: string[]) => {
    for (const t of types) {
      const c = components.find((x) => x.types?.includes(t));
      if (c) return c;
    }
    return undefined;
  };
  const long = (...types: string[]) => find(...types)?.longText?.trim() ?? '';
  const short = (...types: string[]) => find(...types)?.shortText?.trim() ?? '';
  const number = [long('subpremise'), long('street_number')].filter(Boolean).join('/');
  const line1 = [number, long('route')].filter(Boolean).join(' ') || long('premise', 'establishment');
  const lat = location?.latitude;
  const lng = location?.longitude;
  return {
    country: long('country'),
    countryCode: short('country'),
    line1,
    line2: '',
    line3: '',
    city: long('locality', 'postal_town', 'sublocality', 'administrative_area_level_2'),
    stateOrProvince: long('administrative_area_level_1'),
    stateOrProvinceCode: short('administrative_area_level_1'),
    postalCode: long('postal_code'),
    location: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null,
  };
}

/** Google's error answer: `{error: {code, message, status}}`. */
async function errorDetail(res: Response): Promise<string> {
  const text = await res.text().catch(() => '');
  try {
    const e = (JSON.parse(text) as { error?: { status?: string; message?: string } }).error;
    return `HTTP ${res.status} ${e?.status ?? ''} ${e?.message ?? ''}`.trim();
  } catch {
    return `HTTP ${res.status} ${text.slice(0, 200)}`.trim();
  }
}

/**
 * Google Places API (New) over fetch: POST /v1/places:autocomplete (Australia only, biased around
 * the restaurant) and GET /v1/places/{id} with a field mask; the key in X-Goog-Api-Key, the
 * checkout's session token on both so Google bills one session per address search.
 */
export function createGoogleMapsProvider(options: { apiKey: string; baseUrl: string }): MapsProvider {
  const call = async (path: string, init: RequestInit, fieldMask: string): Promise<Response> => {
    try {
      return await fetch(`${options.baseUrl}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': options.apiKey,
          'x-goog-fieldmask': fieldMask,
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new MapsUnavailableError(
        MAPS_MESSAGES.unavailable,
        err instanceof Error ? err.message : String(err),
      );
    }
  };

  return {
    provider: 'google',
    async autocomplete(input, { bias, sessionToken }) {
      const body = {
        input,
        includedRegionCodes: ['au'],
        languageCode: 'en',
        ...(sessionToken ? { sessionToken } : {}),
        ...(bias
          ? {
              locationBias: {
                circle: { center: { latitude: bias.lat, longitude: bias.lng }, radius: BIAS_RADIUS_M },
              },
            }
          : {}),
      };
      const res = await call(
        '/v1/places:autocomplete',
        { method: 'POST', body: JSON.stringify(body) },
        AUTOCOMPLETE_FIELDS,
      );
      if (!res.ok) throw new MapsUnavailableError(MAPS_MESSAGES.unavailable, await errorDetail(res));
      const answer = (await res.json().catch(() => null)) as AutocompleteAnswer | null;
      if (!answer)
        throw new MapsUnavailableError(MAPS_MESSAGES.unavailable, 'autocomplete answer is not JSON');
      const out: MapsSuggestion[] = [];
      for (const s of answer.suggestions ?? []) {
        const p = s.placePrediction;
        if (!p?.placeId) continue;
        const description = p.text?.text ?? '';
        out.push({
          placeId: p.placeId,
          description,
          mainText: p.structuredFormat?.mainText?.text ?? description,
          secondaryText: p.structuredFormat?.secondaryText?.text ?? '',
        });
      }
      return out.slice(0, MAPS_LIMITS.suggestions);
    },

    async place(placeId, { sessionToken }) {
      // Google's place ids are URL-safe; anything else cannot be one of theirs.
      if (!/^[\w-]{1,500}$/.test(placeId)) return null;
      const query = new URLSearchParams({ languageCode: 'en', regionCode: 'au' });
      if (sessionToken) query.set('sessionToken', sessionToken);
      const res = await call(
        `/v1/places/${encodeURIComponent(placeId)}?${query}`,
        { method: 'GET' },
        DETAILS_FIELDS,
      );
      if (res.status === 404) return null;
      if (res.status === 400) {
        const detail = await errorDetail(res);
        // A malformed or unknown id is INVALID_ARGUMENT: no such place, not an outage.
        if (detail.includes('INVALID_ARGUMENT')) return null;
        throw new MapsUnavailableError(MAPS_MESSAGES.unavailable, detail);
      }
      if (!res.ok) throw new MapsUnavailableError(MAPS_MESSAGES.unavailable, await errorDetail(res));
      const answer = (await res.json().catch(() => null)) as PlaceAnswer | null;
      if (!answer) throw new MapsUnavailableError(MAPS_MESSAGES.unavailable, 'place answer is not JSON');
      const address = toAddress(answer.addressComponents ?? [], answer.location);
      const result: MapsPlace = {
        placeId: answer.id ?? placeId,
        address,
        formatted: formatAddressLine(address) || (answer.formattedAddress ?? ''),
      };
      return result;
    },
  };
}

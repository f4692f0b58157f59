import type { MapsAddress, MapsSuggestion } from '@rpos/domain';

/** Where suggestions should gather: the restaurant's position and state. */
export interface MapsBias {
  lat: number;
  lng: number;
  /** 'NSW', 'VIC'...: the restaurant's state, when known. */
  stateCode?: string;
}

export interface MapsPlace {
  placeId: string;
  address: MapsAddress;
  formatted: string;
}

/**
 * Address autocomplete and place lookup (diner.md §7: "A maps service is used for address
 * autocomplete and to look up an address's place id"). Restricted to Australia (§5 "Checkout").
 */
export interface MapsProvider {
  readonly provider: 'offline' | 'google';
  /** At most 5 suggestions for what the diner typed, nearest the bias first. */
  autocomplete(input: string, options: { bias?: MapsBias; sessionToken?: string }): Promise<MapsSuggestion[]>;
  /** The address of a suggestion's place id; null when there is no such place. */
  place(placeId: string, options: { sessionToken?: string }): Promise<MapsPlace | null>;
}

/** The maps service failed or could not be reached: the routes answer 502 with `message`. */
export class MapsUnavailableError extends Error {
  readonly status = 502;
  readonly code = 'MAPS_UNAVAILABLE';
  constructor(
    message: string,
    /** What the service said (logged, never sent to the diner). */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'MapsUnavailableError';
  }
}

/** Kilometres between two points (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

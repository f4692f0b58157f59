import { formatAddressLine, MAPS_LIMITS, type MapsSuggestion } from '@rpos/domain';
import { z } from 'zod';
import { distanceKm, type MapsBias, type MapsPlace, type MapsProvider } from './maps-provider';
import { AU_STATES, type AuStateCode, findLocality, GAZETTEER, type Locality } from './offline-gazetteer';

export const OFFLINE_PLACE_PREFIX = 'offline:';

/** Words that end the street part of what a diner types ("12 George St ..."). */
const STREET_TYPES = new Set([
  'st',
  'street',
  'rd',
  'road',
  'ave',
  'av',
  'avenue',
  'pde',
  'parade',
  'dr',
  'drive',
  'ln',
  'lane',
  'pl',
  'place',
  'cres',
  'crescent',
  'hwy',
  'highway',
  'tce',
  'terrace',
  'blvd',
  'boulevard',
  'ct',
  'court',
  'way',
  'cct',
  'circuit',
  'cl',
  'close',
  'sq',
  'square',
  'esp',
  'esplanade',
  'gr',
  'grove',
  'walk',
  'row',
  'mall',
  'wharf',
  'quay',
]);

/** What a placeId carries: the street as typed and the chosen locality. */
const OfflinePlace = z.object({
  s: z.string().max(MAPS_LIMITS.inputMax),
  c: z.string().max(100),
  st: z.enum(Object.keys(AU_STATES) as [AuStateCode, ...AuStateCode[]]),
  p: z.string().regex(/^\d{4}$/),
});
type OfflinePlace = z.infer<typeof OfflinePlace>;

/** 'offline:' + base64url of the JSON: /place decodes it, nothing is stored. */
export function encodeOfflinePlaceId(place: OfflinePlace): string {
  return OFFLINE_PLACE_PREFIX + Buffer.from(JSON.stringify(place)).toString('base64url');
}

function decodeOfflinePlaceId(placeId: string): OfflinePlace | null {
  if (!placeId.startsWith(OFFLINE_PLACE_PREFIX)) return null;
  try {
    const json: unknown = JSON.parse(
      Buffer.from(placeId.slice(OFFLINE_PLACE_PREFIX.length), 'base64url').toString(),
    );
    const parsed = OfflinePlace.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** "12 george st" → "12 George St": capitalises words typed all in lower case, keeps the rest. */
function tidyStreet(words: string[]): string {
  return words.map((w) => (/^[a-z][a-z'-]*$/.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w)).join(' ');
}

interface LocalityQuery {
  name: string;
  state?: string;
  postcode?: string;
}

/**
 * Reads the locality part: a name prefix, then optionally a state code and a postcode (or its first
 * 3 digits), in any order at the end; a trailing 'Australia' is ignored.
 */
function readLocalityPart(words: string[]): LocalityQuery {
  const rest = [...words];
  const query: LocalityQuery = { name: '' };
  while (rest.length > 0) {
    const last = rest.at(-1)!;
    const upper = last.toUpperCase();
    if (last === 'australia') rest.pop();
    else if (!query.state && upper in AU_STATES) {
      query.state = upper;
      rest.pop();
    } else if (!query.postcode && /^\d{3,4}$/.test(last)) {
      query.postcode = last;
      rest.pop();
    } else break;
  }
  query.name = rest.join(' ');
  return query;
}

/** 3 exact name, 2 name starts with it, 1 a later word starts with it (or no name typed), 0 no match. */
function nameScore(locality: Locality, name: string): number {
  if (name === '') return 1;
  const n = locality.name.toLowerCase();
  if (n === name) return 3;
  if (n.startsWith(name)) return 2;
  return ` ${n}`.includes(` ${name}`) ? 1 : 0;
}

/** Matching localities, best first (name, then the restaurant's state, then distance), and the best score. */
function matchLocalities(q: LocalityQuery, bias?: MapsBias): { found: Locality[]; best: number } {
  const scored = GAZETTEER.map((l, index) => ({ l, index, score: nameScore(l, q.name) })).filter(
    ({ l, score }) =>
      score > 0 && (!q.state || l.state === q.state) && (!q.postcode || l.postcode.startsWith(q.postcode)),
  );
  const sameState = (l: Locality) => (bias?.stateCode && l.state === bias.stateCode ? 1 : 0);
  const distance = (l: Locality) => (bias ? distanceKm(bias, l) : 0);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      sameState(b.l) - sameState(a.l) ||
      distance(a.l) - distance(b.l) ||
      a.index - b.index,
  );
  return { found: scored.map((s) => s.l), best: scored[0]?.score ?? 0 };
}

/**
 * Splits what the diner typed into a street part and a locality part and finds the localities:
 * after a street-type word, the split whose locality matches best ("12 George St Syd",
 * "5 Acland St St Kilda"); else the longest known locality at the end ("12 George Sydney", "Bondi",
 * "2026"); else, for a street alone ("12 George St", "12 Smith"), the localities nearest the
 * restaurant. Nothing for words that are neither.
 */
function parse(input: string, bias?: MapsBias): { street: string; localities: Locality[] } {
  const original = input.replace(/[,;]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  const words = original.map((w) => w.toLowerCase());
  const nearby = () => matchLocalities({ name: '' }, bias).found;
  const at = (k: number) => matchLocalities(readLocalityPart(words.slice(k)), bias);

  let hit: { k: number; found: Locality[] } | null = null;
  let best = 0;
  let streetOnly = false;
  for (let i = 0; i < words.length; i++) {
    if (!STREET_TYPES.has(words[i]!)) continue;
    if (i === words.length - 1) {
      streetOnly = true;
      continue;
    }
    const m = at(i + 1);
    if (m.best > best) {
      best = m.best;
      hit = { k: i + 1, found: m.found };
    }
  }
  // "12 George St": a street alone, not "12 George" in St Kilda.
  for (let k = 0; k < words.length && !hit && !streetOnly; k++) {
    const m = at(k);
    if (m.best > 0) hit = { k, found: m.found };
  }
  if (!hit && (streetOnly || /^\d/.test(words[0] ?? ''))) hit = { k: words.length, found: nearby() };
  if (!hit) return { street: '', localities: [] };
  return { street: tidyStreet(original.slice(0, hit.k)), localities: hit.found };
}

function toPlace(placeId: string, street: string, l: Locality): MapsPlace {
  const address = {
    country: 'Australia',
    countryCode: 'AU',
    line1: street,
    line2: '',
    line3: '',
    city: l.name,
    stateOrProvince: AU_STATES[l.state],
    stateOrProvinceCode: l.state,
    postalCode: l.postcode,
    location: { lat: l.lat, lng: l.lng },
  };
  return { placeId, address, formatted: formatAddressLine(address) };
}

/**
 * The offline default: a built-in gazetteer of Australian localities (offline-gazetteer.ts). It
 * cannot know streets, so it keeps the street as typed and completes the suburb, state and postcode;
 * the location is the locality's centre. Needs no network and no key.
 */
export function createOfflineMapsProvider(): MapsProvider {
  return {
    provider: 'offline',
    async autocomplete(input, { bias }) {
      const { street, localities } = parse(input, bias);
      return localities.slice(0, MAPS_LIMITS.suggestions).map((l): MapsSuggestion => {
        const locality = `${l.name} ${l.state} ${l.postcode}`;
        return {
          placeId: encodeOfflinePlaceId({ s: street, c: l.name, st: l.state, p: l.postcode }),
          description: street ? `${street}, ${locality}` : locality,
          mainText: street || l.name,
          secondaryText: street ? locality : `${l.state} ${l.postcode}`,
        };
      });
    },
    async place(placeId) {
      const p = decodeOfflinePlaceId(placeId);
      const locality = p && findLocality(p.c, p.st, p.p);
      return p && locality ? toPlace(placeId, p.s, locality) : null;
    },
  };
}

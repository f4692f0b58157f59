import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PlacesCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** George Street in Sydney, as Places API (New) describes it. */
export const GEORGE_ST_PLACE = {
  id: 'ChIJgeorge12',
  formattedAddress: '12 George St, Sydney NSW 2000, Australia',
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'] },
    { longText: 'George Street', shortText: 'George St', types: ['route'] },
    { longText: 'Sydney', shortText: 'Sydney', types: ['locality', 'political'] },
    {
      longText: 'Council of the City of Sydney',
      shortText: 'Sydney',
      types: ['administrative_area_level_2', 'political'],
    },
    { longText: 'New South Wales', shortText: 'NSW', types: ['administrative_area_level_1', 'political'] },
    { longText: 'Australia', shortText: 'AU', types: ['country', 'political'] },
    { longText: '2000', shortText: '2000', types: ['postal_code'] },
  ],
  location: { latitude: -33.8611, longitude: 151.2083 },
};

/**
 * A local stand-in for https://places.googleapis.com (tests only), on 127.0.0.1: POST
 * /v1/places:autocomplete answers two place predictions and a query prediction for any input but
 * 'fail' (HTTP 500) and 'quota' (429 RESOURCE_EXHAUSTED); GET /v1/places/ChIJgeorge12 answers George
 * Street, ChIJauckland a New Zealand place, ChIJbroken 503; other ids are 404 NOT_FOUND. A wrong key
 * answers 403.
 */
export async function startGooglePlacesFake(apiKey: string): Promise<{
  url: string;
  calls: PlacesCall[];
  close: () => Promise<void>;
}> {
  const calls: PlacesCall[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body: unknown = raw ? JSON.parse(raw) : null;
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(data));
      };
      const error = (code: number, status: string, message: string) =>
        send(code, { error: { code, message, status } });
      if (req.headers['x-goog-api-key'] !== apiKey)
        return error(403, 'PERMISSION_DENIED', 'API key not valid.');
      if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        const input = (body as { input?: string } | null)?.input ?? '';
        if (input === 'fail') return error(500, 'INTERNAL', 'Internal error encountered.');
        if (input === 'quota') return error(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.');
        return send(200, {
          suggestions: [
            {
              placePrediction: {
                place: 'places/ChIJgeorge12',
                placeId: 'ChIJgeorge12',
                text: { text: '12 George Street, Sydney NSW, Australia', matches: [{ endOffset: 9 }] },
                structuredFormat: {
                  mainText: { text: '12 George Street' },
                  secondaryText: { text: 'Sydney NSW, Australia' },
                },
                types: ['street_address'],
              },
            },
            { queryPrediction: { text: { text: '12 George Street restaurants' } } },
            {
              placePrediction: {
                placeId: 'ChIJgeorge12p',
                text: { text: '12 George Street, Parramatta NSW, Australia' },
                structuredFormat: {
                  mainText: { text: '12 George Street' },
                  secondaryText: { text: 'Parramatta NSW, Australia' },
                },
              },
            },
          ],
        });
      }
      if (req.method === 'GET' && url.pathname.startsWith('/v1/places/')) {
        const id = decodeURIComponent(url.pathname.slice('/v1/places/'.length));
        if (id === GEORGE_ST_PLACE.id) return send(200, GEORGE_ST_PLACE);
        if (id === 'ChIJauckland')
          return send(200, {
            id,
            formattedAddress: '1 Queen Street, Auckland 1010, New Zealand',
            addressComponents: [
              { longText: 'Auckland', shortText: 'Auckland', types: ['locality'] },
              { longText: 'New Zealand', shortText: 'NZ', types: ['country'] },
            ],
            location: { latitude: -36.8485, longitude: 174.7633 },
          });
        if (id === 'ChIJbroken') return error(503, 'UNAVAILABLE', 'The service is currently unavailable.');
        return error(404, 'NOT_FOUND', `Place '${id}' not found.`);
      }
      return error(404, 'NOT_FOUND', 'No such method');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

// The POS's service worker (issue 31, decision 0530), registered by the POS with scope /pos.
// - A page under /pos: the network first (the server's latest app), else the last shell kept.
// - The app's built scripts and styles (/assets/…, named by their content): kept once fetched (or
//   named by the page in a 'keep' message), then served from here, so a reload with no network finds
//   every script the POS loaded.
// - The API (/api/…) is never answered from here: the POS keeps its own data and queue in IndexedDB.
const CACHE = 'rpos-pos-v1';
const SHELL = '/pos';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL, { credentials: 'same-origin' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('rpos-pos-') && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function shellFirstFromNetwork(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw error;
  }
}

async function keptAsset(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// The POS tells which scripts it loaded before this worker controlled the page: they are kept too.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of urls) {
        const path = new URL(url, self.location.origin);
        if (path.origin !== self.location.origin || !path.pathname.startsWith('/assets/')) continue;
        if (await cache.match(path.pathname)) continue;
        await cache.add(path.pathname).catch(() => undefined);
      }
    }),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/pos' || url.pathname.startsWith('/pos/'))) {
    event.respondWith(shellFirstFromNetwork(request));
    return;
  }
  if (
    url.pathname.startsWith('/assets/') ||
    url.pathname === '/favicon.svg' ||
    url.pathname === '/pos.webmanifest'
  )
    event.respondWith(keptAsset(request));
});

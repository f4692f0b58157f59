/**
 * The POS as an installable app that opens with no network (issue 31, decision 0530): the manifest
 * (linked only while the POS is on screen, so the diner's site is not offered as the POS app) and the
 * service worker public/pos-sw.js, scoped to /pos. It keeps the app's shell and every script the POS
 * loaded; the POS's pages are loaded once here so a reload offline finds them all. Answers a cleanup.
 */
export function installPosApp(): () => void {
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/pos.webmanifest';
  document.head.appendChild(link);
  if ('serviceWorker' in navigator && import.meta.env.PROD) {
    navigator.serviceWorker
      .register('/pos-sw.js', { scope: '/pos' })
      .then(() => navigator.serviceWorker.ready)
      .then(async (registration) => {
        await warmPosPages();
        registration.active?.postMessage({ type: 'keep', urls: loadedAssets() });
      })
      .catch(() => undefined);
  }
  return () => link.remove();
}

/** The app's scripts and styles this page loaded (some before the service worker was there). */
function loadedAssets(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .concat([...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src))
    .concat([...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href));
  return [...new Set(urls)].filter((u) => new URL(u, location.href).pathname.startsWith('/assets/'));
}

/** Loads the POS's lazy pages, so the service worker has their scripts before the network goes. */
async function warmPosPages(): Promise<void> {
  await Promise.all([
    import('../pages/pos-floor-page'),
    import('../pages/pos-order-page'),
    import('../pages/pos-bill-page'),
    import('../pages/pos-offline-bill-page'),
    import('../pages/pos-sync-review-page'),
  ]).catch(() => undefined);
}

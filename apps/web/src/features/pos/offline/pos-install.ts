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
      .then(() => warmPosPages())
      .catch(() => undefined);
  }
  return () => link.remove();
}

/** Loads the POS's lazy pages, so the service worker has their scripts before the network goes. */
function warmPosPages(): void {
  void Promise.all([
    import('../pages/pos-floor-page'),
    import('../pages/pos-order-page'),
    import('../pages/pos-bill-page'),
    import('../pages/pos-offline-bill-page'),
    import('../pages/pos-sync-review-page'),
  ]).catch(() => undefined);
}

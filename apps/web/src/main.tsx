import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDataPrefetch } from './app/start-prefetch';
import { unregisterServiceWorkers } from './shared/api/service-worker';
import { checkSiteVersion } from './shared/api/site-version';
import { handOverWhenReady } from './shared/ui/first-screen-handover';

/**
 * Housekeeping that no first screen waits for: run once the page has loaded and the browser is idle,
 * so its request and work stay out of a phone's first seconds (the menu's data and pictures first).
 */
function whenLoadedAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

whenLoadedAndIdle(() => {
  void unregisterServiceWorkers();
  void checkSiteVersion();
});

// A diner's menu data (and the promotion landing) start loading now, beside the app's code.
startDataPrefetch();

/**
 * The browser's first date formatter with a time zone loads its time-zone data (16–36 ms on a fast
 * machine, four times that on a phone), its first number formatted for a locale that locale's data:
 * done here, in a task of their own, they no longer lengthen the first render's (a diner page works
 * out the restaurant's local time and formats prices while it renders).
 */
function warmUpFormatters(): void {
  // Any zone loads the time-zone data; the restaurant's formatter is then made in a fraction of a ms.
  new Intl.DateTimeFormat('en-US', { timeZone: 'Australia/Sydney' }).format(0);
  (0).toLocaleString('en-AU');
}
setTimeout(warmUpFormatters);

/** The next task: what runs after it does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Start-up in short main-thread tasks (a slow phone feels each long one; Lighthouse's total blocking
 * time): the libraries' code evaluates in one task (./boot-libs: its chunk holds them), the app's in
 * the next, its router is made in a third, the first render in a fourth. index.html preloads both chunks, so nothing waits on the
 * network in between.
 */
async function start(root: HTMLElement) {
  await import('./app/boot-libs');
  await nextTask();
  const { App, createAppRouter } = await import('./app/app');
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const prerendered = document.getElementById('rpos-prerendered');
  if (prerendered) handOverWhenReady(root, prerendered);
  // The server's first screen (decision 0590) gives way in the same task as the first render: no
  // frame shows neither, and the app's nodes are its own (none of them moves from the server's place).
  else root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // Its own task: appending a score of links (and the requests they start) does not lengthen the
  // render's.
  setTimeout(preloadRouteChunks);
}

/**
 * A lazy diner page's chunks, named in the page by the server (decision 0592): linked as modulepreload
 * once the first screen has rendered, so they download together while the router asks for them one
 * import after another, without sharing the link with the first screen's own code.
 */
function preloadRouteChunks(): void {
  const block = document.getElementById('rpos-route-chunks');
  if (!block) return;
  block.remove();
  let files: unknown;
  try {
    files = JSON.parse(block.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const href of files) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

const root = document.getElementById('root');
if (root) void start(root);

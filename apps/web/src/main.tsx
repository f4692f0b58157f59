import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { unregisterServiceWorkers } from './shared/api/service-worker';
import { checkSiteVersion } from './shared/api/site-version';

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

const root = document.getElementById('root');
// The first render in a task of its own, after the modules' evaluation: on a slow phone the two
// together block the main thread in one long stretch (Lighthouse's total blocking time).
if (root) {
  setTimeout(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

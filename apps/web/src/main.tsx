import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { unregisterServiceWorkers } from './shared/api/service-worker';
import { checkSiteVersion } from './shared/api/site-version';

void unregisterServiceWorkers();
void checkSiteVersion();

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

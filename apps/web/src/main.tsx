import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { unregisterServiceWorkers } from './shared/api/service-worker';
import { checkSiteVersion } from './shared/api/site-version';

void unregisterServiceWorkers();
void checkSiteVersion();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Component tests render pages and components without the routes that register these texts.
import '../shared/i18n/back-office';
import '../shared/i18n/order';

// findBy*/waitFor wait up to 1 s by default: too short for a lazy route on a busy 2-core machine.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

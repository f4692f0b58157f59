import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Component tests render pages and components without the routes that register these texts.
import '../shared/i18n/back-office';
import '../shared/i18n/order';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

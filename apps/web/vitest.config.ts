import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // Generous limits for a busy 2-core machine (the suite runs on every core at once): they only
    // bound how long a stuck test waits, nothing is measured by them.
    testTimeout: 20_000,
  },
});

import { defineConfig } from 'vitest/config';

// Browser journeys against the built app served by the real server (npm run test:e2e builds first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser at a time: the machine has two cores.
    fileParallelism: false,
    sequence: { groupOrder: 3 },
    // The default 1 s is too short for a page that fetches, lazy-loads and renders.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});

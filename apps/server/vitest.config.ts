import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Any process warning fails the test (or the file) it came in; so does a second query at once on
    // one PostgreSQL connection (decision 82).
    setupFiles: ['src/test/fail-on-warning.ts', 'src/test/one-query-per-connection.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database copy; two workers keep the 2-core machine busy without thrashing.
    maxWorkers: 2,
    sequence: { groupOrder: 2 },
  },
});

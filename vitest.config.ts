import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, i.e. one on this 2-core machine: the unit
    // suites (jsdom, React) are CPU-bound, so both cores work.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});

// ESLint keeps only what Biome cannot do: the import boundaries of the house and React hook rules.
// Formatting and general lint run in Biome (`biome check`).

import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The server's demo data (apps/server/src/demo): main.ts, tests and benches may import it, nothing else. */
const DEMO_IMPORT = {
  group: ['**/demo/*'],
  message: 'the product never imports the demo data (apps/server/src/demo)',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/data/**', 'apps/server/drizzle/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, globals: { ...globals.node, ...globals.browser } },
    plugins: { '@typescript-eslint': tseslint.plugin },
  },
  {
    // The domain package is pure: no I/O, no app code.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@rpos/server', '@rpos/web', '**/apps/**'],
              message: 'domain imports neither server nor web',
            },
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'react*'],
              message: 'domain is pure: no I/O',
            },
          ],
        },
      ],
    },
  },
  {
    // Web: shared → features → app. Shared code never reaches into features or app.
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'shared must not import features or app' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'features must not import app' }] },
      ],
    },
  },
  {
    // Server: the demo data is its own room (apps/server/src/demo); the product never imports it.
    files: ['apps/server/src/{modules,platform,db}/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/**/*-test-helpers.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DEMO_IMPORT] }],
    },
  },
  {
    // Server: only repositories (and db/) touch the database.
    files: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'only repositories touch the database' },
            DEMO_IMPORT,
          ],
        },
      ],
    },
  },
  {
    // One connection runs one query at a time: a transaction's queries go one after another (decision 82).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/db/independent-queries.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all(Settled)?$/]",
          message:
            'queries side by side go through independently(db, [...]) (db/independent-queries.ts), which runs them in turn on a transaction',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);

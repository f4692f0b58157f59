import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// react-router's package exports name only its development build, so production bundles carry its
// development warnings (remix-run/react-router#12532, #14102). The production build next to it differs
// only in ENABLE_DEV_WARNINGS = false; `vite build` uses it (the dev server and tests keep warnings).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      // react-i18next imports useSyncExternalStore through the shim for React < 18; the shim hands
      // back React's own on React 18+, so React's is imported directly (same function, ~1 KB less).
      { find: /^use-sync-external-store\/shim$/, replacement: 'react' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (no I/O, no global state): a module none of whose exports is used
        // can go. Without this, importing one constant through the package's index pulls in every
        // contract, and zod with them, into the first chunk every diner downloads.
        // shared/dayjs.ts is the one exception: it exists to register the dayjs plugins.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]shared[\\/]dayjs\.ts$/, sideEffects: true },
          { test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          // @emotion/react imports it bare (`import 'hoist-non-react-statics'`) though only its
          // withTheme, which MUI does not use, calls it; the package has no side effects. Unmarked,
          // it and its copy of react-is 16 ride in every first download.
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically runs on every first visit anyway: one chunk
            // compresses better than the ~17 small shared chunks the automatic split makes of it
            // (lazy routes then import from it). Lazy routes keep the automatic split.
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // What every layout (diner, sign-in, back-office) renders besides the entry's: the footer
            // with its Typography and Link, and the error boundary; and the small SSE hook the diner
            // menu, the queue and its board share. One chunk instead of five.
            {
              name: 'layout-shared',
              test: /node_modules[\\/]@mui[\\/]material[\\/](Typography|Link)[\\/]|[\\/]src[\\/]shared[\\/](ui[\\/](site-footer|error-boundary)|api[\\/]use-event-stream)\./,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Same origin in development too: the server reads the session cookie and checks Sec-Fetch-Site
    // (so no changeOrigin: the Origin and Host headers must keep matching).
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
  preview: { port: 4173, proxy: { '/api': { target: 'http://localhost:3000' } } },
}));

import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

// react-router's package exports name only its development build, so production bundles carry its
// development warnings (remix-run/react-router#12532, #14102). The production build next to it differs
// only in ENABLE_DEV_WARNINGS = false; `vite build` uses it (the dev server and tests keep warnings).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * The production build runs on preact/compat instead of react-dom (decision 96): ~45 KB less for every
 * first visit on a phone. Development and unit tests keep React; the browser journeys (e2e) run the
 * built app, so they run Preact.
 */
const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));

/**
 * The diner menu's layout and page are part of the entry (routes.tsx imports them statically, so a
 * phone fetches them with it instead of one round trip later, decision 96). What the promotion
 * landing (lazy: only restaurants running promotions show it) imports beyond the entry goes in two
 * chunks, the libraries' and the feature code's, instead of the many small chunks the automatic split
 * makes: over HTTP/1.1 on a phone (6 connections, 150 ms round trips) those queued behind one another
 * (decision 91). Shared app code (src/shared) and the domain package keep the automatic split.
 */
const dinerMenuRoots = [
  'src/app/layouts/customer-layout.tsx',
  'src/features/online/pages/online-menu-page.tsx',
  'src/features/online/components/promotion-landing.tsx',
].map((path) => resolve(import.meta.dirname, path));
let dinerMenuModules: Set<string> | null = null;
type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
function inDinerMenu(id: string, ctx: ChunkingContext): boolean {
  if (!dinerMenuModules) {
    const seen = new Set<string>();
    const stack = [...dinerMenuRoots];
    while (stack.length) {
      const next = stack.pop()!;
      // The domain package is reached through its index, which names every contract (and zod).
      if (seen.has(next) || /[\\/]packages[\\/]domain[\\/]/.test(next)) continue;
      seen.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    dinerMenuModules = seen;
  }
  return dinerMenuModules.has(id);
}

/**
 * What the app's first screen needs beyond the entry (decision 0364): src/app/app.tsx and everything it
 * imports statically. main.tsx imports it in two steps, the libraries' chunk (app-libs, with
 * src/app/boot-libs.ts) then the app's (app), so their code evaluates in two shorter tasks.
 */
const appRoot = resolve(import.meta.dirname, 'src/app/app.tsx');
const bootLibs = resolve(import.meta.dirname, 'src/app/boot-libs.ts');
let appStartModules: Set<string> | null = null;
function inAppStart(id: string, ctx: ChunkingContext): boolean {
  if (!appStartModules) {
    const seen = new Set<string>();
    const stack = [appRoot];
    while (stack.length) {
      const next = stack.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      // Through the domain package's index every contract (and zod) is reachable: its modules stay
      // where the automatic split puts them.
      if (/[\\/]packages[\\/]domain[\\/]/.test(next)) continue;
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    appStartModules = seen;
  }
  return appStartModules.has(id);
}

/** Links the first screen's two chunks from index.html, so they load beside the entry. */
function preloadAppStart(): Plugin {
  return {
    name: 'preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {})
          .filter((c) => c.type === 'chunk' && (c.name === 'app-libs' || c.name === 'app'))
          .map((c) => c.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The diner pages whose code the router loads lazily, after the entry (decision 0592): their layout,
 * texts and page modules (and, through patched-routes, their route table), as routes.tsx,
 * patched-routes.ts, order-routes.tsx and booking-queue-routes.tsx load them. Paths as regular
 * expressions of the URL's path (the router matches case-insensitively).
 */
const ROUTE_MODULES: { path: string; modules: string[] }[] = [
  {
    path: '^/dishDetail/?$',
    modules: ['src/app/layouts/customer-layout.tsx', 'src/features/dish/pages/dish-detail-page.tsx'],
  },
  ...(
    [
      [
        '^/(checkout|tillCheckout)/[^/]+/[^/]+/?$',
        'src/features/checkout/pages/checkout-page.tsx',
        // Lazy in the members feature, but the checkout renders once it is there.
        'src/features/members/components/member-checkout-panel.tsx',
      ],
      ['^/orderSuccessDetail/[^/]+/[^/]+(/[^/]+)?/?$', 'src/features/orders/pages/order-summary-page.tsx'],
      ['^/invoice/[^/]+/[^/]+/?$', 'src/features/orders/pages/invoice-page.tsx'],
    ] as const
  ).map(([path, ...pages]) => ({
    path,
    modules: [
      'src/app/patched-routes.ts',
      'src/app/layouts/restaurant-themed-layout.tsx',
      'src/shared/i18n/order.ts',
      ...pages,
    ],
  })),
  ...(
    [
      ['^/restaurantBooking/[^/]+/?$', 'src/features/bookings/pages/booking-wizard-page.tsx'],
      ['^/queue/[^/]+/?$', 'src/features/queue/pages/queue-page.tsx'],
    ] as const
  ).map(([path, page]) => ({
    path,
    modules: ['src/app/patched-routes.ts', 'src/app/layouts/restaurant-themed-layout.tsx', page],
  })),
  {
    path: '^/sign-in/?$',
    modules: [
      'src/app/patched-routes.ts',
      'src/app/back-office-routes.tsx',
      'src/app/layouts/auth-layout.tsx',
      'src/features/auth/pages/sign-in-page.tsx',
    ],
  },
];

/**
 * Writes dist/route-preloads.json: for each path of ROUTE_MODULES, the chunks its modules are in and
 * what those import statically, less what index.html loads already. The server links them from the
 * page's <head> (modulepreload), so they download beside the entry instead of after it (decision 0592).
 */
function routePreloads(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const chunkOf = new Map<string, (typeof chunks)[number]>();
      for (const c of chunks) for (const id of c.moduleIds) chunkOf.set(id, c);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (files: string[]) => {
        const seen = new Set<string>();
        const stack = [...files];
        while (stack.length) {
          const f = stack.pop()!;
          if (seen.has(f)) continue;
          seen.add(f);
          stack.push(...(byFile.get(f)?.imports ?? []));
        }
        return seen;
      };
      const first = closure(
        chunks.filter((c) => c.isEntry || c.name === 'app' || c.name === 'app-libs').map((c) => c.fileName),
      );
      const routes = ROUTE_MODULES.map(({ path, modules }) => {
        const files = modules.map((m) => {
          const chunk = chunkOf.get(resolve(import.meta.dirname, m));
          if (!chunk) throw new Error(`route-preloads: ${m} is in no chunk`);
          return chunk.fileName;
        });
        // The route's own chunks first (table, layout, texts, page), then what they import.
        const all = [...new Set([...files, ...closure(files)])];
        return { path, files: all.filter((f) => !first.has(f)).map((f) => `/${f}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify({ routes }, null, 1)}\n`,
      });
    },
  };
}

/**
 * `vite build --ssr src/first-screen/prerender-entry.tsx` (decision 0604): the prerendered first
 * screens are made with React's server renderer, so that build keeps React (no Preact aliases), makes
 * no client chunks and writes to dist-ssr, which scripts/prerender.mjs runs.
 */
const ssrBuild: UserConfig = {
  plugins: [react()],
  publicDir: false,
  build: { outDir: 'dist-ssr', emptyOutDir: true, ssr: 'src/first-screen/prerender-entry.tsx' },
  // Bundled whole: one file Node runs without resolving the libraries' ESM deep imports.
  ssr: { noExternal: true },
  // React and emotion in their production forms: the class names the browser's build makes.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        plugins: [react(), preloadAppStart(), routePreloads()],
        resolve: {
          alias: [
            ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
            ...(command === 'build'
              ? [
                  { find: /^react-dom\/client$/, replacement: join(preactDir, 'compat/client.mjs') },
                  { find: /^react-dom$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
                  {
                    find: /^react\/jsx-runtime$/,
                    replacement: join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
                  },
                  {
                    find: /^react\/jsx-dev-runtime$/,
                    replacement: join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
                  },
                  { find: /^react$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
                  { find: /^preact$/, replacement: join(preactDir, 'dist/preact.mjs') },
                  { find: /^preact\/hooks$/, replacement: join(preactDir, 'hooks/dist/hooks.mjs') },
                  { find: /^preact\/compat$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
                  // The charts' store hooks (MUI X through @base-ui/utils) as ES modules, not the package's
                  // CommonJS (see the file's comment; decision 0165).
                  {
                    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
                    replacement: join(preactDir, 'compat/dist/compat.mjs'),
                  },
                  {
                    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
                    replacement: resolve(
                      import.meta.dirname,
                      'src/shared/preact/use-sync-external-store-with-selector.ts',
                    ),
                  },
                ]
              : []),
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
                  { name: 'initial', tags: ['$initial'], priority: 6 },
                  {
                    name: (id, ctx) =>
                      id === bootLibs || (/[/]node_modules[/]/.test(id) && inAppStart(id, ctx))
                        ? 'app-libs'
                        : null,
                    priority: 5,
                  },
                  {
                    name: (id, ctx) =>
                      /[/]src[/](features|app|shared)[/]/.test(id) && inAppStart(id, ctx) ? 'app' : null,
                    priority: 4,
                  },
                  // What every layout (diner, sign-in, back-office) renders besides the entry's: the footer
                  // with its Typography and Link, and the error boundary; and the small SSE hook the diner
                  // menu, the queue and its board share. One chunk instead of five.
                  {
                    name: 'layout-shared',
                    test: /node_modules[\\/]@mui[\\/]material[\\/](Typography|Link)[\\/]|[\\/]src[\\/]shared[\\/](ui[\\/](site-footer|error-boundary)|api[\\/]use-event-stream)\./,
                    priority: 3,
                  },
                  {
                    name: (id, ctx) =>
                      /[/]node_modules[/]/.test(id) && inDinerMenu(id, ctx) ? 'diner-menu-libs' : null,
                    priority: 2,
                  },
                  {
                    name: (id, ctx) =>
                      /[/]src[/](features|app)[/]/.test(id) && inDinerMenu(id, ctx) ? 'diner-menu' : null,
                    priority: 1,
                    // Its dependencies outside the diner feature (src/shared, the domain) stay where the
                    // automatic split puts them; none of them imports back into this chunk.
                    includeDependenciesRecursively: false,
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
      },
);

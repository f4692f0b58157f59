import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
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
        ],
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
});

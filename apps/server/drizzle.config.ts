import { defineConfig } from 'drizzle-kit';

// Run from apps/server (stack gotcha 6): `npm run db:generate -w @rpos/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

// Bundles the server for `npm start`: workspace packages (TypeScript sources) are bundled in,
// npm packages stay external (stack gotcha 5).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rpos/'));

await build({
  // The server, and the backup/restore command (npm run backup, npm run restore).
  entryPoints: ['src/main.ts', 'src/ops-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

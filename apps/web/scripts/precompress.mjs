// Makes the brotli (.br, best quality) and gzip (.gz, level 9) forms of every compressible file of the
// built web app once, at build time, so the server sends them as they are (@fastify/static
// preCompressed) instead of compressing on every request. Run by `npm run build` after `vite build`;
// the server's tests import `precompressDir` to build their fixture the same way.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats (and icons, which are mostly bitmaps of few colours): images, fonts, PDFs are already packed. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.htm',
  '.svg',
  '.json',
  '.webmanifest',
  '.map',
  '.txt',
  '.xml',
  '.csv',
  '.ico',
  '.wasm',
]);

/**
 * Below this a file fits in a packet anyway: compressing it saves nothing worth a file. index.html is
 * compressed whatever its size: every visit starts with it (the server sends SPA routes its compressed
 * form too, made in memory), and with the security headers in front of it every byte of it counts for
 * the first packet.
 */
export const PRECOMPRESS_FROM_BYTES = 1024;
const ALWAYS = new Set(['index.html']);

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (recursively) that is at
 * least `minBytes` long (and index.html), each only when it comes out smaller than the file. Returns
 * what it wrote.
 * @param {string} dir
 * @param {{ minBytes?: number }} [options]
 * @returns {Promise<{ file: string, bytes: number, br?: number, gzip?: number }[]>}
 */
export async function precompressDir(dir, { minBytes = PRECOMPRESS_FROM_BYTES } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(e.name).toLowerCase()))
    .map((e) => join(e.parentPath, e.name));
  // The thread pool runs the compressions side by side (brotli 11 is ~1 MB/s per thread).
  const results = await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      const result = { file: relative(dir, file), bytes: content.length };
      if (content.length < minBytes && !ALWAYS.has(relative(dir, file))) return result;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
            [zlib.BROTLI_PARAM_MODE]:
              extname(file).toLowerCase() === '.ico' || extname(file).toLowerCase() === '.wasm'
                ? zlib.BROTLI_MODE_GENERIC
                : zlib.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < content.length) {
        await writeFile(`${file}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
  return results.sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist';
  const started = Date.now();
  const results = await precompressDir(dir);
  const made = results.filter((r) => r.br !== undefined || r.gzip !== undefined);
  const sum = (pick) => made.reduce((total, r) => total + (pick(r) ?? r.bytes), 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${made.length} of ${results.length} files in ${dir} (${Date.now() - started} ms): ` +
      `${kb(sum((r) => r.bytes))} → br ${kb(sum((r) => r.br))}, gzip ${kb(sum((r) => r.gzip))}`,
  );
}

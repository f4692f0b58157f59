import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON answer that is already text (e.g. a cached, immutable snapshot spliced into a reply), kept for
 * many requests, with its compressed forms made once, when first asked for. Fastify sends it as
 * it is, skipping the route's response serialiser: the maker answers for the text matching the route's
 * response schema (which still documents it).
 */
export interface CachedJson {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this a compressed answer saves nothing worth the work. */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to answer in: brotli, else gzip, when the client accepts it (a q of 0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Sends a cached JSON answer, compressed when the client accepts it (phones always do): a ~90 KB menu
 * goes out as ~12 KB, and the compression runs once per cached answer rather than once per request.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, body: CachedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    body.text.length >= COMPRESS_FROM_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(body.text);
  if (encoding === 'br') {
    body.br ??= brotliCompressSync(body.text, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body.text) },
    });
    return reply.header('content-encoding', 'br').send(body.br);
  }
  body.gzip ??= gzipSync(body.text);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

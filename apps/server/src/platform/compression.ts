import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './raw-json';

/**
 * What the API compresses on the fly: JSON and other text, never Server-Sent Events (a compressor
 * buffers; the streams are hijacked anyway), images, PDFs or octet streams (already packed or opaque).
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/;

/** Below ~a packet a compressed answer saves nothing worth the work (same bound as raw-json.ts). */
export const COMPRESS_API_FROM_BYTES = 1024;

/**
 * Compresses the API's answers of at least a packet for clients that accept it: brotli first, at a quick
 * quality (4: a 90 KB answer in ~2–3 ms, Cloudflare's on-the-fly setting) so it costs little CPU per
 * request, else gzip. Answers that already carry a Content-Encoding (GET /online's own pre-made brotli,
 * raw-json.ts) pass as they are. Request bodies are not decompressed (no client sends them compressed,
 * and it would let a small body inflate past the body limit). Register inside the /api scope: the web
 * app's files are pre-compressed at build time (web-static.ts).
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_API_FROM_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}

/** A text kept for the life of the server with its compressed forms, made once (best quality). */
export interface CompressedText {
  text: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** Compresses `text` once at the best quality; each form is kept only when it comes out smaller. */
export function compressText(text: string): CompressedText {
  const bytes = Buffer.byteLength(text);
  const br = brotliCompressSync(text, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  });
  const gzip = gzipSync(text, { level: zlib.Z_BEST_COMPRESSION });
  return { text, br: br.length < bytes ? br : undefined, gzip: gzip.length < bytes ? gzip : undefined };
}

/** Sends a kept text in the best form the client accepts (brotli, gzip, else as it is). */
export function sendCompressedText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedText,
  vary = 'accept-encoding',
): FastifyReply {
  reply.header('vary', vary);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const compressed = encoding === 'br' ? (body.br ?? body.gzip) : encoding === 'gzip' ? body.gzip : undefined;
  if (!compressed) return reply.send(body.text);
  return reply.header('content-encoding', compressed === body.br ? 'br' : 'gzip').send(compressed);
}

import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: below about 1 kB compression saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV, text) per request, brotli for clients that accept it and gzip for
 * the rest. Brotli runs at quality 4: per-request work must stay cheap, and at 4 it already beats gzip -6
 * on our JSON. The web build's files are not compressed here: they were compressed once at build time
 * and @fastify/static sends the stored .br/.gz variant (see static-web.ts), which this plugin leaves alone
 * because the answer already carries a content-encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    // Request bodies are never inflated: clients send small JSON and uploads are already compressed.
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

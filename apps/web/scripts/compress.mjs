#!/usr/bin/env node
// After `vite build`: stores a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once,
// at the highest settings (brotli 11, gzip 9). The server sends the copy the browser accepts as it is
// (@fastify/static's preCompressed option), so a phone on slow 3G gets the smallest file and the server
// spends no CPU compressing per request. A reverse proxy can serve the same files (nginx: brotli_static,
// gzip_static). Files under 256 bytes are left alone: headers outweigh any saving.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml|wasm)$/;
const MIN_BYTES = 256;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

export function compressBuild(dist) {
  let count = 0;
  let raw = 0;
  let brotli = 0;
  for (const path of files(dist)) {
    const size = statSync(path).size;
    if (size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    // A copy that is not smaller would only cost a disk read: the server then sends the file itself.
    if (br.length < size) writeFileSync(`${path}.br`, br);
    if (gz.length < size) writeFileSync(`${path}.gz`, gz);
    count += 1;
    raw += size;
    brotli += Math.min(br.length, size);
  }
  return { count, raw, brotli };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const started = Date.now();
  const { count, raw, brotli } = compressBuild(dist);
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `compressed ${count} files in ${relative(process.cwd(), dist) || '.'}: ${kib(raw)} → ${kib(brotli)} brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readPgm, type GrayImage } from './pixels';

/** Whether poppler's pdftotext and pdftoppm are on the PATH (CI installs poppler-utils). */
export const hasPoppler = ['pdftotext', 'pdftoppm'].every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'coldroom-pdf-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text poppler extracts, in reading order (-layout keeps lines together). */
export function pdfText(pdf: Buffer): string {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  });
}

/** The first page as a PNG file (bytes) at `dpi`, as `pdftoppm -png` writes it. */
export function firstPagePng(pdf: Buffer, dpi = 100): Buffer {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  });
}

/** The first page in grey at `dpi`, for looking at pixels. */
export function firstPageGray(pdf: Buffer, dpi = 100): GrayImage {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-gray', '-f', '1', '-l', '1', '-singlefile', join(dir, 'in.pdf'), join(dir, 'page')]);
    return readPgm(readFileSync(join(dir, 'page.pgm')));
  });
}

/** Width and height from a PNG's header. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('Not a PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

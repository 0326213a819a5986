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

export interface PdfWord {
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** The words of the first page and where they stand (points, from the top left), as `pdftotext -bbox` finds them. */
export function pdfBoxes(pdf: Buffer): PdfWord[] {
  const html = inTempDir((dir) => {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    return execFileSync('pdftotext', ['-bbox', '-enc', 'UTF-8', '-f', '1', '-l', '1', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  });
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5]!.replace(/&(\w+);/g, (all, name: string) => entities[name] ?? all),
  }));
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

/**
 * The package runs in the browser too: its code (tests aside) must not reach for Node.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('browser safety', () => {
  const files = sourceFiles(srcDir);

  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(srcDir, file), file]))('%s uses no Node-only API', (_name, file) => {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/from ['"]node:|require\(|\bprocess\.|\bBuffer\b|__dirname|import\.meta\.url/);
    // every import stays inside the package: no runtime dependency to bundle for the browser
    for (const [, target] of code.matchAll(/from ['"]([^'"]+)['"]/g)) expect(target).toMatch(/^\.\.?\//);
  });
});

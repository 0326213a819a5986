import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Mantine's id hook, as `@mantine/hooks` imports it from its index. */
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/;
const SPECIFIER = './use-id/use-id.mjs';

/**
 * Builds the app with src/lib/mantineUseId.ts in place of Mantine's id hook (why: that file). The build fails
 * should Mantine's hooks no longer import the hook this way, rather than silently keep the second draws.
 * Unit tests run Mantine as it is published (Vitest does not pass dependencies through this plugin); the
 * hook itself has its own tests.
 */
export function stableMantineIds(): Plugin {
  const replacement = fileURLToPath(new URL('../src/lib/mantineUseId.ts', import.meta.url));
  let replaced = 0;
  return {
    name: 'coldroom-stable-mantine-ids',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      replaced = 0;
    },
    resolveId(source, importer) {
      if (source !== SPECIFIER || !importer || !MANTINE_USE_ID.test(importer)) return null;
      replaced += 1;
      return replacement;
    },
    buildEnd(error) {
      if (!error && replaced === 0) this.error("stable Mantine ids: @mantine/hooks no longer imports './use-id/use-id.mjs' from its index");
    },
  };
}

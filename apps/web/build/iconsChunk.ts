import type { Plugin } from 'vite';

const ICON_FILE = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](Icon[A-Za-z0-9]+)\.mjs$/;
const ICON_NAME = /\bIcon[A-Z][A-Za-z0-9]*\b/g;

/**
 * The icons the pages after the login form use, in one file (issue 25). Left to itself the bundler gave each
 * icon shared by two pages a file of its own, about 200 bytes each: the main page after Log in needed 38 of
 * them, and on slow 3G each costs a 400 ms round trip, six at a time. The first page's own icons stay in its
 * code (they are named in the modules of ours it imports, read once the build has the module graph), so the
 * login form does not download the others.
 */
export function laterIconsChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstPage = new Set<string>();
  const plugin: Plugin = {
    name: 'coldroom-later-icons-chunk',
    apply: 'build',
    buildEnd() {
      firstPage.clear();
      const seen = new Set<string>();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id) || id.includes('node_modules')) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const name of info?.code?.match(ICON_NAME) ?? []) firstPage.add(name);
        stack.push(...(info?.importedIds ?? []));
      }
      if (seen.size < 10) this.error(`later icons chunk: only ${seen.size} modules of the first page found`);
    },
  };
  return {
    plugin,
    test: (id) => {
      const name = ICON_FILE.exec(id)?.[1];
      return name !== undefined && !firstPage.has(name);
    },
  };
}

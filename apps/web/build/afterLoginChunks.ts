import type { Plugin, Rollup } from 'vite';

/** The app's own modules (not the libraries, not the shared packages). */
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** The rest of the app (router, query cache, session) that every page after the login form runs. */
const APP = /[\\/]src[\\/]app[\\/]fullApp\.tsx$/;
/** The logged-in shell and the main page: what a Log in opens. */
const AFTER_LOGIN = [/[\\/]src[\\/]app[\\/]shell[\\/]ShellLayout\.tsx$/, /[\\/]src[\\/]features[\\/]home[\\/]pages[\\/]MainPage\.tsx$/];
export const AFTER_LOGIN_CHUNK = 'after-login';

/**
 * The shell's and the main page's own modules in one file (issue 25). Left to itself the bundler gave every
 * module shared with another page a file of its own: a Log in opened 70 files (JavaScript and CSS) beyond the
 * first page, most of them under 2 kB, each found only once the file importing it had come. On slow 3G each
 * file costs a 400 ms round trip, six at a time over HTTP/1.1, and ten seconds of typing were not always enough:
 * the Log in's request and the main page's data then shared the line with the last of them.
 *
 * The group takes the app's modules that the shell and the main page import (directly or not), but not those
 * of the first page (the entry's imports) or of the rest of the app (app/fullApp.tsx's imports), which keep
 * their files; nor the shell's and the main page's own modules, whose files keep their names (the service
 * worker's precache list and the boot script find them by name). Libraries keep the bundler's split: a
 * library's index imports all of it, so what the shell reaches through it is no measure of what it uses, and
 * taking it along would have put other pages' code in the file (tried: the crop catalogue came with it).
 * Every other page loads the shell, so what it shares with the main page it finds there already.
 */
export function afterLoginChunks(): { plugin: Plugin; test: (id: string) => boolean } {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'coldroom-after-login-chunk',
    apply: 'build',
    buildEnd() {
      captured.clear();
      const ids = [...this.getModuleIds()];
      // The static imports reachable from `roots`, not going through `skip`.
      const closure = (roots: string[], skip: ReadonlySet<string>) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || skip.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const appRoot = ids.filter((id) => APP.test(id));
      const pageRoots = ids.filter((id) => AFTER_LOGIN.some((pattern) => pattern.test(id)));
      if (appRoot.length !== 1 || pageRoots.length !== AFTER_LOGIN.length) this.error('after-login chunk: app/fullApp, the shell or the main page not found (renamed?)');
      const before = closure([...ids.filter((id) => this.getModuleInfo(id)?.isEntry), ...appRoot], new Set());
      for (const id of closure(pageRoots, before)) if (!pageRoots.includes(id) && WEB_SOURCE.test(id)) captured.add(id);
    },
    // Should a module of the first page ever be taken, the first page would download the whole file: refused.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const seen = new Set<string>();
      const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (stack.length) {
        const fileName = stack.pop()!;
        if (seen.has(fileName)) continue;
        seen.add(fileName);
        const chunk = byName.get(fileName);
        if (chunk?.name === AFTER_LOGIN_CHUNK) this.error(`after-login chunk: the first page imports ${fileName}`);
        stack.push(...(chunk?.imports ?? []));
      }
    },
  };
  return { plugin, test: (id) => captured.has(id) };
}

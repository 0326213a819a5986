import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * The plain script at the top of index.html (issue 25): boot/snapshot.js (the saved main page of the daily
 * open) and boot/login.js (the login form before the app), joined, minified and written into index.html
 * itself, so the page waits for no second request before drawing (on slow 3G a request costs at least a
 * 400 ms round trip, and on a first visit it shared the line with every other file). The login form's texts
 * in every language come from the app's own translation files. The server allows this one inline script by
 * its hash in the Content-Security-Policy (apps/server/src/platform/http/inline-scripts.ts); while
 * developing, Vite serves it as `/boot.js`.
 */
const WEB_ROOT = join(import.meta.dirname, '..');
const PLACEHOLDER = '/* LOGIN_TEXTS */ null';
const TOAST_PLACEHOLDER = '/* TOAST_MS */ 3000';
const DEV_PATH = '/boot.js';
/**
 * What the main page needs after Log in (and on the daily open) beyond the first page's code: the rest of
 * the app, the logged-in shell and the main page. The boot script asks for these files as soon as it shows
 * the login form or the saved page, so they download while the visitor types instead of after the app's
 * first page has run (on slow 3G, seconds of an idle network otherwise).
 */
export const AFTER_LOGIN_CHUNKS = ['app/fullApp', 'app/shell/ShellLayout', 'features/home/pages/MainPage'] as const;
const AFTER_LOGIN_META = 'coldroom-after-login';

/** The built files (scripts and styles, absolute paths) of AFTER_LOGIN_CHUNKS and what they import, minus the entry's own. */
export function afterLoginFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    const chunk = byName.get(fileName);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk?.imports ?? []) walk(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks.filter((c) => c.isEntry)) walk(chunk.fileName, entry);
  const wanted = new Set<string>();
  for (const name of AFTER_LOGIN_CHUNKS) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').replace(/\.tsx?$/, '').endsWith(`/src/${name}`));
    if (!chunk) throw new Error(`boot script: no chunk for ${name} (renamed? update AFTER_LOGIN_CHUNKS)`);
    walk(chunk.fileName, wanted);
  }
  return [...wanted].filter((file) => !entry.has(file)).map((file) => `/${file}`);
}

type Translations = Record<string, Record<string, unknown>>;

/**
 * The languages the app ships, in the contract's order (LANGUAGES in packages/contract/src/basics.ts). Read
 * from its source: the build's configuration is loaded by Node, which cannot import the package's TypeScript.
 */
export function shippedLanguages(): string[] {
  const source = readFileSync(join(WEB_ROOT, '..', '..', 'packages', 'contract', 'src', 'basics.ts'), 'utf8');
  const list = /export const LANGUAGES = \[([^\]]*)\] as const;/.exec(source)?.[1];
  const languages = list?.match(/'([a-z]{2,3})'/g)?.map((quoted) => quoted.slice(1, -1));
  if (!languages?.length) throw new Error('boot script: LANGUAGES not found in packages/contract/src/basics.ts');
  return languages;
}

/** The languages written right to left (RTL_LANGUAGES in packages/contract/src/basics.ts), read the same way. */
export function rightToLeftLanguages(): string[] {
  const source = readFileSync(join(WEB_ROOT, '..', '..', 'packages', 'contract', 'src', 'basics.ts'), 'utf8');
  const list = /export const RTL_LANGUAGES: readonly Language\[\] = \[([^\]]*)\];/.exec(source)?.[1];
  if (list === undefined) throw new Error('boot script: RTL_LANGUAGES not found in packages/contract/src/basics.ts');
  return list.match(/'([a-z]{2,3})'/g)?.map((quoted) => quoted.slice(1, -1)) ?? [];
}

function pick(source: Translations, path: string): string {
  let value: unknown = source;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`boot script: the translation ${path} is missing`);
  return value;
}

/** The login form's texts for each language the app ships (its translation files), English filling gaps. */
export function loginTexts(languages: readonly string[]): Record<string, Record<string, unknown>> {
  const read = (language: string) => JSON.parse(readFileSync(join(WEB_ROOT, 'public', 'assets', 'i18n', `${language}.json`), 'utf8')) as Translations;
  const english = read('en');
  const rtl = new Set(rightToLeftLanguages());
  const texts: Record<string, Record<string, unknown>> = {};
  for (const language of languages) {
    const own = read(language);
    const text = (path: string) => {
      try {
        return pick(own, path);
      } catch {
        return pick(english, path);
      }
    };
    texts[language] = {
      dir: rtl.has(language) ? 'rtl' : 'ltr',
      app: text('app.name'),
      title: text('auth.title'),
      subtitle: text('auth.subtitle'),
      userType: text('auth.userType'),
      userTypes: { sp: text('auth.userTypes.sp'), op: text('auth.userTypes.op'), f: text('auth.userTypes.f') },
      username: text('auth.username'),
      usernameHint: text('auth.usernameHint'),
      password: text('auth.password'),
      showPassword: text('auth.showPassword'),
      submit: text('auth.submit'),
      forgotPassword: text('auth.forgotPassword'),
      register: text('auth.register'),
      language: text('shared.language'),
      // The start's network toast (spec §2), shown by the form before the app (boot/login.js).
      online: text('analytics.online'),
      offline: text('analytics.offline'),
      close: text('shared.close'),
      languages: Object.fromEntries(languages.map((code) => [code, text(`languages.${code}`)])),
    };
  }
  return texts;
}

/** How long a toast shows (TOAST_MS in packages/contract/src/basics.ts, spec §2), read the same way. */
export function toastMs(): number {
  const source = readFileSync(join(WEB_ROOT, '..', '..', 'packages', 'contract', 'src', 'basics.ts'), 'utf8');
  const value = Number(/export const TOAST_MS = (\d+);/.exec(source)?.[1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error('boot script: TOAST_MS not found in packages/contract/src/basics.ts');
  return value;
}

/** The joined script's text. */
export function bootScriptSource(languages: readonly string[]): string {
  const snapshot = readFileSync(join(WEB_ROOT, 'boot', 'snapshot.js'), 'utf8');
  const login = readFileSync(join(WEB_ROOT, 'boot', 'login.js'), 'utf8');
  if (!login.includes(PLACEHOLDER)) throw new Error('boot script: boot/login.js lost its LOGIN_TEXTS placeholder');
  if (!login.includes(TOAST_PLACEHOLDER)) throw new Error('boot script: boot/login.js lost its TOAST_MS placeholder');
  return `${snapshot}\n${login.replace(PLACEHOLDER, JSON.stringify(loginTexts(languages))).replace(TOAST_PLACEHOLDER, String(toastMs()))}`;
}

export function bootScript(languages: readonly string[]): Plugin {
  let source = '';
  return {
    name: 'coldroom-boot-script',
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(bootScriptSource(languages));
      });
    },
    async buildStart() {
      // Each byte before the first paint counts on slow 3G: the comments and long names go. (Imported here:
      // the component tests load this file in a browser-like environment, where esbuild refuses to start.)
      const { transform } = await import('esbuild');
      source = (await transform(bootScriptSource(languages), { minify: true, target: 'es2019', legalComments: 'none' })).code.trim();
      if (/<\/script|<!--/i.test(source)) throw new Error('boot script: its text would end the inline <script> early');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const tag = `<script src="${DEV_PATH}"></script>`;
        if (!html.includes(tag)) throw new Error(`boot script: index.html does not load ${DEV_PATH}`);
        if (context.server || !context.bundle) return html;
        // The list goes just before the script, which reads it.
        const files = afterLoginFiles(context.bundle).join(' ');
        return html.replace(tag, () => `<meta name="${AFTER_LOGIN_META}" content="${files}" />\n    <script>${source}</script>`);
      },
    },
  };
}

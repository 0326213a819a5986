import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The plain script at the top of index.html (issue 25): boot/snapshot.js (the saved main page of the daily
 * open) and boot/login.js (the login form before the app), joined into one file so that a page load waits
 * for one small request, not two. The login form's texts in every language come from the app's own
 * translation files. Built as `assets/boot-<hash>.js` (cached for a year, precached by the service worker,
 * so a repeat visit and the daily open read it from the phone); served as `/boot.js` while developing.
 */
const WEB_ROOT = join(import.meta.dirname, '..');
const PLACEHOLDER = '/* LOGIN_TEXTS */ null';
const DEV_PATH = '/boot.js';

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
      languages: Object.fromEntries(languages.map((code) => [code, text(`languages.${code}`)])),
    };
  }
  return texts;
}

/** The joined script's text. */
export function bootScriptSource(languages: readonly string[]): string {
  const snapshot = readFileSync(join(WEB_ROOT, 'boot', 'snapshot.js'), 'utf8');
  const login = readFileSync(join(WEB_ROOT, 'boot', 'login.js'), 'utf8');
  if (!login.includes(PLACEHOLDER)) throw new Error('boot script: boot/login.js lost its LOGIN_TEXTS placeholder');
  return `${snapshot}\n${login.replace(PLACEHOLDER, JSON.stringify(loginTexts(languages)))}`;
}

export function bootScript(languages: readonly string[]): Plugin {
  let fileName = '';
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
      source = (await transform(bootScriptSource(languages), { minify: true, target: 'es2019', legalComments: 'none' })).code;
      fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        if (!html.includes(`src="${DEV_PATH}"`)) throw new Error(`boot script: index.html does not load ${DEV_PATH}`);
        return context.server ? html : html.replace(`src="${DEV_PATH}"`, `src="/${fileName}"`);
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** Is this built file the boot script? (the service worker precaches it with the shell) */
export const isBootScript = (file: string) => /^assets\/boot-[0-9a-f]{10}\.js$/.test(file);

// Bundles the server into dist/main.js, and the backup tools (src/tools: backup, restore, migrate-to-postgres)
// into dist/tools.js beside it. npm packages stay external (installed beside it); our workspace
// packages (@coldroom/*) are TypeScript source, so they are bundled in. Migrations are copied next to the
// bundle, where src/db/migrate.ts looks for them, and so are the receipt fonts (src/platform/pdf/fonts.ts).
import { cp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
// `--outdir=<folder>` builds elsewhere (a test's own copy); it must sit inside this package, so that the
// bundle finds the npm packages it leaves external in node_modules.
const outdirArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outdir = outdirArg ? pathToFileURL(`${outdirArg.slice('--outdir='.length)}/`) : new URL('dist/', here);
const pkg = JSON.parse(await readFile(new URL('package.json', here), 'utf8'));
const workspacePackages = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@coldroom/'));
const external = Object.keys(pkg.dependencies).filter((name) => !workspacePackages.includes(name));

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: new URL('src/main.ts', here).pathname, tools: new URL('src/tools/main.ts', here).pathname },
  outdir: outdir.pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Every npm package (and its subpaths, e.g. drizzle-orm/pglite) is loaded from node_modules at run time.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS code may call require(); give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
await cp(new URL('src/db/migrations', here), new URL('migrations', outdir), { recursive: true });
const fonts = JSON.parse(await readFile(new URL('src/platform/pdf/font-files.json', here), 'utf8'));
const resolve = createRequire(import.meta.url).resolve;
for (const { package: name, file } of fonts.faces) {
  await cp(resolve(`${name}/files/${file}`), new URL(`fonts/${file}`, outdir));
}
console.log(`server built: ${new URL('main.js', outdir).pathname} (+ tools.js, migrations, fonts)`);

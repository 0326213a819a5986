import { createInterface } from 'node:readline';
import { parseConfig } from '../config';
import { ConfigError } from '../config-error';
import { openDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/pglite-lock';
import { AdminCommandError, createAdministrator, listAdministrators } from './admin';

/**
 * `npm run admin -- create PHONE [--password-stdin] [--name "First Last"]` and `npm run admin -- list`.
 * The password: ADMIN_PASSWORD, else stdin with --password-stdin, else asked twice on a terminal. The
 * database: DATABASE_URL, else the embedded one in DATA_DIR (refused while a server holds it).
 */
const USAGE = `Usage:
  npm run admin -- create PHONE [--name "First Last"] [--password-stdin]
  npm run admin -- list
The password comes from ADMIN_PASSWORD, or stdin with --password-stdin, or is asked on the terminal.`;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command !== 'create' && command !== 'list') {
    console.error(USAGE);
    return 2;
  }
  const phone = rest.find((arg, i) => !arg.startsWith('--') && rest[i - 1] !== '--name');
  if (command === 'create' && !phone) {
    console.error(USAGE);
    return 2;
  }
  const nameIndex = rest.indexOf('--name');
  const [firstName, ...last] = nameIndex >= 0 ? (rest[nameIndex + 1] ?? '').trim().split(/\s+/) : [];
  const password = command === 'create' ? await readPassword(rest.includes('--password-stdin')) : '';

  const config = parseConfig(process.env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 1 } : { dataDir: config.dataDir });
  try {
    await database.migrate();
    if (command === 'list') {
      const admins = await listAdministrators(database.db);
      if (admins.length === 0) console.log('No administrators yet.');
      for (const a of admins) console.log(`${a.id}\t${a.phone ?? '-'}\t${a.active ? 'active' : 'inactive'}\tlast login ${a.lastLogin?.toISOString() ?? 'never'}`);
      return 0;
    }
    const created = await createAdministrator(database.db, {
      phone: phone!,
      password,
      ...(firstName ? { firstName, lastName: last.join(' ') } : {}),
    });
    console.log(`Administrator ${created.phone} created (user ${created.id}). Log in with this phone and the user type "admin".`);
    return 0;
  } finally {
    await database.close();
  }
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (fromStdin) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  if (!process.stdin.isTTY) throw new AdminCommandError('No password: set ADMIN_PASSWORD, pass --password-stdin, or run on a terminal.');
  const first = await ask('Password: ');
  const second = await ask('Password again: ');
  if (first !== second) throw new AdminCommandError('The two passwords differ.');
  return first;
}

/** Asks on the terminal without echoing what is typed. */
function ask(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = () => undefined;
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AdminCommandError || error instanceof ConfigError || error instanceof DatabaseLockedError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);

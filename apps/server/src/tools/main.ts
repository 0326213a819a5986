import { isAbsolute, resolve } from 'node:path';
import { parseConfig } from '../config';
import { ConfigError } from '../config-error';
import { relativeForDisplay } from './archive';
import { backup } from './backup';
import { RefusedError } from './errors';
import { migrateToPostgres } from './migrate-to-postgres';
import { restore } from './restore';

/**
 * `node dist/tools.js backup|restore|migrate-to-postgres …`, run by the root scripts `npm run backup`,
 * `npm run restore -- FILE` and `npm run migrate-to-postgres -- DATABASE_URL` (docs/backup-restore.md).
 * The configuration is the server's (DATABASE_URL, DATA_DIR), read from the environment.
 */
const USAGE = `Usage:
  npm run backup [-- FOLDER | FILE.tar.gz]     back up the database and uploaded files (default folder: backups)
  npm run restore -- FILE.tar.gz               restore a backup into an empty database and DATA_DIR
  npm run migrate-to-postgres -- DATABASE_URL  copy the embedded database into an empty PostgreSQL database`;

/** A path given on the command line, relative to where the user typed the command (npm changes the working folder). */
function userPath(path: string): string {
  return isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

async function main(args: string[]): Promise<number> {
  const [command, argument, ...rest] = args;
  if (rest.length > 0 || !command) {
    console.error(USAGE);
    return 2;
  }
  const config = parseConfig(process.env);
  switch (command) {
    case 'backup': {
      const started = Date.now();
      const { file, manifest } = await backup(config, argument === undefined ? undefined : userPath(argument));
      const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Backup written: ${relativeForDisplay(file)}\n` +
          `  database: ${manifest.database.kind}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migrations.last ?? 'none'}\n` +
          `  uploaded files: ${manifest.uploads.length}\n` +
          `  took ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return 0;
    }
    case 'restore': {
      if (!argument) {
        console.error(USAGE);
        return 2;
      }
      const { manifest, problems } = await restore(config, userPath(argument));
      const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Restored the backup of ${manifest.createdAt} (Coldroom ${manifest.appVersion}, ${manifest.database.kind}):\n` +
          `  ${Object.keys(manifest.tables).length} tables, ${rows} rows, migration ${manifest.migrations.last ?? 'none'}\n` +
          `  uploaded files: ${manifest.uploads.length}, into ${config.uploadsDir}`,
      );
      if (problems.length) {
        console.error(`The restored database does not match the backup's manifest:\n  ${problems.join('\n  ')}`);
        return 1;
      }
      console.log('Every table matches the manifest (row counts and checksums). Start the server; it applies newer migrations on start.');
      return 0;
    }
    case 'migrate-to-postgres': {
      if (!argument) {
        console.error(USAGE);
        return 2;
      }
      const { tables, rows } = await migrateToPostgres(config, argument, (line) => console.log(line));
      console.log(
        `Copied ${tables} tables (${rows} rows) into PostgreSQL; every table matches the embedded database.\n` +
          `Next: set DATABASE_URL to that database and start the server. Keep DATA_DIR (${config.dataDir}) and UPLOADS_DIR (${config.uploadsDir}): the uploaded files and the generated JWT secret stay there. The embedded database in ${resolve(config.dataDir, 'pglite')} is no ` +
          'longer used; keep it until you are satisfied, then delete it.',
      );
      return 0;
    }
    default:
      console.error(`Unknown command ${JSON.stringify(command)}.\n${USAGE}`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const err = error as Error & { code?: unknown };
    if (error instanceof RefusedError || error instanceof ConfigError) console.error(err.message);
    // PostgreSQL's answers (a missing database, a wrong password) and connection failures: the message says it.
    else if (typeof err.code === 'string') console.error(`Database error: ${err.message}`);
    else console.error(err.stack ?? String(error));
    process.exit(1);
  },
);

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify, { type FastifyError } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler, toAppError } from './error-handler';

/**
 * Lock conflicts (domain-rules §9: a race is a 409, never a 500). The PGlite errors are real ones, raised
 * by the database with the SQLSTATE; node-postgres errors are built the way its protocol parser builds them
 * (pg's DatabaseError with `code` set), since the unit tests run without a PostgreSQL server.
 */
const LOCK_STATES = ['40P01', '40001', '55P03'] as const;

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client });
});
afterAll(async () => client?.close());

/** Runs a statement that fails with the given SQLSTATE and returns what was thrown. */
async function raised(run: (statement: string) => Promise<unknown>, state: string): Promise<unknown> {
  const statement = `do $$ begin raise exception 'lock trouble' using errcode = '${state}'; end $$`;
  try {
    await run(statement);
  } catch (error) {
    return error;
  }
  throw new Error(`no error for ${state}`);
}

function nodePostgresError(state: string): Error {
  const error = new pg.DatabaseError('deadlock detected', 100, 'error');
  error.code = state;
  error.severity = 'ERROR';
  return error;
}

const asFastify = (error: unknown) => error as FastifyError;

describe('lock conflicts become 409 conflict', () => {
  it.each(LOCK_STATES)('%s from PGlite, bare and through Drizzle', async (state) => {
    const bare = await raised((statement) => client.exec(statement), state);
    expect((bare as { code?: string }).code).toBe(state);
    const wrapped = await raised((statement) => db.execute(sql.raw(statement)), state);
    expect((wrapped as { code?: string }).code).toBeUndefined();
    for (const error of [bare, wrapped]) {
      const mapped = toAppError(asFastify(error));
      expect(mapped.status).toBe(409);
      expect(mapped.code).toBe('conflict');
      expect(mapped.message).toMatch(/try again/);
    }
  });

  it.each(LOCK_STATES)('%s from node-postgres, bare and wrapped as Drizzle wraps it', (state) => {
    const bare = nodePostgresError(state);
    const wrapped = Object.assign(new Error('Failed query: update crates …'), { cause: bare });
    for (const error of [bare, wrapped]) expect(toAppError(asFastify(error))).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('leaves other database failures a 500 without details', async () => {
    const other = await raised((statement) => db.execute(sql.raw(statement)), '42P01');
    expect(toAppError(asFastify(other))).toMatchObject({ status: 500, code: 'internal_error' });
    expect(toAppError(asFastify(nodePostgresError('XX000')))).toMatchObject({ status: 500, code: 'internal_error' });
  });

  it('answers an HTTP request that hit a deadlock with the §9 body and status 409', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.post('/deadlock', async () => db.execute(sql.raw(`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`)));
    app.post('/busy', async () => {
      throw nodePostgresError('55P03');
    });
    try {
      for (const url of ['/deadlock', '/busy']) {
        const response = await app.inject({ method: 'POST', url });
        expect(response.statusCode).toBe(409);
        const body = response.json<{ error: { code: string; message: string } }>();
        expect(body.error.code).toBe('conflict');
        expect(body.error.message).toMatch(/try again/);
        expect(JSON.stringify(body)).not.toMatch(/deadlock|lock trouble/);
      }
    } finally {
      await app.close();
    }
  });
});

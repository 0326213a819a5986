import { createHash } from 'node:crypto';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_REPLAY_HEADER } from '@coldroom/contract';
import type { Db, Tx } from '../db/client';
import { pipelinedTransaction, type CommitWith } from '../db/pipelined';
import { preparedOnce, statementOnce } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { AppError, sqlState } from './errors';
import { actorOf } from './policy';

const KEY_SHAPE = /^[\x21-\x7e]{8,200}$/;

const p = sql.placeholder;

export interface IdempotentResult<T> {
  status: number;
  body: T;
}

/** A request's key, for a run that looks its stored answer up itself (`lookupInRun`). */
export interface IdempotencyKeyRef {
  userId: number;
  key: string;
  /**
   * For a run that writes the stored answer's row itself, in its last statement (`storedAnswerInsertSql`), which
   * then goes to PostgreSQL with the COMMIT (`commitWith`): a round trip less than the row in a statement of its
   * own. `answer` gives the row's values (placeholders of storedAnswerInsertSql) for the answer the run will
   * return; the run must then return exactly that status and body. A run that does not call it is answered as
   * any other: withIdempotency writes the row with the COMMIT.
   */
  storeInRun?: { commitWith: CommitWith; answer: (status: number, body: unknown) => Record<string, unknown> };
}

/** What a replay needs of a stored answer. */
export type StoredAnswer = Pick<Stored, 'requestHash' | 'statusCode' | 'response'>;

/**
 * Thrown by a run (`lookupInRun`) whose first statement found the key's stored answer: its transaction rolls
 * back and withIdempotency answers the replay, as if it had found the answer before the transaction.
 */
export class ReplayFound extends Error {
  constructor(readonly stored: StoredAnswer) {
    super('Idempotency-Key already answered');
  }
}

/**
 * A json column for a run's first statement (`lookupInRun`): the key's stored answer, or null. Read it with
 * `throwIfReplay` before anything else the statement says, so a replay answers whatever else changed since.
 */
export function storedAnswerSql(ref: { userId: number | Placeholder; key: string | Placeholder }): SQL {
  return sql`(select json_build_object('requestHash', k.request_hash, 'statusCode', k.status_code, 'response', k.response)
    from idempotency_keys k where k.user_id = ${ref.userId} and k.key = ${ref.key})`;
}

/**
 * Thrown by a run whose transaction ended without writing anything (its last statement went with the COMMIT and
 * found it could not write, e.g. a drawn code was taken): withIdempotency runs it again in a new transaction, at
 * most `runs` times in all, and then fails with `message`.
 */
export class RunAgain extends Error {
  constructor(
    readonly runs: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The stored answer's row as a run writes it itself (IdempotencyKeyRef `storeInRun`): an insert for a CTE of its
 * last statement, written only `when` the run's own rows are, with the values `storeInRun.answer` gives.
 */
export function storedAnswerInsertSql(when: SQL): SQL {
  return sql`insert into idempotency_keys (user_id, company_id, key, method, path, request_hash, status_code, response)
    select ${p('answerUserId')}::bigint, ${p('answerCompanyId')}::bigint, ${p('answerKey')}::text, ${p('answerMethod')}::text,
      ${p('answerPath')}::text, ${p('answerHash')}::text, ${p('answerStatus')}::int, ${p('answerResponse')}::jsonb
    where ${when}`;
}

/** Throws ReplayFound for a storedAnswerSql column that found an answer (json, or its text on some drivers). */
export function throwIfReplay(column: StoredAnswer | string | null | undefined): void {
  if (column == null) return;
  throw new ReplayFound(typeof column === 'string' ? (JSON.parse(column) as StoredAnswer) : column);
}

/**
 * Runs a create at most once per Idempotency-Key (per user). The work and the stored answer commit in one
 * transaction; a replay of the key returns the stored answer and creates nothing. The same key with a
 * different request is refused. Failures are not stored, so a failed request may be retried with its key.
 *
 * `lookupInRun`: the run gets the key and looks its stored answer up in its first statement
 * (`storedAnswerSql`, `throwIfReplay`), a round trip less than a lookup of its own before the transaction;
 * it may also write the stored answer's row itself, with its last statement (IdempotencyKeyRef `storeInRun`),
 * another round trip less. A run that throws RunAgain wrote nothing and runs again in a new transaction.
 */
export async function withIdempotency<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Tx, key?: IdempotencyKeyRef) => Promise<IdempotentResult<T>>,
  options?: IdempotencyOptions & { serializeOnce?: false },
): Promise<T>;
export async function withIdempotency<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Tx, key?: IdempotencyKeyRef) => Promise<IdempotentResult<T>>,
  options: IdempotencyOptions & { serializeOnce: true },
): Promise<T | AnswerText>;
export async function withIdempotency<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (tx: Tx, key?: IdempotencyKeyRef) => Promise<IdempotentResult<T>>,
  options: IdempotencyOptions = { required: true },
): Promise<T | AnswerText> {
  const actor = actorOf(request);
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') {
    if (options.required !== false) {
      throw new AppError(400, 'idempotency_key_required', 'This request needs an Idempotency-Key header.');
    }
    const result = await db.transaction((tx) => run(tx));
    void reply.status(result.status);
    return result.body;
  }
  if (!KEY_SHAPE.test(key)) {
    throw new AppError(400, 'invalid_input', 'The Idempotency-Key must be 8 to 200 visible characters.', { 'Idempotency-Key': 'invalid' });
  }
  const requestHash = hashRequest(request);
  const lookupInRun = options.lookupInRun === true;
  if (!lookupInRun) {
    const replay = await findStored(db, actor.userId, key);
    if (replay) return answerReplay(reply, replay, requestHash);
  }

  // serializeOnce: the reply's text, made for the stored answer's row and sent as it is (set by `row`, per run).
  const made: { sent?: { body: unknown; text: string } } = {};
  const madeNow = () => made.sent;
  const row = (status: number, body: unknown) => {
    const text = options.serializeOnce ? replyText(reply, status, body) : undefined;
    made.sent = text === undefined ? undefined : { body, text };
    return {
      userId: actor.userId,
      companyId: actor.companyId,
      key,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      requestHash,
      statusCode: status,
      response: text ?? JSON.stringify(body),
    };
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      made.sent = undefined;
      // The stored answer's row goes to PostgreSQL with the COMMIT (db/pipelined.ts), the BEGIN with the run's first statement.
      const result = await pipelinedTransaction(db, async (tx, commitWith) => {
        const inRun: { stored?: IdempotentResult<unknown> } = {};
        const answer = (status: number, body: unknown) => {
          inRun.stored = { status, body };
          const values = row(status, body);
          return {
            answerUserId: values.userId,
            answerCompanyId: values.companyId,
            answerKey: values.key,
            answerMethod: values.method,
            answerPath: values.path,
            answerHash: values.requestHash,
            answerStatus: values.statusCode,
            answerResponse: values.response,
          };
        };
        const outcome = await run(tx, lookupInRun ? { userId: actor.userId, key, storeInRun: { commitWith, answer } } : undefined);
        if (inRun.stored) {
          if (inRun.stored.status !== outcome.status || inRun.stored.body !== outcome.body) throw new Error('The run stored another answer than it gave');
          return outcome;
        }
        await commitWith((tx) => insertStored(tx, 'row', row(outcome.status, outcome.body)));
        return outcome;
      });
      void reply.status(result.status);
      // The stored answer's text is the reply: a JSON string Fastify sends as it is, with the content type it
      // gives a body it serialises (reply.send).
      const sent = madeNow();
      if (sent !== undefined && sent.body === result.body) {
        void reply.type(JSON_CONTENT_TYPE);
        return sent.text as AnswerText;
      }
      return result.body;
    } catch (error) {
      if (error instanceof RunAgain) {
        if (attempt < error.runs) continue;
        throw new Error(error.message);
      }
      if (error instanceof ReplayFound) return answerReplay(reply, error.stored, requestHash);
      // A concurrent request with the same key committed first; our work was rolled back. Answer as it did.
      if (sqlState(error) !== '23505') throw error;
      const winner = await findStored(db, actor.userId, key);
      if (!winner) throw error;
      return answerReplay(reply, winner, requestHash);
    }
  }
}

type Stored = typeof idempotencyKeys.$inferSelect;

export interface IdempotencyOptions {
  required?: boolean;
  lookupInRun?: boolean;
  /**
   * The answer serialised once: the route's own serializer for the answer's status (its response schema's
   * check, then JSON) makes the text that is stored as the key's answer and is the reply, sent with the
   * content type Fastify gives a body it serialises: the reply's bytes are those Fastify would have sent. The
   * stored answer is then the schema's output rather than the body's own JSON: the same only for a body that
   * holds nothing its schema drops or changes (a check-in's answer: check-ins.api.test.ts compares them).
   * withIdempotency returns that text (AnswerText), which the handler sends with replyWithAnswer; or, as
   * without it, the body, where Fastify is left to serialise it (no serializer for the status, a content type
   * already set, or a body its schema refuses: Fastify's serialisation then fails as before). A replay is
   * answered as without it.
   */
  serializeOnce?: boolean;
}

/** An answer's JSON text (IdempotencyOptions `serializeOnce`): Fastify sends a string with a JSON content type unchanged. */
export type AnswerText = string & { readonly answerText: true };

/**
 * What a handler returns for withIdempotency's answer with `serializeOnce`: the reply carrying the text as it
 * is, or the body (an object) for Fastify to serialise as without it.
 */
export function replyWithAnswer<T extends object>(reply: FastifyReply, answer: T | AnswerText): T | FastifyReply {
  return typeof answer === 'string' ? reply.send(answer) : answer;
}

/** Fastify's content type for a JSON body it serialises (reply.send of an object). */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The reply's text for a body (serializeOnce), or undefined where Fastify is left to serialise it as before. */
function replyText(reply: FastifyReply, status: number, body: unknown): string | undefined {
  if (reply.getHeader('content-type') !== undefined) return undefined;
  const serialize = reply.getSerializationFunction(String(status));
  if (typeof serialize !== 'function') return undefined;
  try {
    return serialize(body as Record<string, unknown>);
  } catch {
    return undefined;
  }
}


/** The stored answer's row: a named statement whose text is built once (db/prepared.ts). */
const insertStored = statementOnce(
  'idempotency_insert',
  () => sql`insert into idempotency_keys (user_id, company_id, key, method, path, request_hash, status_code, response)
    values (${p('userId')}::bigint, ${p('companyId')}::bigint, ${p('key')}::text, ${p('method')}::text, ${p('path')}::text,
      ${p('requestHash')}::text, ${p('statusCode')}::int, ${p('response')}::jsonb)`,
);

async function findStored(db: Db, userId: number, key: string): Promise<Stored | undefined> {
  const query = preparedOnce(db, 'idempotency_find', (db) =>
    db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))))
      .limit(1)
      .prepare('idempotency_find'),
  );
  const [row] = await query.execute({ userId, key });
  return row;
}

function answerReplay<T>(reply: FastifyReply, stored: StoredAnswer, requestHash: string): T {
  if (stored.requestHash !== requestHash) {
    throw new AppError(422, 'idempotency_key_conflict', 'This Idempotency-Key was already used for a different request.');
  }
  void reply.status(stored.statusCode).header(IDEMPOTENCY_REPLAY_HEADER, 'true');
  return stored.response as T;
}

function hashRequest(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? request.url;
  return createHash('sha256')
    .update(`${request.method}\n${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

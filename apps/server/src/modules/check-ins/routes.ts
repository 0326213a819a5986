import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInByCodeSchema,
  checkInCorrectionSchema,
  checkInCreateSchema,
  checkInListQuerySchema,
  checkInListSchema,
  checkInSchema,
  errorBodySchema,
  idParamSchema,
  OPERATION_PREFIX,
} from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { replyWithAnswer, withIdempotency } from '../../platform/idempotency';
import { recordingRefusals } from '../offline/refusals';
import { actorOf, settleSession, withSessionInStatement } from '../../platform/policy';
import { actorZone } from '../movements/scope';
import { checkInByCode } from './by-code';
import { correctCheckIn } from './correction';
import { createCheckIn } from './create';
import { listCheckIns, readCheckIn } from './queries';

const refusals = { 409: errorBodySchema, 422: errorBodySchema };
const OPERATORS = ['Operator'] as const;

/** Check-ins (domain-rules §4): operators of the room create and correct; staff and the farmer read. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['check-ins'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/check-ins/`;

  app.post(
    base,
    {
      // The session is confirmed by the check-in's first statement (room-intake.ts), a round trip less.
      config: { access: OPERATORS, session: 'in-statement' },
      schema: { tags, security, summary: 'Check produce in (Idempotency-Key header; `offline` for one done without network)', body: checkInCreateSchema, response: { 201: checkInSchema, ...failures, ...refusals } },
    },
    async (request, reply) => {
      // Offline, a replay is answered before any statement and a refusal is recorded as the actor's: the session first.
      if (request.body.offline) await settleSession(request, db);
      const answer = await withSessionInStatement(request, db, () =>
        recordingRefusals(db, request, 'check_in', () =>
          // Online, the key is looked up by the check-in's first statement (a round trip less); offline as before,
          // so that a replay is answered before the offline time is judged again.
          withIdempotency(
            db,
            request,
            reply,
            async (tx, key) => ({ status: 201, body: await createCheckIn(tx, actorOf(request), request.body, new Date(), key) }),
            // The answer's JSON made once, for the stored answer and the reply (the same bytes as two serialisations).
            { required: true, lookupInRun: !request.body.offline, serializeOnce: true },
          ),
        ),
      );
      return replyWithAnswer(reply, answer);
    },
  );

  app.post(
    `${base}by-code/`,
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        security,
        summary: 'Check the produce of an earlier check-out in again, by its code (Idempotency-Key header)',
        body: checkInByCodeSchema,
        response: { 201: checkInSchema, ...failures, ...refusals },
      },
    },
    async (request, reply) =>
      withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await checkInByCode(tx, actorOf(request), request.body) })),
  );

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'List check-ins', querystring: checkInListQuerySchema, response: { 200: checkInListSchema, ...failures } },
    },
    async (request) => {
      const actor = actorOf(request);
      return listCheckIns(db, actor, await actorZone(db, actor), request.query);
    },
  );

  app.get(
    `${base}:id/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Read a check-in', params: idParamSchema, response: { 200: checkInSchema, ...failures } },
    },
    async (request) => readCheckIn(db, actorOf(request), request.params.id),
  );

  app.put(
    `${base}:id/`,
    {
      config: { access: OPERATORS },
      schema: {
        tags,
        security,
        summary: 'Correct a check-in on the same day',
        params: idParamSchema,
        body: checkInCorrectionSchema,
        response: { 200: checkInSchema, ...failures, ...refusals },
      },
    },
    async (request) => correctCheckIn(db, actorOf(request), request.params.id, request.body),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  manualReadingSchema,
  readingListQuerySchema,
  readingListSchema,
  readingSchema,
  readingSeriesQuerySchema,
  readingSeriesSchema,
  sensorBatchResultSchema,
  sensorBatchSchema,
  SITES_PREFIX,
} from '@coldroom/contract';
import { failures, STAFF } from '../../platform/http/route-parts';
import { withIdempotency } from '../../platform/idempotency';
import { actorOf } from '../../platform/policy';
import { recordingRefusals } from '../offline/refusals';
import { deviceKeyFromHeader } from '../device-keys/keys';
import { listReadings, recordManualReading, recordSensorBatch } from './service';
import { readingSeries } from './series';

/** A sensor posts every few minutes at most; this stops a leaked key from flooding the table. */
const SENSOR_POSTS_PER_MINUTE = 60;

/** Room conditions: staff read and enter readings; a room's sensor posts batches with its device key. */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['room conditions'];
  const base = `${SITES_PREFIX}/cooling-units/:id/`;

  app.get(
    `${base}readings/`,
    {
      config: { access: STAFF },
      schema: { tags, security: [{ bearer: [] }], summary: 'Readings of a room in a time range', params: idParamSchema, querystring: readingListQuerySchema, response: { 200: readingListSchema, ...failures } },
    },
    async (request) => listReadings(db, actorOf(request), request.params.id, request.query),
  );

  app.get(
    `${base}readings/series/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'A room\'s chart: readings reduced to at most about 300 buckets (min, average, max), its alert limits and the alerts in the range',
        params: idParamSchema,
        querystring: readingSeriesQuerySchema,
        response: { 200: readingSeriesSchema, ...failures },
      },
    },
    async (request) => readingSeries(db, actorOf(request), request.params.id, request.query, app.ctx.config.jobs.readingsRetentionDays),
  );

  app.post(
    `${base}readings/`,
    {
      config: { access: STAFF },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Enter a reading by hand (refused while the room has a sensor; optional Idempotency-Key; `offline` for one entered without network)',
        params: idParamSchema,
        body: manualReadingSchema,
        response: { 201: readingSchema, 409: errorBodySchema, 422: errorBodySchema, ...failures },
      },
    },
    async (request, reply) =>
      recordingRefusals(db, request, 'reading', () =>
        withIdempotency(db, request, reply, async (tx) => ({ status: 201, body: await recordManualReading(tx, actorOf(request), request.params.id, request.body) }), {
          required: false,
        }),
      ),
  );

  app.post(
    `${base}sensor-readings/`,
    {
      // No login: the device key in `Authorization: Device <key>` is checked by the service.
      config: {
        access: 'public',
        rateLimit: { max: SENSOR_POSTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (request) => `${request.ip}|${String(request.headers.authorization ?? '').slice(-16)}` },
      },
      schema: {
        tags,
        summary: 'A sensor posts a batch of readings (Authorization: Device <key>)',
        params: idParamSchema,
        body: sensorBatchSchema,
        response: { 200: sensorBatchResultSchema, ...failures },
      },
    },
    async (request) => recordSensorBatch(db, deviceKeyFromHeader(request.headers.authorization), request.params.id, request.body),
  );
};

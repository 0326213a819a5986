import { accessToken } from '../lib/api-client';
import type { BenchModule, Section } from '../lib/module';
import { formatMs } from '../lib/stats';
import { benchChart, chartCases } from './chart';
import { BATCH_READINGS, benchIngest } from './ingest';
import { buildReadingsWorld } from './load';
import { benchLotRecord } from './lot';

const TARGET_MS = 100;

/** Issue 26: readings at volume (generated history, API ingest) and a room's chart against its bare SQL. */
export const readingsBenchmarks: BenchModule = {
  name: 'readings',
  parts: ['readings'],
  async run(ctx) {
    const world = await buildReadingsWorld(ctx);
    const baseUrl = ctx.env.server.baseUrl;
    const token = await accessToken(baseUrl, world.serviceProvider);
    ctx.log(`readings: API ingest, ${ctx.options.durationSeconds} s`);
    const ingest = await benchIngest(baseUrl, token, world.ingestRoomIds, world.end, ctx.options.durationSeconds);
    const runs = ctx.options.quick ? 20 : 200;
    ctx.log(`readings: the chart, ${runs} requests per range`);
    const charts = await benchChart({ baseUrl, token: await accessToken(baseUrl, world.serviceProvider), databaseUrl: ctx.env.databaseUrl, roomIds: world.roomIds, cases: chartCases(world.end, ctx.options.readingsDays), runs });
    const stays = [30, Math.min(180, ctx.options.readingsDays)];
    ctx.log(`readings: the lot record, lots stored ${stays.join(' and ')} days`);
    const lotRecords = await benchLotRecord(ctx, world, stays, runs);
    const { readingsRooms: rooms, readingsDays: days } = ctx.options;
    const section: Section = {
      id: 'readings',
      title: 'Room readings at volume and the room chart',
      about: [
        'A generated history of 5-minute readings (rooms interleaved in time order, as sensors post them) written by SQL,',
        'then the hourly rollups built from it in one statement (as the migration does). The API ingest posts sensor batches',
        `of ${BATCH_READINGS} readings (a day) through POST …/sensor-readings/ from 4 rooms at once (device key, alert evaluation and`,
        'rollups included). The chart: GET …/readings/series/ for each range, one request at a time over the rooms, then the',
        'statements it needs (buckets from raw rows under an hour, else from the rollups; the alerts in the range) alone on one',
        'connection; ratio = endpoint p50 / SQL p50. The lot record: GET /storage/v1/produce/{id}/ (its `temperature_record`, with',
        'the rest of the lot\'s page) of 5 lots checked in through the API and moved back 30 and 180 days: first before the',
        'time-to-pick-up check\'s job kept their shelf-life exposure (every reading of the stay summed), then after it ran',
        '(its exposure step timed for every stored lot of the history), against the statements the lot\'s quality and record',
        'then need alone (the kept pass, the no-data time, the readings since the pass\'s end or the last 6 hours, the alerts);',
        'the page\'s other statements (names, crates, movements) are in the endpoint\'s time only.',
      ].join('\n'),
      setup: `${rooms} rooms × ${days} days = ${world.rows.toLocaleString('en')} readings`,
      figures: [
        { name: 'history written by SQL', value: `${Math.round(world.rows / world.loadSeconds).toLocaleString('en')} rows/s (${Math.round(world.loadSeconds)} s)` },
        { name: 'hourly rollups built', value: `${Math.round(world.rollupSeconds)} s` },
        { name: 'table sizes (with indexes)', value: `readings ${world.rawSize}, rollups ${world.rollupSize}` },
        { name: 'API ingest', value: `${Math.round(ingest.readingsPerSecond).toLocaleString('en')} readings/s (batch p50 ${formatMs(ingest.p50)}, p95 ${formatMs(ingest.p95)})` },
        ...charts.flatMap((c) => [
          { name: `chart ${c.name}: p95`, value: `${formatMs(c.endpoint.p95)} (p50 ${formatMs(c.endpoint.p50)}; ${c.buckets} buckets of ${c.bucketMinutes} min)`, target: `< ${TARGET_MS} ms`, met: c.endpoint.p95 < TARGET_MS },
          { name: `chart ${c.name}: SQL alone`, value: `p50 ${formatMs(c.sql.p50)}, p95 ${formatMs(c.sql.p95)}; ratio ${(c.endpoint.p50 / c.sql.p50).toFixed(1)}×` },
        ]),
        ...lotRecords.flatMap((l) => [
          { name: `lot record, ${l.days} days stored, before the job: p95`, value: `${formatMs(l.cold.p95)} (p50 ${formatMs(l.cold.p50)})` },
          { name: `the job's exposure step, ${l.days} days`, value: `${formatMs(l.refresh.ms)} for ${l.refresh.lots} lots` },
          { name: `lot record, ${l.days} days stored: p95`, value: `${formatMs(l.endpoint.p95)} (p50 ${formatMs(l.endpoint.p50)})`, target: `< ${TARGET_MS} ms`, met: l.endpoint.p95 < TARGET_MS },
          { name: `lot record, ${l.days} days: SQL alone`, value: `p50 ${formatMs(l.sql.p50)}, p95 ${formatMs(l.sql.p95)}; ratio ${(l.endpoint.p50 / l.sql.p50).toFixed(1)}×` },
        ]),
      ],
      notes: [`${world.alerts.toLocaleString('en')} closed alerts generated (about two a week per room); ${ingest.batches} ingest batches`],
    };
    return [section];
  },
};

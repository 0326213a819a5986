import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { sweepReminders } from '../../modules/accounts/reminders';
import { answerInbound, waitingInbound } from '../../modules/farmer-sms/answer';
import { sendAlertMessages } from '../../modules/alerts/messages';
import { raiseNoDataAlerts } from '../../modules/alerts/silence';
import { raisePickupNotices } from '../../modules/notifications/pickup';
import { refreshStoredExposures } from '../../modules/produce/exposures';
import { pollDueIntegrations } from '../../modules/sensor-integrations/poller';
import { purgeOldReadings } from '../../modules/readings/retention';
import { IMPACT_REPORT_JOB, runImpactReport } from '../../modules/impact/reports';
import { createLocalStorage } from '../files/storage';
import { bringHeadlinesInForce } from '../../modules/rate-cards/headlines';
import type { SmsService } from '../sms';
import { applyImport } from '../../modules/imports/apply';
import { JOB_IMPORT_APPLY } from '../../modules/imports/job';
import { runHousekeeping } from './housekeeping';
import type { JobDefinition, Jobs } from './queue';

/** Every job's name, as its pg-boss queue is called. */
export const JOB = {
  smsSend: 'sms-send',
  smsCatchUp: 'sms-catch-up',
  smsAnswer: 'sms-answer',
  pickupCheck: 'pickup-check',
  balanceReminders: 'balance-reminders',
  housekeeping: 'housekeeping',
  roomSilence: 'room-silence',
  sensorPoll: 'sensor-poll',
  readingsRetention: 'readings-retention',
  impactReport: IMPACT_REPORT_JOB,
  rateCardHeadlines: 'rate-card-headlines',
  importApply: JOB_IMPORT_APPLY,
} as const;

export type JobName = (typeof JOB)[keyof typeof JOB];

/** How often the rooms' prices are brought in step with the rate cards in force (a quarter of an hour after a zone's midnight at most). */
export const RATE_CARD_HEADLINES_SECONDS = 900;

/** The SMS catch-up runs once per SMS_POLL_INTERVAL_MS, in whole seconds (at least one). */
export function catchUpSeconds(config: Config): number {
  return Math.max(1, Math.round(config.sms.pollIntervalMs / 1000));
}

/**
 * Every background job of the server, in one place: what it does, its retries and expiry, and its rhythm.
 * docs/background-jobs.md describes each. SMS sending is the only job enqueued by requests (after the
 * commit of the transaction that wrote the outbox row); the others are periodic.
 */
export function jobDefinitions(deps: { config: Config; db: Db; sms: SmsService; log: FastifyBaseLogger; jobs: () => Pick<Jobs, 'send'> }): JobDefinition[] {
  const { config, db, sms, log, jobs } = deps;
  return [
    {
      name: JOB.smsSend,
      // The row's own attempts and backoff (SMS_MAX_ATTEMPTS, SMS_RETRY_BASE_MS) govern gateway failures; these
      // retries only cover a handler that crashed (the database away for a moment).
      handler: async (data) => sms.sendOne(Number((data as { id: number }).id)),
      retryLimit: 3,
      retryDelaySeconds: 5,
      retryBackoff: true,
      expireInSeconds: Math.ceil((2 * config.sms.requestTimeoutMs) / 1000) + 60,
      concurrency: 4,
    },
    {
      name: JOB.smsCatchUp,
      handler: async () => {
        const found = await sms.catchUp();
        if (found > 0) log.info({ messages: found }, 'SMS still waiting enqueued for sending');
        // Farmers' SMS saved but whose answer job was lost (a process stopped in between).
        const waiting = await waitingInbound(db, 60_000);
        for (const id of waiting) await jobs().send(JOB.smsAnswer, { id }, { singletonKey: `answer:${id}`, singletonSeconds: catchUpSeconds(config) });
        if (waiting.length > 0) log.info({ messages: waiting.length }, 'Farmers\' SMS still waiting enqueued for an answer');
      },
      retryLimit: 0,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 120,
      everySeconds: catchUpSeconds(config),
      always: true,
    },
    {
      name: JOB.smsAnswer,
      // A farmer's SMS answered once (the row is claimed in the answer's transaction, modules/farmer-sms/answer.ts).
      handler: async (data) => answerInbound(db, sms, Number((data as { id: number }).id)),
      retryLimit: 3,
      retryDelaySeconds: 5,
      retryBackoff: true,
      expireInSeconds: 120,
      concurrency: 2,
    },
    {
      name: JOB.pickupCheck,
      handler: async (data) => {
        // The stored lots' shelf-life exposures first, so the check below (and every lot's page) reads few readings.
        const exposures = await refreshStoredExposures(db);
        if (exposures > 0) log.info({ lots: exposures }, 'Shelf-life exposures brought up to date');
        const lots = await raisePickupNotices(db, sms);
        // The clock slot this run belongs to (periodic runs carry it; a run sent by hand has none).
        log.info({ lots, slot: (data as { slot?: number }).slot ?? null }, 'Time-to-pick-up check ran');
      },
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      everySeconds: config.jobs.pickupCheckSeconds,
    },
    {
      name: JOB.balanceReminders,
      // Each farmer's reminder decides its own week (modules/accounts/reminders.ts); this only looks often.
      handler: async () => {
        const farmers = await sweepReminders(db, sms);
        if (farmers > 0) log.info({ farmers }, 'Reminders of money owed sent');
      },
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      everySeconds: config.jobs.pickupCheckSeconds,
    },
    {
      name: JOB.roomSilence,
      handler: async () => {
        const rooms = await raiseNoDataAlerts(db);
        if (rooms > 0) log.info({ rooms }, 'No-data alerts raised');
        // then every alert's SMS due now: the first ones, the repeats, the service providers' critical ones
        const messages = await sendAlertMessages(db, sms);
        if (messages > 0) log.info({ messages }, 'Alert SMS queued');
      },
      retryLimit: 2,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 10 * 60,
      everySeconds: config.jobs.alertCheckSeconds,
    },
    {
      name: JOB.readingsRetention,
      // READINGS_RETENTION_DAYS 0 keeps every reading: the job then finds nothing to do.
      handler: async () => {
        const readings = await purgeOldReadings(db, config.jobs.readingsRetentionDays);
        if (readings > 0) log.info({ readings }, 'Raw room readings past their retention deleted');
      },
      retryLimit: 3,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
      everySeconds: 86_400,
    },
    {
      name: JOB.sensorPoll,
      // Each integration keeps its own interval (next_poll_at); this only looks for those due.
      handler: async () => {
        const polled = await pollDueIntegrations(db, config);
        if (polled > 0) log.info({ integrations: polled }, 'Sensor integrations polled');
      },
      retryLimit: 1,
      retryDelaySeconds: 30,
      retryBackoff: false,
      expireInSeconds: 15 * 60,
      everySeconds: config.sensors.pollTickSeconds,
    },
    {
      name: JOB.rateCardHeadlines,
      // Versions of rate cards that take effect today (each company's zone) become their room's price (docs/rent-rules.md §6).
      handler: async () => {
        const prices = await bringHeadlinesInForce(db);
        if (prices > 0) log.info({ prices }, "Rooms' crop prices set from the rate card versions in force today");
      },
      retryLimit: 2,
      retryDelaySeconds: 60,
      retryBackoff: true,
      expireInSeconds: 10 * 60,
      everySeconds: RATE_CARD_HEADLINES_SECONDS,
    },
    {
      name: JOB.impactReport,
      // An impact report asked for (modules/impact/reports.ts): the row records its progress, and a failure.
      handler: async (data) => runImpactReport(db, createLocalStorage(config.uploadsDir), Number((data as { id: number }).id)),
      retryLimit: 1,
      retryDelaySeconds: 30,
      retryBackoff: false,
      expireInSeconds: 15 * 60,
      concurrency: 1,
    },
    {
      name: JOB.housekeeping,
      handler: async () => {
        const removed = await runHousekeeping(db);
        log.info(removed, 'Housekeeping: old rows deleted');
      },
      retryLimit: 3,
      retryDelaySeconds: 300,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      everySeconds: 86_400,
    },
    {
      name: JOB.importApply,
      // A spreadsheet import (docs/import-rules.md): batches with a cursor in the database, so a retry after a
      // stop (or an expiry) continues where the last committed batch ended.
      handler: async (data) => {
        await applyImport(db, sms, Number((data as { id: number }).id));
      },
      retryLimit: 5,
      retryDelaySeconds: 5,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      concurrency: 1,
    },
  ];
}

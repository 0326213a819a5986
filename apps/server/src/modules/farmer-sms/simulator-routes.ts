import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  smsSimulatorSmsReplySchema,
  smsSimulatorSmsRequestSchema,
  smsSimulatorStatusSchema,
  smsSimulatorUssdRequestSchema,
  smsSimulatorUssdScreenSchema,
} from '@coldroom/contract';
import type { Db } from '../../db/client';
import { smsInbound, smsMessages } from '../../db/schema';
import { AppError, errors } from '../../platform/errors';
import { failures, MANAGERS, resourceDocs } from '../../platform/http/route-parts';
import { actorOf, type Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { answerInbound } from './answer';
import { saveInbound } from './inbound';
import { ussdScreen } from './ussd';

/** A service provider plays a farmer's phone now and then; this bounds a script that would flood the inbox. */
const CALLS_PER_MINUTE = 60;

/**
 * The phone a simulated message comes from: one of the actor's company's farmers (404 for another company's,
 * as for any farmer the actor may not see), with a phone (422 on `farmer_id` without one).
 */
async function farmerPhone(db: Db, actor: Actor, company: number, farmerId: number): Promise<string> {
  if (company !== actor.companyId) throw errors.notFound('The company');
  const { farmer, user } = await farmerFor(db, actor, farmerId);
  if (farmer.isWalkIn || !user.phone) throw new AppError(422, 'no_phone', 'This farmer has no phone number to play.', { farmer_id: 'no_phone' });
  return user.phone;
}

/**
 * The phone simulator (docs/sms-and-ussd.md §6): with SMS_PROVIDER=outbox, a service provider sends an SMS as
 * one of the company's farmers, or walks the USSD menu, and sees the answer. The same handlers answer as for
 * the gateways: the message is saved as an inbound SMS (provider `simulator`) and answered by `answerInbound`
 * (what the `sms-answer` job runs), the reply going to the outbox; a USSD screen comes from `ussdScreen`.
 * With another SMS provider the SMS would reach the farmer's real phone: the routes answer 404.
 */
export const smsSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, sms } = app.ctx;
  const docs = resourceDocs('sms');
  const available = () => config.sms.provider === 'outbox';
  // Before the body is read: without the outbox the routes are not there, whatever is sent.
  const onlyWithOutbox = async () => {
    if (!available()) throw new AppError(404, 'route_not_found', 'There is no such route.');
  };
  const rateLimit = { max: CALLS_PER_MINUTE, timeWindow: '1 minute' };

  app.get(
    '/user/v1/sms-simulator/',
    {
      config: { access: MANAGERS },
      schema: { ...docs, summary: 'Whether the phone simulator is there (SMS_PROVIDER=outbox)', response: { 200: smsSimulatorStatusSchema, ...failures } },
    },
    async () => ({ available: available() }),
  );

  app.post(
    '/user/v1/sms-simulator/sms/',
    {
      config: { access: MANAGERS, rateLimit },
      schema: {
        ...docs,
        summary: 'Sends an SMS as one of the company\'s farmers and answers the reply (SMS_PROVIDER=outbox only)',
        body: smsSimulatorSmsRequestSchema,
        response: { 200: smsSimulatorSmsReplySchema, 422: errorBodySchema, 429: errorBodySchema, ...failures },
      },
      preValidation: onlyWithOutbox,
    },
    async (request) => {
      const { company, farmer_id, text } = request.body;
      const phone = await farmerPhone(db, actorOf(request), company, farmer_id);
      const now = new Date();
      const { ids } = await saveInbound(db, 'simulator', [{ providerMessageId: `sim-${randomUUID()}`, from: phone, to: null, text, receivedAt: now }]);
      const id = ids[0]!;
      await answerInbound(db, sms, id, now);
      const [row] = await db.select({ replySmsId: smsInbound.replySmsId }).from(smsInbound).where(eq(smsInbound.id, id));
      const smsId = row?.replySmsId ?? null;
      if (smsId === null) return { reply: null, sms_id: null };
      const [reply] = await db.select({ body: smsMessages.body }).from(smsMessages).where(eq(smsMessages.id, smsId));
      return { reply: reply?.body ?? null, sms_id: smsId };
    },
  );

  app.post(
    '/user/v1/sms-simulator/ussd/',
    {
      config: { access: MANAGERS, rateLimit },
      schema: {
        ...docs,
        summary: 'One USSD screen as one of the company\'s farmers: text is every choice so far joined by * (SMS_PROVIDER=outbox only)',
        body: smsSimulatorUssdRequestSchema,
        response: { 200: smsSimulatorUssdScreenSchema, 422: errorBodySchema, 429: errorBodySchema, ...failures },
      },
      preValidation: onlyWithOutbox,
    },
    async (request) => {
      const { company, farmer_id, text } = request.body;
      const phone = await farmerPhone(db, actorOf(request), company, farmer_id);
      return { screen: await ussdScreen(db, { phone, text }, new Date()) };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { africasTalkingInboundSchema, errorBodySchema, gatewayKeyQuerySchema, inboundAcceptedSchema, infobipInboundSchema } from '@coldroom/contract';
import { JOB } from '../../platform/jobs/definitions';
import { failures } from '../../platform/http/route-parts';
import { checkGatewayKey, gatewayTime, saveInbound, type InboundMessage, type InboundProvider } from './inbound';

/** A gateway posts each message once (and again on a retry); this stops a leaked key from flooding the table. */
const CALLBACKS_PER_MINUTE = 600;
/** Form bodies (Africa's Talking) are small: one message's fields. */
const FORM_BODY_LIMIT = 16_384;

/**
 * Farmers' SMS from the gateways (docs/sms-and-ussd.md): saved once each, answered by the `sms-answer` job after
 * the commit; the gateway gets its 200 at once. Keyed by SMS_WEBHOOK_KEY (404 without it, 401 with a wrong one).
 */
export const farmerSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, jobs } = app.ctx;
  const tags = ['farmer SMS'];
  // Africa's Talking posts form fields: read as such in this scope only (elsewhere a form body stays refused).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const rateLimit = { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' };

  async function take(provider: InboundProvider, messages: InboundMessage[]) {
    const { ids, duplicates } = await saveInbound(db, provider, messages);
    // After the commit; a message whose job is lost is found by the SMS catch-up job.
    for (const id of ids) await jobs.send(JOB.smsAnswer, { id }).catch((error: unknown) => app.log.error({ err: error, inboundId: id }, 'An SMS answer could not be enqueued; the catch-up job will'));
    return { accepted: ids.length, duplicates };
  }

  app.post(
    '/sms/inbound/infobip',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Infobip posts farmers\' SMS here (its inbound message JSON); ?key= or Basic auth with SMS_WEBHOOK_KEY',
        querystring: gatewayKeyQuerySchema,
        body: infobipInboundSchema,
        response: { 200: inboundAcceptedSchema, 429: errorBodySchema, ...failures },
      },
      // The key is checked before the body is validated: a caller without it learns nothing of the shape.
      preValidation: async (request) => checkGatewayKey(config.sms.webhookKey, (request.query as { key?: string }).key, request.headers.authorization),
    },
    async (request) => {
      const now = new Date();
      return take(
        'infobip',
        request.body.results.map((m) => ({ providerMessageId: m.messageId, from: m.from, to: m.to ?? null, text: m.cleanText ?? m.text ?? '', receivedAt: gatewayTime(m.receivedAt, now) })),
      );
    },
  );

  app.post(
    '/sms/inbound/africastalking',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Africa\'s Talking posts farmers\' SMS here (form fields id, from, to, text, date, linkId); ?key= with SMS_WEBHOOK_KEY',
        querystring: gatewayKeyQuerySchema,
        body: africasTalkingInboundSchema,
        response: { 200: inboundAcceptedSchema, 429: errorBodySchema, ...failures },
      },
      preValidation: async (request) => checkGatewayKey(config.sms.webhookKey, (request.query as { key?: string }).key, request.headers.authorization),
    },
    async (request) =>
      take('africastalking', [{ providerMessageId: request.body.id, from: request.body.from, to: request.body.to ?? null, text: request.body.text ?? '', receivedAt: gatewayTime(request.body.date) }]),
  );
};

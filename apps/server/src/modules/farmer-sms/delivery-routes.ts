import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { africasTalkingDeliveryReportSchema, deliveryReportAnswerSchema, errorBodySchema, gatewayKeyQuerySchema, infobipDeliveryReportSchema } from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { africasTalkingOutcome, applyDeliveryReports, infobipOutcome } from './delivery';
import { checkGatewayKey, gatewayTime } from './inbound';

/** A gateway posts a report per message and state (and again on a retry); this stops a leaked key from flooding. */
const CALLBACKS_PER_MINUTE = 600;
/** Form bodies (Africa's Talking) are small: one report's fields. */
const FORM_BODY_LIMIT = 16_384;

/**
 * Delivery reports of the SMS gateways (docs/sms-and-ussd.md §5): each marks the outbox row of the message it is
 * about delivered, failed or expired, with the gateway's reason. Keyed by SMS_WEBHOOK_KEY like the inbound SMS
 * (404 without it, 401 with a missing or wrong one, checked before the body is read); a report of a message we do
 * not know is counted, not refused, so the answer tells nothing of which ids exist.
 */
export const smsDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ['farmer SMS'];
  const rateLimit = { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' };
  // Africa's Talking posts form fields: read as such in this plugin's scope only (its own, registered apart from
  // the inbound routes' one; elsewhere a form body stays refused, and on the Infobip route it fails its schema).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const keyed = async (request: { query: unknown; headers: { authorization?: string } }) =>
    checkGatewayKey(config.sms.webhookKey, (request.query as { key?: string }).key, request.headers.authorization);

  app.post(
    '/sms/delivery/infobip',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Infobip posts its SMS delivery reports here (results[]); ?key= or Basic auth with SMS_WEBHOOK_KEY',
        querystring: gatewayKeyQuerySchema,
        body: infobipDeliveryReportSchema,
        response: { 200: deliveryReportAnswerSchema, 429: errorBodySchema, ...failures },
      },
      // The key is checked before the body is validated: a caller without it learns nothing of the shape.
      preValidation: keyed,
    },
    async (request) => {
      const now = new Date();
      return applyDeliveryReports(
        db,
        'infobip',
        request.body.results.map((result) => ({ providerMessageId: result.messageId, ...infobipOutcome(result), at: gatewayTime(result.doneAt, now) })),
      );
    },
  );

  app.post(
    '/sms/delivery/africastalking',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        summary: 'Africa\'s Talking posts its SMS delivery reports here (form fields id, status, phoneNumber, networkCode, failureReason, retryCount); ?key= with SMS_WEBHOOK_KEY',
        querystring: gatewayKeyQuerySchema,
        body: africasTalkingDeliveryReportSchema,
        response: { 200: deliveryReportAnswerSchema, 429: errorBodySchema, ...failures },
      },
      preValidation: keyed,
    },
    async (request) => applyDeliveryReports(db, 'africastalking', [{ providerMessageId: request.body.id, ...africasTalkingOutcome(request.body), at: new Date() }]),
  );
};

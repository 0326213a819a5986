import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { africasTalkingUssdSchema, errorBodySchema, gatewayKeyQuerySchema } from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { checkGatewayKey } from './inbound';
import { end, ussdScreen } from './ussd';
import { ussdText } from './ussd-texts';

/** A session is a few screens a minute per person; this stops a leaked key from loading the database. */
const CALLBACKS_PER_MINUTE = 600;
const FORM_BODY_LIMIT = 16_384;

/**
 * Africa's Talking's USSD callback (docs/sms-and-ussd.md §4): one POST per screen, answered `text/plain` with
 * `CON …` (a screen that waits for a choice) or `END …` (the last). Keyed like the SMS callbacks.
 */
export const ussdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/ussd/africastalking',
    {
      config: { access: 'public', rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['farmer SMS'],
        summary: 'Africa\'s Talking posts each USSD screen here (sessionId, serviceCode, phoneNumber, networkCode, text); ?key= with SMS_WEBHOOK_KEY. Answers text/plain CON … or END …',
        querystring: gatewayKeyQuerySchema,
        body: africasTalkingUssdSchema,
        response: { 200: z.string(), 429: errorBodySchema, ...failures },
      },
      preValidation: async (request) => checkGatewayKey(config.sms.webhookKey, (request.query as { key?: string }).key, request.headers.authorization),
    },
    async (request, reply) => {
      let screen: string;
      try {
        screen = await ussdScreen(db, { phone: request.body.phoneNumber, text: request.body.text ?? '' });
      } catch (error) {
        // The person on the phone gets a polite last screen, never the gateway's error page; the log keeps why.
        request.log.error({ err: error, sessionId: request.body.sessionId }, 'A USSD screen could not be made');
        screen = end([ussdText('en', 'badChoice')]);
      }
      return reply.type('text/plain; charset=utf-8').send(screen);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CROP_ADVICE_PATH,
  cropAdviceListSchema,
  cropAdviceQuerySchema,
  smsTemplateListSchema,
  TEXT_OVERRIDE_TEMPLATES_PATH,
  TEXT_OVERRIDES_PATH,
  textOverrideListSchema,
  textOverrideParamsSchema,
  textOverridePutSchema,
  textOverrideSchema,
} from '@coldroom/contract';
import { CROP_ADVICE_MAX, SMS_OVERRIDE_MAX } from '@coldroom/domain';
import { failures, MANAGERS, noContent } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { deleteTextOverride, listCropAdvice, listTextOverrides, putTextOverride } from './service';
import { smsTemplateList } from './templates';

/**
 * A company's own texts (docs/text-overrides.md): its service providers read, write and remove them (operators
 * and farmers 403; the path never names a company, so another company's texts are out of reach). The crop
 * advice is read by the company's people and by the farmers who store with it.
 */
export const textOverrideRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['text overrides'];
  const security = [{ bearer: [] }];
  const one = `${TEXT_OVERRIDES_PATH}:kind/:key/:language/`;

  app.get(
    TEXT_OVERRIDES_PATH,
    { config: { access: MANAGERS }, schema: { tags, security, summary: "The company's own SMS texts and crop advice", response: { 200: textOverrideListSchema, ...failures } } },
    async (request) => listTextOverrides(db, actorOf(request)),
  );

  app.get(
    TEXT_OVERRIDE_TEMPLATES_PATH,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: 'The SMS templates a company may reword: blanks, defaults per language, limits', response: { 200: smsTemplateListSchema, ...failures } },
    },
    async () => ({ items: smsTemplateList(), sms_max: SMS_OVERRIDE_MAX, crop_advice_max: CROP_ADVICE_MAX }),
  );

  app.put(
    one,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: "Write the company's text for a template or crop in a language (audited)", params: textOverrideParamsSchema, body: textOverridePutSchema, response: { 200: textOverrideSchema, ...failures } },
    },
    async (request) => putTextOverride(db, actorOf(request), request.params, request.body),
  );

  app.delete(
    one,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: "Remove the company's text: the default is used again (audited)", params: textOverrideParamsSchema, response: { 204: noContent, ...failures } },
    },
    async (request, reply) => {
      await deleteTextOverride(db, actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.get(
    CROP_ADVICE_PATH,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: "Crop advice of one's companies, per crop and language", querystring: cropAdviceQuerySchema, response: { 200: cropAdviceListSchema, ...failures } },
    },
    async (request) => listCropAdvice(db, actorOf(request), request.query.crop),
  );
};

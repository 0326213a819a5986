import { z } from 'zod';
import { languageSchema } from './common';
import { OPERATION_PREFIX } from './operations-limits';

/**
 * A company's own wording of its farmers' SMS and of the knowledge hub's crop advice (docs/text-overrides.md).
 * The kind, key and language are in the path (`…/text-overrides/{kind}/{key}/{language}/`); what is wrong
 * with them or with the text answers 400 naming `kind`, `key`, `language` or `text`.
 */
export const TEXT_OVERRIDES_PATH = `${OPERATION_PREFIX}/text-overrides/`;
/** The SMS templates a company may reword, with their blanks and default texts. */
export const TEXT_OVERRIDE_TEMPLATES_PATH = `${OPERATION_PREFIX}/text-overrides/templates/`;
/** The crop advice of one's companies (staff: their company; farmers: every company they store with). */
export const CROP_ADVICE_PATH = `${OPERATION_PREFIX}/crop-advice/`;

export const TEXT_OVERRIDE_KINDS = ['sms', 'crop_advice'] as const;
export type TextOverrideKind = (typeof TEXT_OVERRIDE_KINDS)[number];

export const textOverrideParamsSchema = z.object({
  kind: z.string().max(40),
  key: z.string().max(80),
  language: z.string().max(20),
});

/** The text's bound here is the transport's; the kind's own limit (480 for SMS, 2,000 for advice) is checked by the service. */
export const textOverridePutSchema = z.object({ text: z.string({ error: 'required' }).max(4000, { message: 'too_long' }) });

export const textOverrideSchema = z.object({
  kind: z.enum(TEXT_OVERRIDE_KINDS),
  key: z.string(),
  language: languageSchema,
  text: z.string(),
  updated_at: z.string(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TextOverride = z.infer<typeof textOverrideSchema>;

export const textOverrideListSchema = z.object({ items: z.array(textOverrideSchema) });
export type TextOverrideList = z.infer<typeof textOverrideListSchema>;

export const smsTemplateSchema = z.object({
  key: z.string(),
  /** Blanks a company's text must keep (those of the English default). */
  required: z.array(z.string()),
  /** Blanks it may use besides. */
  optional: z.array(z.string()),
  /** The default text per language, blanks unfilled. */
  defaults: z.record(z.string(), z.string()),
  /** Example values of the blanks, for a preview. */
  sample: z.record(z.string(), z.string()),
});
export type SmsTemplate = z.infer<typeof smsTemplateSchema>;

export const smsTemplateListSchema = z.object({
  items: z.array(smsTemplateSchema),
  sms_max: z.number().int(),
  crop_advice_max: z.number().int(),
});
export type SmsTemplateList = z.infer<typeof smsTemplateListSchema>;

export const cropAdviceQuerySchema = z.object({ crop: z.string().max(64).optional() });

export const cropAdviceSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  crop_id: z.string(),
  language: languageSchema,
  text: z.string(),
});
export type CropAdvice = z.infer<typeof cropAdviceSchema>;
export const cropAdviceListSchema = z.object({ items: z.array(cropAdviceSchema) });
export type CropAdviceList = z.infer<typeof cropAdviceListSchema>;

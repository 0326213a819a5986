/**
 * Storage certificates and crate labels (issue 28, docs/certificates-and-labels.md). Public paths under
 * CERTIFICATE_PUBLIC_PREFIX (no account); staff paths under OPERATION_PREFIX.
 */
import { z } from 'zod';

export const CERTIFICATE_PUBLIC_PREFIX = '/public';
/** 128 random bits in base64url. */
export const CERTIFICATE_TOKEN_LENGTH = 22;
export const CERTIFICATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The largest PDF the checker reads (bytes), and its base64 text. */
export const CERTIFICATE_PDF_MAX_BYTES = 2 * 1024 * 1024;
export const CERTIFICATE_PDF_BASE64_MAX = Math.ceil(CERTIFICATE_PDF_MAX_BYTES / 3) * 4;
export const CERTIFICATE_CONTENT_MAX = 16_384;
export const LABEL_FORMATS = ['a4', '58mm', '80mm'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** Any text up to 64 characters: a token of the wrong shape answers the same 404 as an unknown one. */
export const certificateTokenParamSchema = z.object({ token: z.string().min(1).max(64) });

export const CERTIFICATE_STATUSES = ['in_store', 'checked_out', 'revoked'] as const;

/** The lot's temperature while stored, as the certificate says it (docs/cold-chain-rules.md §6). */
export const certificateTemperatureSchema = z.object({
  range_c: z.object({ min: z.number(), max: z.number() }).nullable(),
  minutes_above: z.number(),
  minutes_below: z.number(),
  minutes_stored: z.number(),
  minutes_covered: z.number(),
  peak: z.object({ temperature_c: z.number(), direction: z.enum(['high', 'low']), date: z.string() }).nullable(),
  alerts: z.number().int(),
});

/** What a certificate shows: no phone numbers, no full names, no fees. */
export const certificateFactsSchema = z.object({
  code: z.string(),
  crop_id: z.string(),
  crop_name: z.string(),
  farmer_initials: z.string(),
  company: z.string(),
  room: z.string(),
  checked_in_on: z.string(),
  checked_out_on: z.string().nullable(),
  crates_in: z.number().int(),
  weight_in_kg: z.number(),
  crates_now: z.number().int(),
  weight_now_kg: z.number(),
  temperature: z.nullable(certificateTemperatureSchema),
});
export type CertificateFacts = z.infer<typeof certificateFactsSchema>;

export const publicCertificateSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES),
  code: z.string(),
  revoked_at: z.string().nullable(),
  /** null when revoked. */
  facts: z.nullable(certificateFactsSchema),
  pdf_url: z.string().nullable(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const certificateKeySchema = z.object({ key_id: z.string(), algorithm: z.literal('Ed25519'), public_key_pem: z.string() });

/** Either the PDF (base64) or the signed content and its signature; other keys are dropped (never quoted back). */
export const certificateVerifyBodySchema = z.object({
  pdf_base64: z.string().max(CERTIFICATE_PDF_BASE64_MAX).optional(),
  content: z.string().max(CERTIFICATE_CONTENT_MAX).optional(),
  signature: z.string().max(200).optional(),
});

export const certificateVerifyResultSchema = z.object({
  valid: z.boolean(),
  /** Why not valid: no_envelope (a PDF without one), unknown_key, bad_signature, malformed. */
  reason: z.enum(['no_envelope', 'unknown_key', 'bad_signature', 'malformed']).nullable(),
  revoked: z.boolean(),
  /** What was signed (when valid): compare with what the PDF prints. */
  signed: z.object({ status: z.enum(CERTIFICATE_STATUSES), issued_at: z.string(), facts: z.nullable(certificateFactsSchema) }).nullable(),
});
export type CertificateVerifyResult = z.infer<typeof certificateVerifyResultSchema>;

/** Staff: the lot's certificate link. */
export const lotCertificateSchema = z.object({ token: z.string(), url: z.string(), revoked_at: z.string().nullable() });
export type LotCertificate = z.infer<typeof lotCertificateSchema>;

export const certificateRevokeBodySchema = z.object({ reason: z.string().trim().max(500).optional() }).strict();

export const labelsQuerySchema = z.object({ format: z.enum(LABEL_FORMATS).default('a4') });

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICATE_PDF_BASE64_MAX,
  CERTIFICATE_PUBLIC_PREFIX,
  certificateKeySchema,
  certificateRevokeBodySchema,
  certificateTokenParamSchema,
  certificateVerifyBodySchema,
  certificateVerifyResultSchema,
  errorBodySchema,
  idParamSchema,
  labelsQuerySchema,
  lotCertificateSchema,
  OPERATION_PREFIX,
  publicCertificateSchema,
} from '@coldroom/contract';
import { failures, MANAGERS, STAFF } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { renderCertificatePdf } from './certificate-pdf';
import { checkInLabels, renderLabels } from './labels';
import { certificateUrl, envelopeOf, lotCertificate, publicCertificate, publishedKey, revokeCertificate, signedCertificate, verifyCertificate } from './service';

/** Per address and minute (docs/certificates-and-labels.md §2). */
const PAGE_PER_MINUTE = 60;
const PDF_PER_MINUTE = 20;

/** Storage certificates (public, by token) and crate labels (staff). */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['certificates'];
  const security = [{ bearer: [] }];
  const pageLimit = { max: PAGE_PER_MINUTE, timeWindow: '1 minute' };
  const pdfLimit = { max: PDF_PER_MINUTE, timeWindow: '1 minute' };
  const publicFailures = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

  app.get(
    `${CERTIFICATE_PUBLIC_PREFIX}/certificates/:token`,
    {
      config: { access: 'public', rateLimit: pageLimit },
      schema: { tags, summary: 'A storage certificate, as its public page shows it (no account; 404 for an unknown token)', params: certificateTokenParamSchema, response: { 200: publicCertificateSchema, ...publicFailures } },
    },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await publicCertificate(ctx, request.params.token)),
  );

  app.get(
    `${CERTIFICATE_PUBLIC_PREFIX}/certificates/:token/pdf`,
    {
      config: { access: 'public', rateLimit: pdfLimit },
      schema: { tags, summary: 'The certificate as a PDF signed by the server (Ed25519; the signed facts in its information dictionary)', params: certificateTokenParamSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF'), ...publicFailures } },
    },
    async (request, reply) => {
      const signed = await signedCertificate(ctx, request.params.token);
      const pdf = await renderCertificatePdf({
        status: signed.state.status,
        code: signed.state.code,
        facts: signed.state.facts,
        url: certificateUrl(ctx, signed.state.row.token),
        keyId: signed.keyId,
        issuedAt: signed.issuedAt,
        envelope: envelopeOf(signed),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${signed.state.code}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    `${CERTIFICATE_PUBLIC_PREFIX}/certificates/verify`,
    {
      config: { access: 'public', rateLimit: pdfLimit },
      bodyLimit: CERTIFICATE_PDF_BASE64_MAX + 64 * 1024,
      schema: { tags, summary: 'Checks a certificate PDF (base64) or its signed content and signature', body: certificateVerifyBodySchema, response: { 200: certificateVerifyResultSchema, ...publicFailures } },
    },
    async (request) => verifyCertificate(ctx, request.body),
  );

  app.get(
    `${CERTIFICATE_PUBLIC_PREFIX}/certificate-key`,
    {
      config: { access: 'public', rateLimit: pageLimit },
      schema: { tags, summary: 'The public key certificates are signed with (Ed25519, PEM)', response: { 200: certificateKeySchema, 429: errorBodySchema } },
    },
    async () => publishedKey(ctx),
  );

  app.get(
    `${OPERATION_PREFIX}/produce/:id/certificate/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: "The lot's certificate link (made on first use)", params: idParamSchema, response: { 200: lotCertificateSchema, ...failures } },
    },
    async (request) => lotCertificate(ctx, actorOf(request), request.params.id),
  );

  app.post(
    `${OPERATION_PREFIX}/produce/:id/certificate/revoke/`,
    {
      config: { access: MANAGERS },
      schema: { tags, security, summary: "Revokes the lot's certificate (audited; final)", params: idParamSchema, body: certificateRevokeBodySchema.optional(), response: { 200: lotCertificateSchema, ...failures } },
    },
    async (request) => revokeCertificate(ctx, actorOf(request), request.params.id, request.body?.reason),
  );

  app.get(
    `${OPERATION_PREFIX}/check-ins/:id/labels/`,
    {
      config: { access: STAFF },
      schema: { tags, security, summary: "Labels for a check-in's crates with QR codes to the lot's certificate: A4 3 × 8, or a 58/80 mm strip", params: idParamSchema, querystring: labelsQuerySchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF'), ...failures } },
    },
    async (request, reply) => {
      const { labels, language, code } = await checkInLabels(ctx, actorOf(request), request.params.id);
      const pdf = await renderLabels(labels, language, request.query.format, `Labels ${code}`);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="labels-${code}-${request.query.format}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

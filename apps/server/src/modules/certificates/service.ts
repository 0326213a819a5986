import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  CERTIFICATE_TOKEN_PATTERN,
  certificateFactsSchema,
  CERTIFICATE_STATUSES,
  type CertificateFacts,
  type CertificateVerifyResult,
  type LotCertificate,
  type PublicCertificate,
} from '@coldroom/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { storageCertificates, type StorageCertificateRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { oneLot } from '../produce/stock';
import { certificateFacts } from './facts';
import { canonicalJson, currentSigningKey, publicKeyById, signText, verifyText } from './keys';

export const certificateUrl = (ctx: AppContext, token: string) => `${ctx.config.appPublicUrl}/c/${token}`;
/** A crate label's link: the lot's certificate link and the crate's place in its lot (docs/certificates-and-labels.md §6). */
export const crateUrl = (lotUrl: string, place: number) => `${lotUrl}/${place}`;
const newToken = () => randomBytes(16).toString('base64url');

/** The lot's certificate, made on first use (an insert ignoring a conflict on the lot, then a read). */
export async function ensureCertificate(db: DbOrTx, lot: { id: number; companyId: number }): Promise<StorageCertificateRow> {
  await db.insert(storageCertificates).values({ companyId: lot.companyId, lotId: lot.id, token: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(storageCertificates).where(eq(storageCertificates.lotId, lot.id)).limit(1);
  if (!row) throw new Error(`The certificate of lot ${lot.id} was neither made nor found`);
  return row;
}

/** Certificates of many lots (labels), made where missing. */
export async function ensureCertificates(db: DbOrTx, lots: readonly { id: number; companyId: number }[]): Promise<Map<number, StorageCertificateRow>> {
  const rows = new Map<number, StorageCertificateRow>();
  for (const lot of lots) rows.set(lot.id, await ensureCertificate(db, lot));
  return rows;
}

/** Staff: the lot they may see (another company's: 404), its certificate's link. */
async function staffLot(ctx: AppContext, actor: Actor, lotId: number) {
  const record = await oneLot(ctx.db, actor, lotId);
  if (!record || actor.companyId === null || record.companyId !== actor.companyId) throw errors.notFound('The produce');
  return record;
}

const linkOf = (ctx: AppContext, row: StorageCertificateRow): LotCertificate => ({ token: row.token, url: certificateUrl(ctx, row.token), revoked_at: row.revokedAt?.toISOString() ?? null });

export async function lotCertificate(ctx: AppContext, actor: Actor, lotId: number): Promise<LotCertificate> {
  const record = await staffLot(ctx, actor, lotId);
  return linkOf(ctx, await ensureCertificate(ctx.db, { id: record.lot.id, companyId: record.companyId }));
}

/** A service provider revokes the lot's certificate, audited; final, and revoking again changes nothing. */
export async function revokeCertificate(ctx: AppContext, actor: Actor, lotId: number, reason: string | undefined): Promise<LotCertificate> {
  const record = await staffLot(ctx, actor, lotId);
  return ctx.db.transaction(async (tx) => {
    const row = await ensureCertificate(tx, { id: record.lot.id, companyId: record.companyId });
    if (row.revokedAt) return linkOf(ctx, row);
    const [revoked] = await tx
      .update(storageCertificates)
      .set({ revokedAt: new Date(), revokedByUserId: actor.userId })
      .where(and(eq(storageCertificates.id, row.id)))
      .returning();
    await recordAudit(tx, actor, { action: 'certificate.revoke', entityType: 'produce_lot', entityId: record.lot.id, companyId: record.companyId, details: { reason: reason || null } });
    return linkOf(ctx, revoked!);
  });
}

/** The certificate by its token; a token of another shape is looked up no more than an unknown one (same 404). */
async function byToken(db: DbOrTx, token: string): Promise<StorageCertificateRow> {
  const [row] = CERTIFICATE_TOKEN_PATTERN.test(token) ? await db.select().from(storageCertificates).where(eq(storageCertificates.token, token)).limit(1) : [];
  if (!row) throw errors.notFound('The certificate');
  return row;
}

export interface CertificateState {
  row: StorageCertificateRow;
  status: PublicCertificate['status'];
  code: string;
  facts: CertificateFacts | null;
}

async function stateOf(db: DbOrTx, token: string, now: Date): Promise<CertificateState> {
  const row = await byToken(db, token);
  const facts = await certificateFacts(db, row.lotId, now);
  if (!facts) throw errors.notFound('The certificate');
  if (row.revokedAt) return { row, status: 'revoked', code: facts.code, facts: null };
  return { row, status: facts.crates_now > 0 ? 'in_store' : 'checked_out', code: facts.code, facts };
}

/** GET /public/certificates/{token}: what the page shows. */
export async function publicCertificate(ctx: AppContext, token: string, now = new Date()): Promise<PublicCertificate> {
  const state = await stateOf(ctx.db, token, now);
  return {
    status: state.status,
    code: state.code,
    revoked_at: state.row.revokedAt?.toISOString() ?? null,
    facts: state.facts,
    pdf_url: `/api/public/certificates/${state.row.token}/pdf`,
  };
}

export interface SignedCertificate {
  state: CertificateState;
  content: string;
  signature: string;
  keyId: string;
  issuedAt: Date;
}

/** The certificate's facts as signed content (docs/certificates-and-labels.md §5). */
export async function signedCertificate(ctx: AppContext, token: string, now = new Date()): Promise<SignedCertificate> {
  const state = await stateOf(ctx.db, token, now);
  const key = await currentSigningKey(ctx.db, ctx.config);
  const content = canonicalJson({ certificate: state.row.token, code: state.code, status: state.status, issued_at: now.toISOString(), key_id: key.keyId, facts: state.facts });
  return { state, content, signature: signText(key, content), keyId: key.keyId, issuedAt: now };
}

/** The envelope a PDF carries in its information dictionary: ASCII only. */
export const envelopeOf = (signed: Pick<SignedCertificate, 'content' | 'signature' | 'keyId'>) =>
  Buffer.from(JSON.stringify({ content: signed.content, signature: signed.signature, key_id: signed.keyId }), 'utf8').toString('base64url');

const ENVELOPE = '[A-Za-z0-9_-]{1,40000}';
const ENVELOPE_DIRECT = new RegExp(`/CertificateEnvelope\\s*\\((${ENVELOPE})\\)`);
const ENVELOPE_REFERENCE = /\/CertificateEnvelope\s+(\d{1,9})\s+(\d{1,5})\s+R/;

/** The envelope in a PDF's information dictionary: written there directly, or (as pdfkit does) as an indirect string object. */
export function envelopeInPdf(pdf: Buffer): string | null {
  const text = pdf.toString('latin1');
  const direct = ENVELOPE_DIRECT.exec(text);
  if (direct) return direct[1]!;
  const reference = ENVELOPE_REFERENCE.exec(text);
  if (!reference) return null;
  const object = new RegExp(`(?:^|\\s)${reference[1]}\\s+${reference[2]}\\s+obj\\s*\\((${ENVELOPE})\\)\\s*endobj`).exec(text);
  return object?.[1] ?? null;
}
const envelopeSchema = z.object({ content: z.string(), signature: z.string() });
const contentSchema = z.object({
  certificate: z.string(),
  key_id: z.string(),
  issued_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  facts: certificateFactsSchema.nullable(),
});

const invalid = (reason: NonNullable<CertificateVerifyResult['reason']>): CertificateVerifyResult => ({ valid: false, reason, revoked: false, signed: null });

/** POST /public/certificates/verify: a PDF (base64) or the signed content and its signature. */
export async function verifyCertificate(ctx: AppContext, body: { pdf_base64?: string | undefined; content?: string | undefined; signature?: string | undefined }): Promise<CertificateVerifyResult> {
  let content = body.content;
  let signature = body.signature;
  if (body.pdf_base64 !== undefined) {
    const found = envelopeInPdf(Buffer.from(body.pdf_base64, 'base64'));
    if (!found) return invalid('no_envelope');
    let envelope: unknown;
    try {
      envelope = JSON.parse(Buffer.from(found, 'base64url').toString('utf8'));
    } catch {
      return invalid('malformed');
    }
    const parsed = envelopeSchema.safeParse(envelope);
    if (!parsed.success) return invalid('malformed');
    ({ content, signature } = parsed.data);
  }
  if (content === undefined || signature === undefined) throw errors.invalidInput(body.pdf_base64 === undefined && content === undefined ? { pdf_base64: 'required' } : { signature: 'required' });
  let facts: z.infer<typeof contentSchema>;
  try {
    const parsed = contentSchema.safeParse(JSON.parse(content));
    if (!parsed.success) return invalid('malformed');
    facts = parsed.data;
  } catch {
    return invalid('malformed');
  }
  const publicKey = /^[0-9a-f]{16}$/.test(facts.key_id) ? await publicKeyById(ctx.db, facts.key_id) : null;
  if (!publicKey) return invalid('unknown_key');
  if (!verifyText(publicKey, content, signature)) return invalid('bad_signature');
  const [row] = CERTIFICATE_TOKEN_PATTERN.test(facts.certificate)
    ? await ctx.db.select({ revokedAt: storageCertificates.revokedAt }).from(storageCertificates).where(eq(storageCertificates.token, facts.certificate)).limit(1)
    : [];
  return { valid: true, reason: null, revoked: facts.status === 'revoked' || Boolean(row?.revokedAt), signed: { status: facts.status, issued_at: facts.issued_at, facts: facts.facts } };
}

export async function publishedKey(ctx: AppContext) {
  const key = await currentSigningKey(ctx.db, ctx.config);
  return { key_id: key.keyId, algorithm: 'Ed25519' as const, public_key_pem: key.publicKeyPem };
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calendarDateIn, cropById, cropName } from '@coldroom/domain';
import { auditLog, users } from '../../db/schema';
import { crop, readPgm, type GrayImage } from '../../platform/pdf/testing/pixels';
import { hasPoppler, pdfText } from '../../platform/pdf/testing/poppler';
import { createTestApp, type TestApp } from '../../../test/harness';
import { envelopeInPdf } from './service';
import { createOperationsCompany, operationsApi, tomatoes, type OperationsCompany } from '../../../test/operation-factories';

// Storage certificates and crate labels (docs/certificates-and-labels.md).
let t: TestApp;
let home: OperationsCompany;
let other: OperationsCompany;
let api: ReturnType<typeof operationsApi>;
let checkIn: { id: number; lots: { id: number }[]; movement: { id: number; code: string } };
let lotId: number;

beforeAll(async () => {
  t = await createTestApp();
  api = operationsApi(t.app);
  home = await createOperationsCompany(t.app, t.database.db);
  other = await createOperationsCompany(t.app, t.database.db);
  const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, Array.from({ length: 30 }, (_, i) => 20 + (i % 5))));
  expect(response.statusCode, response.body).toBe(201);
  checkIn = response.json();
  lotId = checkIn.lots[0]!.id;
});
afterAll(async () => t?.close());

const DPI = 200;
const MM_PX = DPI / 25.4;
let address = 0;
/** A fresh caller address per request, so that the per-address limits only show where a test means them to. */
const publicGet = (url: string, remoteAddress = `10.1.${Math.floor(++address / 250)}.${address % 250}`) => t.app.inject({ method: 'GET', url: `/api${url}`, remoteAddress });
const verify = (payload: object) => t.app.inject({ method: 'POST', url: '/api/public/certificates/verify', payload, remoteAddress: `10.2.0.${++address % 250}` });

/** Every page of a PDF in grey at DPI. */
function pagesGray(pdf: Buffer): GrayImage[] {
  const dir = mkdtempSync(join(tmpdir(), 'coldroom-labels-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(DPI), '-gray', join(dir, 'in.pdf'), join(dir, 'page')]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => readPgm(readFileSync(join(dir, name))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function decodeQr(image: GrayImage): string | null {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    rgba[i * 4] = rgba[i * 4 + 1] = rgba[i * 4 + 2] = image.data[i]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data ?? null;
}

/** The QR of each label of an A4 sheet (3 × 8 labels of 70 × 37 mm, 0.5 mm from the top). */
function sheetQrs(pages: GrayImage[]): (string | null)[] {
  return pages.flatMap((page) =>
    Array.from({ length: 24 }, (_, slot) => {
      const box = { x: Math.round((slot % 3) * 70 * MM_PX), y: Math.round((0.5 + Math.floor(slot / 3) * 37) * MM_PX), width: Math.round(70 * MM_PX), height: Math.round(37 * MM_PX) };
      return decodeQr(crop(page, box));
    }),
  );
}

async function certificateLink() {
  const response = await api.get(home.sessions.op, `/operation/v1/produce/${lotId}/certificate/`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string; url: string; revoked_at: string | null }>();
}

describe.skipIf(!hasPoppler)('crate labels', () => {
  it('prints 30 labels for a check-in of 30 crates, each QR the lot’s certificate link and the crate’s place in the lot', async () => {
    const response = await api.get(home.sessions.op, `/operation/v1/check-ins/${checkIn.id}/labels/?format=a4`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { url, token } = await certificateLink();
    expect(url).toMatch(new RegExp(`/c/${token}$`));
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const pages = pagesGray(response.rawPayload);
    expect(pages).toHaveLength(2);
    const qrs = sheetQrs(pages);
    expect(qrs.filter((qr) => qr !== null)).toEqual(Array.from({ length: 30 }, (_, i) => `${url}/${i + 1}`));
    // the code in large letters, and the crate numbers, readable without the QR
    const text = pdfText(response.rawPayload);
    expect(text.split(checkIn.movement.code).length - 1).toBe(30);
    expect(text).toContain('30/30');
    expect(text).not.toContain(home.farmer.user.firstName);
  });

  it('prints strips for 58 and 80 mm printers, one label a page, in the user’s language', async () => {
    await t.database.db.update(users).set({ language: 'gu' }).where(eq(users.id, home.serviceProvider.user.id));
    for (const format of ['58mm', '80mm']) {
      const response = await api.get(home.sessions.sp, `/operation/v1/check-ins/${checkIn.id}/labels/?format=${format}`);
      expect(response.statusCode, response.body).toBe(200);
      const pages = pagesGray(response.rawPayload);
      expect(pages).toHaveLength(30);
      expect(pages[0]!.width).toBe(Math.round((format === '58mm' ? 58 : 80) * MM_PX));
      expect(decodeQr(pages[29]!)).toBe(`${(await certificateLink()).url}/30`);
      // the crop in Gujarati, shaped with the receipts' fonts
      expect(pdfText(response.rawPayload)).toContain(cropName(cropById('tomato')!, 'gu'));
    }
  });

  it('puts the lot’s certificate link as a QR code on the check-in’s receipt', async () => {
    const receipt = await api.get(home.sessions.farmer, `/operation/v1/movements/${checkIn.movement.id}/receipt/`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    const pages = pagesGray(receipt.rawPayload);
    // The lot's link, and the movement's code for the app's scan (docs/certificates-and-labels.md §8).
    expect(pages.map(decodeQr).filter(Boolean)).toEqual([`${(await certificateLink()).url}?m=${checkIn.movement.code}`]);
  });

  it('puts the certificate links of the farmer’s lots in store on the statement', async () => {
    const stored = await api.checkIn(other.sessions.op, tomatoes(other.farmerId, other.crateRoom.id, [15]));
    const lot = stored.json().lots[0].id as number;
    const to = calendarDateIn(new Date(), other.company.timeZone);
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    const statement = await api.get(other.sessions.sp, `/operation/v1/farmers/${other.farmerId}/statement/?from=${from}&to=${to}&format=pdf`);
    expect(statement.statusCode, statement.body).toBe(200);
    const link = (await api.get(other.sessions.sp, `/operation/v1/produce/${lot}/certificate/`)).json().url;
    expect(pagesGray(statement.rawPayload).map(decodeQr).filter(Boolean)).toEqual([link]);
  });

  it('answers 404 for another company’s check-in and 400 naming a bad format', async () => {
    expect((await api.get(other.sessions.op, `/operation/v1/check-ins/${checkIn.id}/labels/`)).statusCode).toBe(404);
    expect((await api.get(home.sessions.farmer, `/operation/v1/check-ins/${checkIn.id}/labels/`)).statusCode).toBe(403);
    const bad = await api.get(home.sessions.op, `/operation/v1/check-ins/${checkIn.id}/labels/?format=a5`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
  });
});

describe('one certificate per lot', () => {
  it('is made once, whoever asks first and however many ask at once', async () => {
    const response = await api.checkIn(home.sessions.op, tomatoes(home.farmerId, home.crateRoom.id, [10, 11]));
    const lot = response.json().lots[0].id as number;
    const links = await Promise.all(Array.from({ length: 6 }, (_, i) => api.get(i % 2 ? home.sessions.sp : home.sessions.op, `/operation/v1/produce/${lot}/certificate/`)));
    expect(new Set(links.map((link) => link.json().token)).size).toBe(1);
    expect((await api.get(other.sessions.sp, `/operation/v1/produce/${lot}/certificate/`)).statusCode).toBe(404);
    expect((await api.get(home.sessions.farmer, `/operation/v1/produce/${lot}/certificate/`)).statusCode).toBe(403);
  });
});

describe('the public certificate page', () => {
  it('answers with the code and the crop, the farmer’s initials and no phone number or full name', async () => {
    const { token } = await certificateLink();
    const response = await publicGet(`/public/certificates/${token}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'in_store', code: checkIn.movement.code, facts: { code: checkIn.movement.code, crop_id: 'tomato', crates_in: 30, crates_now: 30 } });
    const farmer = home.farmer.user;
    expect(body.facts.farmer_initials).toBe(`${farmer.firstName[0]!.toUpperCase()}. ${farmer.lastName[0]!.toUpperCase()}.`);
    for (const secret of [farmer.phone, home.operator.user.phone, home.serviceProvider.user.phone, farmer.firstName, farmer.lastName].filter((s): s is string => Boolean(s))) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toMatch(/\+\d{8,}/);
  });

  it('answers a changed token and an unknown one of the right length with the same 404', async () => {
    const { token } = await certificateLink();
    const changed = `${token.slice(0, 21)}${token.endsWith('A') ? 'B' : 'A'}`;
    const [a, b, c] = await Promise.all([publicGet(`/public/certificates/${changed}`), publicGet(`/public/certificates/${'x'.repeat(22)}`), publicGet(`/public/certificates/${token.slice(0, 6)}`)]);
    for (const response of [a, b, c]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(a.json());
    }
    expect((await publicGet(`/public/certificates/${changed}/pdf`)).statusCode).toBe(404);
  });

  it('is rate-limited per address', async () => {
    const { token } = await certificateLink();
    const codes: number[] = [];
    for (let i = 0; i < 62; i++) codes.push((await publicGet(`/public/certificates/${token}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, 60).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});

describe('the signed certificate', () => {
  it('is valid on issue, invalid after one byte of its content changes, and says revoked once revoked', async () => {
    const { token } = await certificateLink();
    const key = await publicGet('/public/certificate-key');
    expect(key.json()).toMatchObject({ algorithm: 'Ed25519', key_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    const pdf = await publicGet(`/public/certificates/${token}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const bytes = pdf.rawPayload;
    const ok = await verify({ pdf_base64: bytes.toString('base64') });
    expect(ok.json()).toMatchObject({ valid: true, revoked: false, signed: { status: 'in_store', facts: { code: checkIn.movement.code, crop_id: 'tomato' } } });

    // the envelope read the way any checker would, then one byte of the content changed
    const envelope = JSON.parse(Buffer.from(envelopeInPdf(bytes)!, 'base64url').toString('utf8'));
    expect((await verify({ content: envelope.content, signature: envelope.signature })).json()).toMatchObject({ valid: true });
    const altered = envelope.content.replace('"crates_in":30', '"crates_in":31');
    expect(altered).not.toBe(envelope.content);
    expect((await verify({ content: altered, signature: envelope.signature })).json()).toMatchObject({ valid: false, reason: 'bad_signature' });
    // in the PDF itself: one byte of the envelope changed
    const text = bytes.toString('latin1');
    const at = text.indexOf(envelopeInPdf(bytes)!) + 40;
    const tampered = Buffer.from(bytes);
    tampered[at] = tampered[at] === 0x41 ? 0x42 : 0x41;
    expect((await verify({ pdf_base64: tampered.toString('base64') })).json()).toMatchObject({ valid: false });
    expect((await verify({ pdf_base64: Buffer.from('%PDF-1.5 nothing').toString('base64') })).json()).toMatchObject({ valid: false, reason: 'no_envelope' });

    // revoked: by an operator 403, by another company 404, by the service provider once (audited)
    expect((await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, home.sessions.op, { reason: 'sold' })).statusCode).toBe(403);
    expect((await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, other.sessions.sp, { reason: 'sold' })).statusCode).toBe(404);
    const revoked = await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, home.sessions.sp, { reason: 'sold' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, home.sessions.sp, {})).json().revoked_at).toBe(revoked.json().revoked_at);
    const audit = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'certificate.revoke'), eq(auditLog.entityId, String(lotId))));
    expect(audit).toHaveLength(1);

    const page = (await publicGet(`/public/certificates/${token}`)).json();
    expect(page).toMatchObject({ status: 'revoked', code: checkIn.movement.code, facts: null });
    expect((await verify({ pdf_base64: bytes.toString('base64') })).json()).toMatchObject({ valid: true, revoked: true });
    const after = await publicGet(`/public/certificates/${token}/pdf`);
    expect(after.statusCode).toBe(200);
    if (hasPoppler) expect(pdfText(after.rawPayload)).toContain('REVOKED');
  });

  it('refuses malformed input with 400 naming the field, never a 5xx', async () => {
    const cases: [object, string][] = [
      [{}, 'pdf_base64'],
      [{ content: '{}' }, 'signature'],
      [{ content: 'x'.repeat(20_000), signature: 'y' }, 'content'],
      [{ extra: 'x'.repeat(1_100_000) }, 'pdf_base64'],
    ];
    for (const [payload, field] of cases) {
      const response = await verify(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).join(' ')).toContain(field);
    }
    expect((await verify({ content: 'not json', signature: 'abc' })).json()).toMatchObject({ valid: false, reason: 'malformed' });
    const long = await publicGet(`/public/certificates/${'a'.repeat(70)}`);
    expect(long.statusCode, long.body).toBe(404); // a bad path parameter is answered as a missing item (error-handler.ts)
    expect((await api.call('POST', `/operation/v1/produce/${lotId}/certificate/revoke/`, home.sessions.sp, { reason: 'x'.repeat(600) })).statusCode).toBe(400);
  });
});

import { crc32, deflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Farmer } from '@coldroom/contract';
import type { Db } from '../src/db/client';
import { invitations, smsMessages, type CompanyRow, type InvitationRow, type SmsMessageRow } from '../src/db/schema';

/** Message parts as the web app sends them; the link points at the test config's APP_PUBLIC_URL. */
export const MESSAGE = {
  partOne: 'You are invited to Coldroom. Sign up here:',
  partTwo: 'The link works for 24 hours.',
  urlOne: 'http://localhost:8080/auth/invite',
};

/** The newest SMS to a phone. */
export async function lastSmsTo(db: Db, phone: string): Promise<SmsMessageRow | undefined> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.toPhone, phone)).orderBy(desc(smsMessages.id)).limit(1);
  return row;
}

/** The one-time code of the newest SMS to a phone, read from the database (the API masks it). */
export async function codeSentTo(db: Db, phone: string): Promise<string> {
  const sms = await waitFor(() => lastSmsTo(db, phone));
  const code = /(?<![0-9])([0-9]{6})(?![0-9])/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code in the SMS to ${phone}: ${sms.body}`);
  return code;
}

/**
 * A farmer signs up on their own and verifies the phone with the code from the SMS, as the app does;
 * answers the new farmer (spec §3 Farmer).
 */
export async function signUpFarmer(app: FastifyInstance, db: Db, user: object & { phone: string }, extra: object = {}): Promise<Farmer> {
  const started = await app.inject({ method: 'POST', url: '/api/user/v1/farmers/', payload: { user, createUser: true, ...extra } });
  if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.statusCode} ${started.body}`);
  const code = await codeSentTo(db, user.phone);
  const verified = await app.inject({ method: 'POST', url: '/api/user/v1/farmers/verify/', payload: { phone: user.phone, code } });
  if (verified.statusCode !== 201) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  return verified.json();
}

/** Polls until `check` returns a value (not undefined/false), or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T | undefined | false>, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An invitation row made directly (for expiry and single-use cases); code must be 8 Crockford characters. */
export async function createInvitation(
  db: Db,
  company: CompanyRow,
  values: Partial<typeof invitations.$inferInsert> & { code: string; phone: string },
): Promise<InvitationRow> {
  const [row] = await db
    .insert(invitations)
    .values({ companyId: company.id, role: 'Operator', expiresAt: new Date(Date.now() + 3600_000), ...values })
    .returning();
  return row!;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 2×2 red PNG, built byte by byte (signature, IHDR, IDAT, IEND with their CRCs). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]); // filter byte + two red pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(fields: [string, string][], files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----coldroom${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Requests without the boilerplate: method, url, the caller's headers and an optional JSON body. */
export function caller(app: FastifyInstance) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session?: { headers: Record<string, string> } | null, payload?: object) =>
    app.inject({ method, url, headers: session?.headers ?? {}, ...(payload ? { payload } : {}) });
}

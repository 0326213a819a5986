import { intlLocale } from '@coldroom/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@coldroom/contract';
import { cropById, cropName, parseSms, type SmsRequest } from '@coldroom/domain';
import type { Db, Tx } from '../../db/client';
import { farmers, smsInbound, users } from '../../db/schema';
import { normalisePhone } from '../../platform/phone';
import type { Actor } from '../../platform/policy';
import type { SmsService } from '../../platform/sms';
import { farmerAccount } from '../accounts/account';
import { rowsOf } from '../occupancy/queries';
import { listProduce } from '../produce/service';
import { crateCount, dayCount, replyText, smsMoney } from './texts';

/** At most this many lots are listed in a STOCK answer; the rest are counted. */
const STOCK_LINES = 8;

export interface Asker {
  farmerId: number;
  userId: number;
  companyId: number | null;
  language: Language;
}

/** The farmer a number belongs to (an active account that is not anonymised), or null. */
export async function askerOf(tx: Tx, phone: string): Promise<Asker | null> {
  const [row] = await tx
    .select({ farmerId: farmers.id, userId: users.id, companyId: farmers.companyId, language: users.language })
    .from(users)
    .innerJoin(farmers, eq(farmers.userId, users.id))
    .where(and(eq(users.phone, phone), eq(users.role, 'Farmer'), eq(users.active, true), isNull(users.anonymisedAt), eq(farmers.isWalkIn, false)))
    .limit(1);
  return row ?? null;
}

export const farmerActor = (asker: Asker): Actor => ({ userId: asker.userId, role: 'Farmer', companyId: asker.companyId, sessionId: 'sms' });

const dateIn = (at: Date, language: Language, timeZone: string) => new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone }).format(at);

async function stockAnswer(tx: Tx, asker: Asker, now: Date): Promise<string> {
  const { language } = asker;
  const list = await listProduce(tx, farmerActor(asker), { page: 1, page_size: 50 }, now);
  if (list.items.length === 0) return replyText(language, 'stockNone');
  const lines = list.items.slice(0, STOCK_LINES).map((lot) => {
    const crop = cropById(lot.crop_id);
    const days = lot.time_to_pickup_days;
    const pickup =
      days === null ? replyText(language, 'pickupUnknown') : days <= 0 ? replyText(language, 'pickupNow') : replyText(language, 'pickupIn', { days: dayCount(language, Math.floor(days)) });
    return replyText(language, 'stockLine', {
      company: lot.company.name,
      crop: crop ? cropName(crop, language) : lot.crop_id,
      crates: crateCount(language, lot.crates),
      room: lot.cooling_unit.name,
      stored: dayCount(language, lot.days_stored),
      pickup,
    });
  });
  const rest = list.total - Math.min(list.items.length, STOCK_LINES);
  if (rest > 0) lines.push(replyText(language, 'more', { count: String(rest) }));
  return lines.join('\n');
}

async function balanceAnswer(tx: Tx, asker: Asker): Promise<string> {
  const { language } = asker;
  const account = await farmerAccount(tx, farmerActor(asker), asker.farmerId);
  const owing = account.companies.filter((entry) => entry.owed_minor > 0);
  const lines = owing.map((entry) => replyText(language, 'owes', { company: entry.company.name, amount: smsMoney(entry.owed_minor, entry.currency, language) }));
  if (lines.length === 0) lines.push(replyText(language, 'owesNothing'));
  const [last] = rowsOf<{ amount_minor: number | string; currency: string; paid_on: string }>(
    await tx.execute(sql`
      select amount_minor, currency, paid_on::text as paid_on from payments
      where farmer_id = ${asker.farmerId} and kind = 'payment'
        and not exists (select 1 from payments r where r.reverses_id = payments.id)
      order by paid_on desc, id desc limit 1`),
  );
  if (last) {
    const date = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${last.paid_on}T00:00:00Z`));
    lines.push(replyText(language, 'lastPayment', { amount: smsMoney(Number(last.amount_minor), last.currency, language), date }));
  }
  return lines.join('\n');
}

type MovementRow = { id: number | string; type: 'check_in' | 'check_out'; time: Date | string; company: string; time_zone: string; room: string; check_in: number | string | null; check_out: number | string | null };

/** One of the farmer's movements by its code; another farmer's is answered as unknown (nothing about anyone else). */
async function codeAnswer(tx: Tx, asker: Asker, code: string): Promise<string> {
  const { language } = asker;
  const [movement] = rowsOf<MovementRow>(
    await tx.execute(sql`
      select m.id, m.type, m.time, c.name as company, c.time_zone, u.name as room, ci.id as check_in, co.id as check_out
      from movements m
      join companies c on c.id = m.company_id
      left join check_ins ci on ci.movement_id = m.id
      left join check_outs co on co.movement_id = m.id
      join cooling_units u on u.id = coalesce(ci.cooling_unit_id, co.cooling_unit_id)
      where m.code = ${code} and (ci.farmer_id = ${asker.farmerId} or co.farmer_id = ${asker.farmerId})
      order by m.time desc limit 1`),
  );
  if (!movement) return replyText(language, 'codeUnknown', { code });
  const date = dateIn(new Date(movement.time), language, movement.time_zone);
  if (movement.check_in !== null) {
    const lots = rowsOf<{ crop: string; crates: number | string }>(
      await tx.execute(sql`
        select cr.code as crop, count(k.id) as crates from produce_lots l join crops cr on cr.id = l.crop_id
        join crates k on k.lot_id = l.id where l.check_in_id = ${movement.check_in} group by l.id, cr.code order by l.id`),
    );
    const text = lots.map((lot) => {
      const crop = cropById(lot.crop);
      return `${crop ? cropName(crop, language) : lot.crop} ${crateCount(language, Number(lot.crates))}`;
    });
    return replyText(language, 'checkIn', { code, date, company: movement.company, room: movement.room, lots: text.join(', ') });
  }
  const [out] = rowsOf<{ crates: number | string; total_minor: number | string; paid_minor: number | string; currency: string }>(
    await tx.execute(sql`
      select (select count(*) from check_out_lines l where l.check_out_id = co.id) as crates, co.total_minor, co.paid_minor, co.currency
      from check_outs co where co.id = ${movement.check_out}`),
  );
  return replyText(language, 'checkOut', {
    code,
    date,
    company: movement.company,
    crates: crateCount(language, Number(out!.crates)),
    total: smsMoney(Number(out!.total_minor), out!.currency, language),
    paid: smsMoney(Number(out!.paid_minor), out!.currency, language),
  });
}

/** The answer to what the farmer asked; LANG, STOP and START also change the farmer's account. */
async function answerFor(tx: Tx, asker: Asker, request: SmsRequest, now: Date): Promise<string> {
  switch (request.keyword) {
    case 'STOCK':
      return stockAnswer(tx, asker, now);
    case 'BAL':
      return balanceAnswer(tx, asker);
    case 'CODE':
      return codeAnswer(tx, asker, request.code);
    case 'LANG':
      await tx.update(users).set({ language: request.language, updatedAt: now }).where(eq(users.id, asker.userId));
      return replyText(request.language, 'language');
    case 'STOP':
      await tx.update(farmers).set({ smsStoppedAt: now }).where(and(eq(farmers.id, asker.farmerId), isNull(farmers.smsStoppedAt)));
      return replyText(asker.language, 'stopped');
    case 'START':
      await tx.update(farmers).set({ smsStoppedAt: null }).where(eq(farmers.id, asker.farmerId));
      return replyText(asker.language, 'started');
    case 'HELP':
      return replyText(asker.language, 'help');
    default:
      return `${replyText(asker.language, 'notUnderstood')} ${replyText(asker.language, 'help')}`;
  }
}

/** A gateway's sender as E.164: Infobip writes it without the "+", Africa's Talking with it. */
export function senderNumber(from: string): string | null {
  const text = from.trim();
  return normalisePhone(text.startsWith('+') || text.startsWith('00') ? text : `+${text}`);
}

/**
 * The `sms-answer` job: answers one received SMS, once (the row is taken FOR UPDATE SKIP LOCKED while `received`,
 * and marked `answered` in the same transaction as the reply's outbox row). A number of no farmer gets one short
 * answer a day (the `reply` budget's subject); an answer the budgets refuse is shown in the outbox, not retried.
 */
export async function answerInbound(db: Db, sms: SmsService, id: number, now: Date = new Date()): Promise<void> {
  const replies = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(smsInbound).where(and(eq(smsInbound.id, id), eq(smsInbound.status, 'received'))).for('update', { skipLocked: true });
    if (!row) return [];
    const phone = senderNumber(row.fromPhone);
    const asker = phone ? await askerOf(tx, phone) : null;
    const request = parseSms(row.body);
    let text: string | null = null;
    let companyId: number | null = null;
    let subject = `inbound:${row.id}`;
    if (asker) {
      text = await answerFor(tx, asker, request, now);
      companyId = asker.companyId;
    } else if (phone) {
      // In the language of the keyword when it was one's own word, else English.
      const language = (request.languages.find((l) => l !== 'en') ?? 'en') as Language;
      text = replyText(language, 'unregistered');
      subject = `unregistered:${phone}`;
    }
    const smsId = text && phone ? await sms.queueQuietly(tx, { companyId, to: phone, text, kind: 'reply', subject }) : null;
    await tx
      .update(smsInbound)
      .set({ status: 'answered', farmerId: asker?.farmerId ?? null, keyword: request.keyword, replySmsId: smsId, answeredAt: now })
      .where(eq(smsInbound.id, row.id));
    return smsId === null ? [] : [smsId];
  });
  sms.dispatch(replies);
}

/** Received messages still waiting for their answer (a process stopped between saving and enqueueing). */
export async function waitingInbound(db: Db, olderThanMs: number, now: Date = new Date()): Promise<number[]> {
  const rows = await db
    .select({ id: smsInbound.id })
    .from(smsInbound)
    .where(and(eq(smsInbound.status, 'received'), sql`${smsInbound.createdAt} < ${new Date(now.getTime() - olderThanMs).toISOString()}::timestamptz`))
    .orderBy(smsInbound.createdAt)
    .limit(100);
  return rows.map((row) => row.id);
}

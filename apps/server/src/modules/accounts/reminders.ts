import { eq, sql } from 'drizzle-orm';
import { REMINDER_OWED_DAYS } from '@coldroom/contract';
import type { AppContext } from '../../app-context';
import type { Db, Tx } from '../../db/client';
import { balanceReminders, farmers } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import type { SmsService } from '../../platform/sms';
import { farmerFor } from '../farmers/access';
import { rowsOf } from '../occupancy/queries';
import { farmerRefs, must, type FarmerRef } from '../movements/refs';
import { lastReminders, nextReminderAt } from './account';
import { companySmsTemplate } from '../text-overrides/service';
import { reminderSmsText } from './messages';

const DAY_MS = 86_400_000;
/** Farmers the weekly sweep looks at in one run; the next run (minutes later) takes the rest. */
const SWEEP_BATCH = 200;

/**
 * What the farmer owes the company in its currency (check-outs and what is left of the opening balance, as
 * the account counts it), and whether some of it has been owed for more than REMINDER_OWED_DAYS days
 * (domain-rules §11: only then is a reminder sent; the opening balance counts from the start of its day).
 */
async function owing(tx: Tx, companyId: number, farmerId: number, now: Date): Promise<{ owedMinor: number; overdue: boolean; currency: string; company: string }> {
  const since = new Date(now.getTime() - REMINDER_OWED_DAYS * DAY_MS).toISOString();
  const [row] = rowsOf<{ owed: string | null; overdue: boolean; currency: string; name: string }>(
    await tx.execute(sql`
      select c.name, c.currency,
        (coalesce((select sum(co.total_minor - co.paid_minor) from check_outs co
          where co.company_id = c.id and co.farmer_id = ${farmerId} and co.currency = c.currency and co.total_minor > co.paid_minor), 0)
         + coalesce((select ob.amount_minor - ob.paid_minor from opening_balances ob
          where ob.company_id = c.id and ob.farmer_id = ${farmerId} and ob.currency = c.currency), 0))::text as owed,
        exists (select 1 from check_outs co where co.company_id = c.id and co.farmer_id = ${farmerId} and co.currency = c.currency
          and co.total_minor > co.paid_minor and co.time < ${since}::timestamptz)
        or exists (select 1 from opening_balances ob where ob.company_id = c.id and ob.farmer_id = ${farmerId} and ob.currency = c.currency
          and ob.amount_minor > ob.paid_minor and (ob.owed_on::timestamp at time zone c.time_zone) < ${since}::timestamptz) as overdue
      from companies c where c.id = ${companyId}`),
  );
  return { owedMinor: Number(row?.owed ?? 0), overdue: row?.overdue === true, currency: row!.currency, company: row!.name };
}

/**
 * Decides and queues one reminder in `tx`: the farmer row is locked first, so two requests (or a request
 * and the sweep) never both send one. Answers the SMS id and when the next may go.
 */
async function remind(
  tx: Tx,
  queue: (tx: Tx, message: Parameters<SmsService['queue']>[1]) => Promise<number | null>,
  input: { companyId: number; farmer: FarmerRef; by: Actor | null; now: Date },
): Promise<{ smsId: number | null; nextAt: Date }> {
  const { companyId, farmer, now } = input;
  const [locked] = await tx.select({ id: farmers.id, stoppedAt: farmers.smsStoppedAt }).from(farmers).where(eq(farmers.id, farmer.id)).for('no key update');
  if (locked?.stoppedAt) throw new AppError(422, 'sms_stopped', 'This farmer sent STOP: no reminders by SMS until they send START.');
  const last = (await lastReminders(tx, farmer.id, [companyId])).get(companyId);
  if (last && nextReminderAt(last) > now) {
    throw new AppError(409, 'reminder_too_soon', 'A reminder went to this farmer less than a week ago.', undefined, undefined, { next_at: nextReminderAt(last).toISOString() });
  }
  const money = await owing(tx, companyId, farmer.id, now);
  if (!money.overdue) throw new AppError(422, 'nothing_owed', `Nothing has been owed for more than ${REMINDER_OWED_DAYS} days.`);
  if (!farmer.phone) throw new AppError(422, 'no_phone', 'This farmer has no phone number to send a reminder to.');
  const own = await companySmsTemplate(tx, companyId, 'balance_reminder', farmer.language);
  const text = reminderSmsText(farmer.language, { company: money.company, currency: money.currency, owedMinor: money.owedMinor }, own);
  const smsId = await queue(tx, { companyId, to: farmer.phone, text, kind: 'reminder', subject: `reminder:${companyId}:${farmer.id}` });
  await tx.insert(balanceReminders).values({ companyId, farmerId: farmer.id, sentAt: now, smsId, sentByUserId: input.by?.userId ?? null });
  await recordAudit(tx, input.by, {
    action: 'farmer.reminder',
    entityType: 'farmer',
    entityId: farmer.id,
    companyId,
    details: { sms_id: smsId, owed_minor: money.owedMinor, currency: money.currency, automatic: input.by === null },
  });
  return { smsId, nextAt: nextReminderAt(now) };
}

/**
 * POST /operation/v1/farmers/{id}/reminder/ (staff): a reminder of money owed by SMS now, through the SMS
 * budgets (a refusal answers 429/422 and records nothing). It goes whether or not the company turned the
 * weekly sweep off.
 */
export async function sendReminder(ctx: AppContext, actor: Actor, farmerId: number, now: Date = new Date()): Promise<{ status: 'queued'; next_at: string }> {
  const { farmer } = await farmerFor(ctx.db, actor, farmerId);
  const ref = must(await farmerRefs(ctx.db, [farmer.id]), farmer.id, 'farmer');
  const { smsId, nextAt } = await ctx.sms.transaction((tx) => remind(tx, (t, m) => ctx.sms.queue(t, m), { companyId: actor.companyId!, farmer: ref, by: actor, now }));
  if (smsId !== null) ctx.sms.dispatch([smsId]);
  return { status: 'queued', next_at: nextAt.toISOString() };
}

/**
 * The weekly sweep (run with the periodic notice job): every farmer with a phone who has owed a company
 * money for more than REMINDER_OWED_DAYS days and got no reminder from it for a week gets one, unless the
 * company turned `balance_reminders` off. A refused SMS is shown in the outbox and counts as that week's
 * reminder (it is not tried again every run). Returns how many reminders were recorded.
 */
export async function sweepReminders(db: Db, sms: SmsService, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - REMINDER_OWED_DAYS * DAY_MS).toISOString();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const due = rowsOf<{ company_id: number | string; farmer_id: number | string }>(
    await db.execute(sql`
      select distinct co.company_id, co.farmer_id
      from (
        -- "not paid" lets the partial index of unpaid check-outs find them; what they still owe decides
        select x.company_id, x.farmer_id from check_outs x join companies xc on xc.id = x.company_id
        where not x.paid and x.currency = xc.currency and x.total_minor > x.paid_minor and x.time < ${since}::timestamptz
        union
        -- what is left of an opening balance (docs/import-rules.md), owed from the start of its day
        select ob.company_id, ob.farmer_id from opening_balances ob join companies oc on oc.id = ob.company_id
        where ob.currency = oc.currency and ob.amount_minor > ob.paid_minor and (ob.owed_on::timestamp at time zone oc.time_zone) < ${since}::timestamptz
      ) co
      join companies c on c.id = co.company_id
      join farmers f on f.id = co.farmer_id
      join users u on u.id = f.user_id
      where c.balance_reminders
        and u.phone is not null and u.anonymised_at is null and f.sms_stopped_at is null
        and not exists (select 1 from balance_reminders br where br.company_id = co.company_id and br.farmer_id = co.farmer_id and br.sent_at > ${weekAgo}::timestamptz)
      order by co.company_id, co.farmer_id
      limit ${SWEEP_BATCH}`),
  );
  let sent = 0;
  for (const row of due) {
    const companyId = Number(row.company_id);
    const farmerId = Number(row.farmer_id);
    const farmer = must(await farmerRefs(db, [farmerId]), farmerId, 'farmer');
    try {
      const { smsId } = await db.transaction((tx) => remind(tx, (t, m) => sms.queueQuietly(t, m), { companyId, farmer, by: null, now }));
      if (smsId !== null) sms.dispatch([smsId]);
      sent += 1;
    } catch (error) {
      // Paid or reminded by hand meanwhile: nothing to send this time.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return sent;
}


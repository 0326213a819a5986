import { and, asc, eq, lt, lte } from 'drizzle-orm';
import type { Language, PaymentMethod, Statement } from '@coldroom/contract';
import { STATEMENT_MAX_DAYS } from '@coldroom/contract';
import { calendarDateIn, dayRangeIn, daysBetweenDates, gramsToKg } from '@coldroom/domain';
import type { DbOrTx } from '../../db/client';
import { checkOuts, movements, openingBalances, payments } from '../../db/schema';
import { errors } from '../../platform/errors';
import type { Actor } from '../../platform/policy';
import { farmerFor } from '../farmers/access';
import { checkOutLineSums } from './line-sums';
import { companyRefs, fullName, must, type CompanyRef } from '../movements/refs';
import { accountCompanies } from './account';
import { checkOutRateCards } from '../produce/rate-card-view';

export interface StatementRange {
  from: string;
  to: string;
  company?: number | undefined;
}

/** A statement and what its PDF and SMS need besides: the farmer's language and the company. */
export interface StatementOf {
  statement: Statement;
  language: Language;
  company: CompanyRef;
}

type Line = Statement['lines'][number];
interface Event {
  date: string;
  at: number;
  order: number;
  line: Omit<Line, 'balance_minor' | 'date'>;
}

/** The company a statement is of: staff their own; a farmer the one named, or the only one that served them. */
async function statementCompany(db: DbOrTx, actor: Actor, farmerId: number, named: number | undefined): Promise<number> {
  if (actor.role !== 'Farmer') {
    if (actor.companyId === null || (named !== undefined && named !== actor.companyId)) throw errors.notFound('The company');
    return actor.companyId;
  }
  const served = await accountCompanies(db, actor, farmerId);
  if (named !== undefined) {
    if (!served.includes(named)) throw errors.notFound('The company');
    return named;
  }
  if (served.length !== 1) throw errors.invalidInput({ company: 'required' }, 'Choose the company of the statement.');
  return served[0]!;
}

/**
 * GET /operation/v1/farmers/{id}/statement/ (domain-rules §11, docs/accounts-rules.md): the balance at
 * the start of the range, each check-out, payment and reversal of the range in date order with the running
 * balance, and the closing balance, in the company's currency and zone. The farmer's imported opening
 * balance (docs/import-rules.md) is a line on the day it was owed from, before anything else of that day:
 * inside the range it is listed; before it, it is part of the balance the range starts with.
 */
export async function farmerStatement(db: DbOrTx, actor: Actor, farmerId: number, range: StatementRange): Promise<StatementOf> {
  if (range.from > range.to) throw errors.invalidInput({ from: 'from_after_to' });
  if (daysBetweenDates(range.from, range.to) + 1 > STATEMENT_MAX_DAYS) throw errors.invalidInput({ to: 'range_too_long' });
  const { farmer, user } = await farmerFor(db, actor, farmerId);
  const companyId = await statementCompany(db, actor, farmer.id, range.company);
  const company = must(await companyRefs(db, [companyId]), companyId, 'company');
  const zone = company.timeZone;
  const scope = and(eq(checkOuts.farmerId, farmer.id), eq(checkOuts.companyId, companyId), eq(checkOuts.currency, company.currency));
  const outs = await db
    .select({
      time: checkOuts.time,
      id: checkOuts.id,
      code: movements.code,
      total: checkOuts.totalMinor,
      atCheckOut: checkOuts.paidAtCheckOut,
      method: checkOuts.paymentMethod,
      ...checkOutLineSums,
    })
    .from(checkOuts)
    .innerJoin(movements, eq(movements.id, checkOuts.movementId))
    .where(and(scope, lt(checkOuts.time, dayRangeIn(range.to, zone).end)))
    .orderBy(asc(checkOuts.time), asc(checkOuts.id));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.farmerId, farmer.id), eq(payments.companyId, companyId), eq(payments.currency, company.currency), lte(payments.paidOn, range.to)))
    .orderBy(asc(payments.createdAt), asc(payments.id));

  const [opening] = await db
    .select({ amount: openingBalances.amountMinor, owedOn: openingBalances.owedOn })
    .from(openingBalances)
    .where(and(eq(openingBalances.farmerId, farmer.id), eq(openingBalances.companyId, companyId), eq(openingBalances.currency, company.currency), lte(openingBalances.owedOn, range.to)));

  // each check-out of the range with its lots' cards and a crate's breakdown (docs/rent-rules.md §8)
  const shown = outs.filter((out) => calendarDateIn(out.time, zone) >= range.from).map((out) => out.id);
  const rateCards = await checkOutRateCards(db, shown);
  const events: Event[] = [];
  if (opening) {
    events.push({
      date: opening.owedOn,
      at: Number.MIN_SAFE_INTEGER,
      order: -1,
      line: { kind: 'opening_balance', code: null, crates: null, weight_kg: null, amount_minor: opening.amount, payment_method: null },
    });
  }
  for (const out of outs) {
    const date = calendarDateIn(out.time, zone);
    const at = out.time.getTime();
    const goods = { code: out.code, crates: out.crates, weight_kg: gramsToKg(Number(out.grams)) };
    events.push({ date, at, order: 0, line: { kind: 'check_out', ...goods, amount_minor: out.total, payment_method: null, rate_cards: rateCards.get(out.id) ?? [] } });
    // Paid at check-out: the money came at the same moment (no payment row; docs/accounts-rules.md).
    if (out.atCheckOut && out.total > 0) {
      events.push({ date, at, order: 1, line: { kind: 'payment', code: out.code, crates: null, weight_kg: null, amount_minor: -out.total, payment_method: out.method } });
    }
  }
  for (const payment of paid) {
    const sign = payment.kind === 'payment' ? -1 : 1;
    events.push({
      date: payment.paidOn,
      at: payment.createdAt.getTime(),
      order: 2,
      line: { kind: payment.kind, code: null, crates: null, weight_kg: null, amount_minor: sign * payment.amountMinor, payment_method: payment.paymentMethod as PaymentMethod },
    });
  }
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.at - b.at || a.order - b.order));
  const brought = events.filter((event) => event.date < range.from).reduce((sum, event) => sum + event.line.amount_minor, 0);
  let balance = brought;
  const lines: Line[] = events
    .filter((event) => event.date >= range.from)
    .map((event) => {
      balance += event.line.amount_minor;
      return { date: event.date, ...event.line, balance_minor: balance };
    });
  return {
    language: user.language,
    company,
    statement: {
      farmer: { id: farmer.id, name: fullName(user.firstName, user.lastName), phone: user.phone },
      company: { id: company.id, name: company.name },
      currency: company.currency,
      from: range.from,
      to: range.to,
      opening_minor: brought,
      lines,
      closing_minor: balance,
    },
  };
}

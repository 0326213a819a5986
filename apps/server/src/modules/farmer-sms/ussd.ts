import { eq, sql } from 'drizzle-orm';
import { USSD_SCREEN_MAX, type Language, intlLocale } from '@coldroom/contract';
import { cropById, cropName } from '@coldroom/domain';
import type { Db, Tx } from '../../db/client';
import { companies, companyFarmers, users } from '../../db/schema';
import { statementStrings } from '../../platform/pdf';
import { farmerAccount } from '../accounts/account';
import { rowsOf } from '../occupancy/queries';
import { listProduce } from '../produce/service';
import { askerOf, farmerActor, senderNumber, type Asker } from './answer';
import { crateCount, dayCount, replyText, smsMoney } from './texts';
import { USSD_LANGUAGES, ussdText } from './ussd-texts';

/**
 * The USSD menu (docs/sms-and-ussd.md §4). A screen is a pure function of the farmer's data now and `text`, the
 * session's choices joined by `*`: nothing is kept between screens, so any process answers any screen.
 */

/** A `text` longer than this is not read (a session of a few screens is far shorter). */
const MAX_TEXT = 200;
/** The choice that shows a list's next page, and the one that goes back (or exits the main menu). */
const MORE = '99';
const BACK = '0';
/** "To pick up soon": lots whose time to pick up ends within this many days. */
const SOON_DAYS = 7;
/** A company's name is cut to this in a header (the screen is small). */
const NAME_MAX = 40;
/** Lots read for a list; more than a phone session would page through. */
const LOTS_READ = 200;

export const con = (lines: readonly string[]) => `CON ${lines.join('\n')}`;
export const end = (lines: readonly string[]) => `END ${lines.join('\n')}`;

/** A line cut (with "…") so that it has at most `max` UTF-16 units; never mid-surrogate. */
export function cut(line: string, max: number): string {
  if (line.length <= max) return line;
  let text = line.slice(0, Math.max(0, max - 1));
  if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  return `${text}…`;
}

/**
 * A list cut into screens that fit USSD_SCREEN_MAX with their `CON `, the header and the footer (`0 Back`, and
 * `99 More` on every screen but the last); never mid-line: a line too long for any screen is cut itself.
 * Deterministic, so a later screen of the session finds the same pages.
 */
export function pagesOf(header: readonly string[], items: readonly string[], language: Language): string[][] {
  const more = `${MORE} ${ussdText(language, 'more')}`;
  const back = `${BACK} ${ussdText(language, 'back')}`;
  const size = (lines: readonly string[]) => con(lines).length;
  const pages: string[][] = [];
  const rest = [...items];
  while (pages.length === 0 || rest.length > 0) {
    // The remaining lines on one last screen, if they fit.
    if (size([...header, ...rest, back]) <= USSD_SCREEN_MAX) {
      pages.push([...header, ...rest, back]);
      break;
    }
    const room = USSD_SCREEN_MAX - size([...header, more, back]) - 1;
    const page: string[] = [];
    while (rest.length > 0 && size([...header, ...page, rest[0]!, more, back]) <= USSD_SCREEN_MAX) page.push(rest.shift()!);
    if (page.length === 0) page.push(cut(rest.shift()!, room));
    pages.push([...header, ...page, ...(rest.length > 0 ? [more] : []), back]);
  }
  return pages;
}

/** The choices of a `text`, or null when it cannot be read (not numbers, too long, an empty choice). */
export function choicesOf(text: string | undefined): string[] | null {
  const value = (text ?? '').trim();
  if (value === '') return [];
  if (value.length > MAX_TEXT) return null;
  const choices = value.split('*');
  return choices.every((choice) => /^\d{1,3}$/.test(choice)) ? choices.map((choice) => String(Number(choice))) : null;
}

/** Where a walk through `choices` stands on a paged list: showing a page, or a choice made on it (or unreadable). */
type ListStep = { show: string[] } | { choice: string; next: number } | null;

function walkList(choices: readonly string[], at: number, pages: readonly string[][]): ListStep {
  let page = 0;
  let i = at;
  while (i < choices.length && choices[i] === MORE) {
    if (page + 1 >= pages.length) return null;
    page += 1;
    i += 1;
  }
  if (i === choices.length) return { show: pages[page]! };
  return { choice: choices[i]!, next: i + 1 };
}

interface CompanyView {
  id: number;
  name: string;
}

/** What one company's lists say; read when a list is asked for. */
async function listLines(tx: Tx, asker: Asker, company: CompanyView, which: '1' | '2' | '3', now: Date): Promise<string[]> {
  const { language } = asker;
  if (which === '2') {
    const account = await farmerAccount(tx, farmerActor(asker), asker.farmerId);
    const lines: string[] = [];
    for (const entry of account.companies.filter((e) => e.company.id === company.id && e.owed_minor > 0)) {
      lines.push(ussdText(language, 'owes', { amount: smsMoney(entry.owed_minor, entry.currency, language) }));
      // what is left of the earlier balance (docs/import-rules.md), then the unpaid check-outs, as the account lists them
      if (entry.opening_balance) {
        lines.push(ussdText(language, 'unpaidLine', { code: statementStrings(language).earlierBalance, amount: smsMoney(entry.opening_balance.due_minor, entry.currency, language) }));
      }
      for (const item of entry.unpaid) lines.push(ussdText(language, 'unpaidLine', { code: item.code, amount: smsMoney(item.due_minor, entry.currency, language) }));
    }
    if (lines.length === 0) lines.push(replyText(language, 'owesNothing'));
    const [last] = rowsOf<{ amount_minor: number | string; currency: string; paid_on: string }>(
      await tx.execute(sql`
        select amount_minor, currency, paid_on::text as paid_on from payments
        where farmer_id = ${asker.farmerId} and company_id = ${company.id} and kind = 'payment'
          and not exists (select 1 from payments r where r.reverses_id = payments.id)
        order by paid_on desc, id desc limit 1`),
    );
    if (last) {
      const date = new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${last.paid_on}T00:00:00Z`));
      lines.push(replyText(language, 'lastPayment', { amount: smsMoney(Number(last.amount_minor), last.currency, language), date }));
    }
    return lines;
  }
  const list = await listProduce(tx, farmerActor(asker), { page: 1, page_size: LOTS_READ }, now);
  const lots = list.items.filter((lot) => lot.company.id === company.id);
  const crop = (id: string) => {
    const known = cropById(id);
    return known ? cropName(known, language) : id;
  };
  if (which === '1') {
    if (lots.length === 0) return [ussdText(language, 'produceNone')];
    return lots.map((lot) =>
      ussdText(language, 'produceLine', { crop: crop(lot.crop_id), crates: crateCount(language, lot.crates), room: lot.cooling_unit.name, stored: dayCount(language, lot.days_stored) }),
    );
  }
  const soon = lots
    .filter((lot) => lot.time_to_pickup_days !== null && lot.time_to_pickup_days <= SOON_DAYS)
    .sort((a, b) => (a.time_to_pickup_days ?? 0) - (b.time_to_pickup_days ?? 0));
  if (soon.length === 0) return [ussdText(language, 'soonNone')];
  return soon.map((lot) => {
    const days = lot.time_to_pickup_days ?? 0;
    const pickup = days <= 0 ? replyText(language, 'pickupNow') : replyText(language, 'pickupIn', { days: dayCount(language, Math.floor(days)) });
    return ussdText(language, 'soonLine', { crop: crop(lot.crop_id), crates: crateCount(language, lot.crates), pickup });
  });
}

/**
 * The companies the farmer may pick (those of their stored crates and check-outs, as on their account page, and
 * those they are registered with), in a fixed order: the session's choices refer to it.
 */
async function companiesOf(tx: Tx, asker: Asker): Promise<CompanyView[]> {
  const account = await farmerAccount(tx, farmerActor(asker), asker.farmerId);
  const seen = new Map<number, CompanyView>();
  for (const entry of account.companies) if (!seen.has(entry.company.id)) seen.set(entry.company.id, { id: entry.company.id, name: entry.company.name });
  // The companies the farmer is registered with, though nothing is stored there yet.
  const linked = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companyFarmers)
    .innerJoin(companies, eq(companies.id, companyFarmers.companyId))
    .where(eq(companyFarmers.farmerId, asker.farmerId));
  for (const company of linked) if (!seen.has(company.id)) seen.set(company.id, company);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The screen for a farmer's choices so far; LANG's choice also changes the account's language. */
async function walk(tx: Tx, asker: Asker, choices: readonly string[], now: Date): Promise<string> {
  let language = asker.language;
  const bad = () => end([ussdText(language, 'badChoice')]);
  const companies = await companiesOf(tx, asker);
  if (companies.length === 0) return end([replyText(language, 'stockNone')]);
  let at = 0;
  let company = companies[0]!;
  if (companies.length > 1) {
    const pages = pagesOf(
      [ussdText(language, 'chooseCompany')],
      companies.map((c, n) => `${n + 1} ${cut(c.name, NAME_MAX)}`),
      language,
    ).map((page) => page.map((line) => (line.startsWith(`${BACK} `) ? `${BACK} ${ussdText(language, 'exit')}` : line)));
    const step = walkList(choices, at, pages);
    if (step === null) return bad();
    if ('show' in step) return con(step.show);
    if (step.choice === BACK) return step.next === choices.length ? end([ussdText(language, 'goodbye')]) : bad();
    const picked = companies[Number(step.choice) - 1];
    if (!picked) return bad();
    company = picked;
    at = step.next;
  }
  const menu = [
    cut(company.name, NAME_MAX),
    `1 ${ussdText(language, 'produce')}`,
    `2 ${ussdText(language, 'owe')}`,
    `3 ${ussdText(language, 'soon')}`,
    `4 ${ussdText(language, 'language')}`,
    `${BACK} ${ussdText(language, 'exit')}`,
  ];
  // Each round is the main menu; a list's `0` comes back to it. `at` grows every round, so this ends.
  while (at <= choices.length) {
    if (at === choices.length) return con(menu);
    const choice = choices[at]!;
    if (choice === BACK) return at + 1 === choices.length ? end([ussdText(language, 'goodbye')]) : bad();
    if (choice === '1' || choice === '2' || choice === '3') {
      const title = ussdText(language, choice === '1' ? 'produce' : choice === '2' ? 'owe' : 'soon');
      const pages = pagesOf([title], await listLines(tx, asker, company, choice, now), language);
      const step = walkList(choices, at + 1, pages);
      if (step === null) return bad();
      if ('show' in step) return con(step.show);
      if (step.choice !== BACK) return bad();
      at = step.next;
      continue;
    }
    if (choice === '4') {
      const items = USSD_LANGUAGES.map((entry, n) => `${n + 1} ${entry.name}`);
      const pages = pagesOf([ussdText(language, 'languageTitle')], items, language);
      const step = walkList(choices, at + 1, pages);
      if (step === null) return bad();
      if ('show' in step) return con(step.show);
      if (step.choice === BACK) {
        at = step.next;
        continue;
      }
      const picked = USSD_LANGUAGES[Number(step.choice) - 1];
      if (!picked || step.next !== choices.length) return bad();
      language = picked.language;
      await tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, asker.userId));
      return end([replyText(language, 'language')]);
    }
    return bad();
  }
  return bad();
}

/**
 * One USSD screen (the whole answer to the gateway, `CON …` or `END …`) for the number and the session's `text`.
 * A number of no farmer gets how to register; a `text` that cannot be read, a polite `END`.
 */
export async function ussdScreen(db: Db, request: { phone: string; text: string }, now: Date = new Date()): Promise<string> {
  const phone = senderNumber(request.phone);
  return db.transaction(async (tx) => {
    const asker = phone ? await askerOf(tx, phone) : null;
    if (!asker) return end([replyText('en', 'unregistered')]);
    const choices = choicesOf(request.text);
    if (choices === null) return end([ussdText(asker.language, 'badChoice')]);
    return walk(tx, asker, choices, now);
  });
}

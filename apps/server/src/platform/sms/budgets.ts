import { SMS_KINDS, type SmsKind, type SmsRefusalReason } from '@coldroom/contract';

/**
 * SMS budgets (README "Security"): how many SMS of each kind the server sends per company per hour and
 * per day, per destination number per day, per subject per day (one movement's receipt), and per
 * anonymous client address per hour. A scope a kind does not list does not limit it. Defaults are well
 * above what an honest company sends; SMS_BUDGETS overrides any of them.
 */
export type BudgetScope = Exclude<SmsRefusalReason, 'country_not_allowed'>;
export const BUDGET_SCOPES: readonly BudgetScope[] = ['company_hour', 'company_day', 'destination_day', 'subject_day', 'address_hour'];
export type SmsBudgets = Record<SmsKind, Partial<Record<BudgetScope, number>>>;

export const DEFAULT_SMS_BUDGETS: SmsBudgets = {
  verification: { destination_day: 5, address_hour: 30 },
  password_reset: { company_hour: 30, company_day: 100, destination_day: 5, address_hour: 30 },
  invitation: { company_hour: 50, company_day: 200, destination_day: 3 },
  receipt: { company_hour: 500, company_day: 3000, destination_day: 30, subject_day: 3 },
  pickup: { company_hour: 500, company_day: 3000, destination_day: 10 },
  reminder: { company_hour: 300, company_day: 1000, destination_day: 2 },
  // a room's alert to its people (cold-chain rules §5: at most 6 a day per person, more than one room)
  alert: { company_hour: 300, company_day: 1000, destination_day: 12 },
  // answers to farmers' SMS (docs/sms-and-ussd.md §2): one per message asked (its subject), one a day to a
  // number that belongs to no farmer (subject `unregistered:<number>`)
  reply: { company_hour: 300, company_day: 2000, destination_day: 20, subject_day: 1 },
  // a new rate card applied to a farmer's stored lots (docs/rent-rules.md §6): one per application (its subject)
  rate_change: { company_hour: 500, company_day: 2000, destination_day: 5, subject_day: 1 },
  // a farmer imported from a spreadsheet, when the service provider asks (docs/import-rules.md): once per farmer (subject)
  welcome: { company_hour: 1000, company_day: 5000, destination_day: 1, subject_day: 1 },
};

/** The window of each scope, in seconds. */
export const SCOPE_SECONDS: Record<BudgetScope, number> = {
  company_hour: 3600,
  company_day: 86_400,
  destination_day: 86_400,
  subject_day: 86_400,
  address_hour: 3600,
};

/** What each scope counts by, for the counter's key. */
export interface BudgetTargets {
  company?: number | null;
  destination?: string;
  subject?: string;
  address?: string;
}

export function budgetKey(kind: SmsKind, scope: BudgetScope, targets: BudgetTargets): string | null {
  const target = {
    company_hour: targets.company,
    company_day: targets.company,
    destination_day: targets.destination,
    subject_day: targets.subject,
    address_hour: targets.address,
  }[scope];
  return target === undefined || target === null ? null : `sms:${kind}:${scope}:${target}`;
}

const MAX_BUDGET = 1_000_000;

/**
 * Reads SMS_BUDGETS: comma-separated `kind.scope=number` (for example
 * `receipt.company_hour=800,invitation.destination_day=5`) over the defaults. Answers the budgets, or
 * a sentence saying what is wrong.
 */
export function parseSmsBudgets(text: string | undefined): SmsBudgets | string {
  const budgets = Object.fromEntries(SMS_KINDS.map((kind) => [kind, { ...DEFAULT_SMS_BUDGETS[kind] }])) as SmsBudgets;
  for (const item of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z_]+)\.([a-z_]+)=(\d+)$/.exec(item);
    if (!match) return `"${item}" is not kind.scope=number`;
    const [, kind, scope, value] = match;
    if (!(SMS_KINDS as readonly string[]).includes(kind!)) return `"${kind}" is not an SMS kind (${SMS_KINDS.join(', ')})`;
    if (!(BUDGET_SCOPES as readonly string[]).includes(scope!)) return `"${scope}" is not a budget scope (${BUDGET_SCOPES.join(', ')})`;
    const number = Number(value);
    if (number > MAX_BUDGET) return `${item}: at most ${MAX_BUDGET}`;
    budgets[kind as SmsKind][scope as BudgetScope] = number;
  }
  return budgets;
}

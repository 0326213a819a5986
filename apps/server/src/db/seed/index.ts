import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { hashPassword } from '../../platform/auth/passwords';
import { recountDerivedTotals } from '../derived-totals';
import { companies, users } from '../schema';
import { DEMO_PASSWORD, type DemoContext, type DemoStep } from './context';
import { demoCompanies } from './companies';
import { demoPeople } from './people';
import { demoSites } from './sites';
import { demoReadings } from './readings';
import { demoOrganisation } from './organisation';
import { demoOperations } from './operations';
import { demoSurveys } from './surveys';
import { demoAccounts } from './accounts';

/** In order; each step may use what the earlier ones created. Later issues append rooms, crates, history. */
export const DEMO_STEPS: readonly DemoStep[] = [demoCompanies, demoPeople, demoSites, demoReadings, demoOrganisation, demoOperations, demoSurveys, demoAccounts];

/** Creates the demo data when the database holds no company and no user; returns whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await writeDemoData(db);
  return true;
}

/** Writes the demo data whatever the database holds (the benchmark adds it beside its own companies). */
export async function writeDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ctx: DemoContext = { tx, passwordHash, companies: new Map(), users: new Map(), rooms: new Map() };
    for (const step of DEMO_STEPS) await step.run(ctx);
    // The demo history is written in bulk: rooms' stock and usage totals are summed once at the end.
    for (const companyId of ctx.companies.values()) await recountDerivedTotals(tx, companyId);
  });
  // Written in bulk, so the planner gets its statistics now rather than when autovacuum first passes (PGlite
  // has no autovacuum at all): without them it hashes whole tables for queries that want a few rows.
  await db.execute(sql`analyze`);
}

async function isEmpty(db: Db): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return company === undefined && user === undefined;
}

/**
 * The start checklist of a new company's main page (docs/import-rules.md "The start checklist"): items
 * computed from the company's data each time; dismissed per company (company_checklists).
 */
import { sql } from 'drizzle-orm';
import { CHECKLIST_ITEMS, startChecklistSchema, type StartChecklist } from '@coldroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { companyChecklists } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { errors } from '../../platform/errors';
import { failures, MANAGERS } from '../../platform/http/route-parts';
import { actorOf, type Actor } from '../../platform/policy';
import { rowsOf } from '../occupancy/queries';

export async function startChecklist(db: Db, actor: Actor): Promise<StartChecklist> {
  if (actor.companyId === null) throw errors.forbidden();
  const c = actor.companyId;
  const [row] = rowsOf<Record<string, boolean>>(
    await db.execute(sql`
      select
        exists (select 1 from locations where company_id = ${c} and deleted_at is null) as location,
        exists (select 1 from cooling_unit_crops rc join cooling_units r on r.id = rc.cooling_unit_id where r.company_id = ${c} and r.deleted_at is null) as room,
        exists (select 1 from operators where company_id = ${c}) or exists (select 1 from invitations where company_id = ${c} and role = 'Operator') as operator,
        exists (select 1 from company_farmers cf join farmers f on f.id = cf.farmer_id where cf.company_id = ${c} and not f.is_walk_in) as farmers,
        exists (select 1 from check_ins where company_id = ${c}) as check_in,
        exists (select 1 from company_checklists where company_id = ${c}) as dismissed`),
  );
  const items = CHECKLIST_ITEMS.map((key) => ({ key, done: row?.[key] === true }));
  const dismissed = row?.dismissed === true;
  return { show: !dismissed && items.some((item) => !item.done), dismissed, items };
}

export async function dismissChecklist(db: Db, actor: Actor): Promise<StartChecklist> {
  if (actor.companyId === null) throw errors.forbidden();
  const companyId = actor.companyId;
  await db.transaction(async (tx) => {
    const made = await tx.insert(companyChecklists).values({ companyId, dismissedAt: new Date(), dismissedBy: actor.userId }).onConflictDoNothing().returning();
    if (made.length > 0) await recordAudit(tx, actor, { action: 'start_checklist.dismiss', entityType: 'company', entityId: companyId });
  });
  return startChecklist(db, actor);
}

export const checklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['dashboard'], security: [{ bearer: [] }] };
  app.get(
    '/operation/v1/start-checklist/',
    { config: { access: MANAGERS }, schema: { ...common, summary: "A new company's start checklist", response: { 200: startChecklistSchema, ...failures } } },
    async (request) => startChecklist(db, actorOf(request)),
  );
  app.post(
    '/operation/v1/start-checklist/dismiss/',
    { config: { access: MANAGERS }, schema: { ...common, summary: 'Hide the start checklist for the whole company', response: { 200: startChecklistSchema, ...failures } } },
    async (request) => dismissChecklist(db, actorOf(request)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_AUDIT_PATH, adminAuditFiltersQuerySchema, adminAuditQuerySchema, AUDIT_PATH, auditFiltersSchema, auditListSchema, auditQuerySchema } from '@coldroom/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { errors } from '../../platform/errors';
import { failures } from '../../platform/http/route-parts';
import { actorOf, type Actor } from '../../platform/policy';
import { auditFilters, listAudit, type AuditScope } from './service';

/** A service provider's scope: their own company, read in its zone (never a company from the request). */
async function companyScope(db: DbOrTx, actor: Actor): Promise<AuditScope> {
  if (actor.companyId === null) throw errors.forbidden();
  const [company] = await db.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId)).limit(1);
  if (!company) throw errors.forbidden();
  return { kind: 'company', companyId: actor.companyId, zone: company.zone };
}

/**
 * The audit trail, read-only (docs/audit-log.md): only GET routes exist here, and the database refuses
 * UPDATE and DELETE of its rows.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['audit'];
  const security = [{ bearer: [] }];

  app.get(
    AUDIT_PATH,
    {
      config: { access: ['Service Provider'] },
      schema: { tags, security, summary: "The company's audit log", querystring: auditQuerySchema, response: { 200: auditListSchema, ...failures } },
    },
    async (request) => listAudit(db, await companyScope(db, actorOf(request)), request.query),
  );

  app.get(
    `${AUDIT_PATH}filters/`,
    {
      config: { access: ['Service Provider'] },
      schema: { tags, security, summary: "People and kinds in the company's audit log", response: { 200: auditFiltersSchema, ...failures } },
    },
    async (request) => auditFilters(db, await companyScope(db, actorOf(request))),
  );

  app.get(
    ADMIN_AUDIT_PATH,
    {
      config: { access: ['Administrator'] },
      schema: { tags, security, summary: "Every company's audit log", querystring: adminAuditQuerySchema, response: { 200: auditListSchema, ...failures } },
    },
    async (request) => listAudit(db, { kind: 'all', companyId: request.query.company }, request.query),
  );

  app.get(
    `${ADMIN_AUDIT_PATH}filters/`,
    {
      config: { access: ['Administrator'] },
      schema: { tags, security, summary: 'People and kinds in the audit log', querystring: adminAuditFiltersQuerySchema, response: { 200: auditFiltersSchema, ...failures } },
    },
    async (request) => auditFilters(db, { kind: 'all', companyId: request.query.company }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PREFIX,
  adminCompaniesQuerySchema,
  adminCompanyListSchema,
  adminCompanySchema,
  adminFlagsInputSchema,
  adminSmsBudgetInputSchema,
  adminSuspendInputSchema,
  errorBodySchema,
  idParamSchema,
} from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { listAdminCompanies, readAdminCompany, setCompanyFlags, setSmsBudget, setSuspension } from './service';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** The platform administrator only; no company role reaches these (admin-access.api.test.ts walks the OpenAPI document). */
const ADMIN = ['Administrator'] as const;

/** The platform administrator's endpoints (docs/platform-admin.md). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const base = `${ADMIN_PREFIX}/companies/`;

  app.get(
    base,
    { config: { access: ADMIN }, schema: { tags, security, summary: 'Companies with their rooms, people, SMS and last activity (paged, search by name)', querystring: adminCompaniesQuerySchema, response: { 200: adminCompanyListSchema, ...failures } } },
    async (request) => listAdminCompanies(db, request.query),
  );

  app.get(
    `${base}:id/`,
    { config: { access: ADMIN }, schema: { tags, security, summary: 'One company with its figures', params: idParamSchema, response: { 200: adminCompanySchema, ...failures } } },
    async (request) => readAdminCompany(db, request.params.id),
  );

  app.patch(
    `${base}:id/flags/`,
    { config: { access: ADMIN }, schema: { tags, security, summary: 'Switch ml4Market, ml4Quality, ml4Farmers or digital_twin', params: idParamSchema, body: adminFlagsInputSchema, response: { 200: adminCompanySchema, ...failures } } },
    async (request) => setCompanyFlags(db, actorOf(request), request.params.id, request.body),
  );

  app.patch(
    `${base}:id/sms-budget/`,
    { config: { access: ADMIN }, schema: { tags, security, summary: "The company's daily SMS cap (null: the server's budgets only)", params: idParamSchema, body: adminSmsBudgetInputSchema, response: { 200: adminCompanySchema, ...failures } } },
    async (request) => setSmsBudget(db, actorOf(request), request.params.id, request.body),
  );

  app.post(
    `${base}:id/suspension/`,
    { config: { access: ADMIN }, schema: { tags, security, summary: 'Suspend the company: its people are logged out and refused (company_suspended)', params: idParamSchema, body: adminSuspendInputSchema, response: { 200: adminCompanySchema, ...failures } } },
    async (request) => setSuspension(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    `${base}:id/suspension/`,
    { config: { access: ADMIN }, schema: { tags, security, summary: 'Lift the suspension', params: idParamSchema, response: { 200: adminCompanySchema, ...failures } } },
    async (request) => setSuspension(db, actorOf(request), request.params.id, null),
  );
};

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ImpactReportInput, ImpactReportStatus } from '@coldroom/contract';
import { companies } from './companies';
import { createdAtColumn, idColumn, refColumn, timestampColumn } from './columns';
import { users } from './users';

/**
 * An impact report asked for (docs/impact-methodology.md): its filters, the job's progress, and the keys of
 * its two files in the file storage once made. The figures themselves are never stored: the job computes
 * them from the operational tables like the impact page does. `company_id` null: every company (the
 * administrator's); `for_admin`: the administrator's list rather than the company's.
 */
export const impactReports = pgTable(
  'impact_reports',
  {
    id: idColumn(),
    companyId: refColumn('company_id').references(() => companies.id),
    forAdmin: boolean('for_admin').notNull().default(false),
    requestedBy: refColumn('requested_by').notNull().references(() => users.id),
    filters: jsonb('filters').$type<ImpactReportInput>().notNull(),
    language: text('language').notNull(),
    status: text('status').$type<ImpactReportStatus>().notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    pdfKey: text('pdf_key'),
    xlsxKey: text('xlsx_key'),
    createdAt: createdAtColumn(),
    startedAt: timestampColumn('started_at'),
    finishedAt: timestampColumn('finished_at'),
  },
  (t) => [
    index('impact_reports_company_created_idx').on(t.companyId, t.createdAt),
    index('impact_reports_admin_created_idx').on(t.forAdmin, t.createdAt),
    check('impact_reports_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('impact_reports_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);
export type ImpactReportRow = typeof impactReports.$inferSelect;

import { intlLocale } from '@coldroom/contract';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ImpactReport, ImpactReportFile, ImpactReportInput, ImpactReportList, Language } from '@coldroom/contract';
import { isLanguage } from '@coldroom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { companies, impactReports, users, type ImpactReportRow } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { AppError, errors } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { Jobs } from '../../platform/jobs/queue';
import type { Actor } from '../../platform/policy';
import { renderImpactReport } from '../../platform/pdf/impact-render';
import { figuresOf } from './figures';
import { impactScope } from './scope';
import { impactWorkbook } from './report-xlsx';

/** The queue of the report job (platform/jobs/definitions.ts runs `runImpactReport` on it). */
export const IMPACT_REPORT_JOB = 'impact-report';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The reports an actor may see: a service provider's company's, the administrator's own list. */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.role === 'Administrator') return eq(impactReports.forAdmin, true);
  if (actor.role === 'Service Provider' && actor.companyId !== null) return and(eq(impactReports.companyId, actor.companyId), eq(impactReports.forAdmin, false));
  throw errors.forbidden();
}

function present(row: ImpactReportRow, companyName: string | null): ImpactReport {
  const { company: _company, ...filters } = row.filters;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    filters,
    company: row.companyId !== null ? { id: row.companyId, name: companyName ?? '' } : null,
    language: row.language,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: iso(row.finishedAt),
  };
}

async function withNames(db: DbOrTx, rows: ImpactReportRow[]): Promise<ImpactReport[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.companyId === null ? [] : [row.companyId])))];
  const names = ids.length ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids)) : [];
  const byId = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => present(row, row.companyId === null ? null : (byId.get(row.companyId) ?? null)));
}

/**
 * POST …/impact/reports/: checks the scope like the figures do (404 for another company's room), stores the
 * request and queues the job after the commit. The language: the company's (its first service provider's);
 * across companies the administrator's own.
 */
export async function requestImpactReport(db: Db, jobs: Pick<Jobs, 'send'>, actor: Actor, input: ImpactReportInput): Promise<ImpactReport> {
  const scope = await impactScope(db, actor, input);
  const [me] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.userId));
  const language: Language = scope.company?.language ?? (me && isLanguage(me.language) ? me.language : 'en');
  const filters: ImpactReportInput = { ...input, ...(actor.role === 'Administrator' ? {} : { company: undefined }) };
  const row = await db.transaction(async (tx) => {
    const [made] = await tx
      .insert(impactReports)
      .values({ companyId: scope.company?.id ?? null, forAdmin: actor.role === 'Administrator', requestedBy: actor.userId, filters: JSON.parse(JSON.stringify(filters)), language })
      .returning();
    await recordAudit(tx, actor, { action: 'impact_report.request', entityType: 'impact_report', entityId: made!.id, companyId: scope.company?.id ?? null, details: { from: input.from, to: input.to } });
    return made!;
  });
  await jobs.send(IMPACT_REPORT_JOB, { id: row.id }, { singletonKey: `impact-report:${row.id}` });
  return (await withNames(db, [row]))[0]!;
}

/** GET …/impact/reports/: newest first, paged. */
export async function listImpactReports(db: Db, actor: Actor, query: { page: number; page_size: number }): Promise<ImpactReportList> {
  const where = visibleTo(actor);
  const [rows, [count]] = await Promise.all([
    db.select().from(impactReports).where(where).orderBy(desc(impactReports.createdAt), desc(impactReports.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ n: sql<number>`count(*)::int` }).from(impactReports).where(where),
  ]);
  return { items: await withNames(db, rows), total: count?.n ?? 0, page: query.page, page_size: query.page_size };
}

async function visibleReport(db: Db, actor: Actor, id: number): Promise<ImpactReportRow> {
  const [row] = await db.select().from(impactReports).where(and(eq(impactReports.id, id), visibleTo(actor)));
  if (!row) throw errors.notFound('The report');
  return row;
}

/** GET …/impact/reports/{id}/. */
export async function readImpactReport(db: Db, actor: Actor, id: number): Promise<ImpactReport> {
  return (await withNames(db, [await visibleReport(db, actor, id)]))[0]!;
}

/** GET …/impact/reports/{id}/pdf|xlsx/: the stored file; 409 report_not_ready until the job is done. */
export async function impactReportFile(db: Db, files: FileStorage, actor: Actor, id: number, kind: ImpactReportFile) {
  const row = await visibleReport(db, actor, id);
  const key = kind === 'pdf' ? row.pdfKey : row.xlsxKey;
  if (row.status !== 'done' || !key) throw new AppError(409, 'report_not_ready', 'The report is not made yet.', { status: row.status });
  const body = await files.get(key);
  if (!body) throw errors.notFound('The file');
  const { from, to } = row.filters;
  return {
    body,
    filename: `impact-${from}-${to}.${kind}`,
    contentType: kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

/**
 * The job: computes the figures as the requester's scope allows (the same SQL as the page), writes the
 * workbook and the PDF to the file storage and records its progress on the row as it goes. Run twice (a
 * retry after a crash), it makes the files again under new keys; a finished report is left alone.
 */
export async function runImpactReport(db: Db, files: FileStorage, id: number, now = new Date()): Promise<void> {
  const [claimed] = await db
    .update(impactReports)
    .set({ status: 'running', progress: 5, startedAt: now, error: null })
    .where(and(eq(impactReports.id, id), inArray(impactReports.status, ['queued', 'running'])))
    .returning();
  if (!claimed) return;
  const progress = (value: number) => db.update(impactReports).set({ progress: value }).where(eq(impactReports.id, id));
  try {
    const [requester] = await db.select({ role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, claimed.requestedBy));
    if (!requester) throw new Error('The requester no longer exists.');
    const actor: Actor = { userId: claimed.requestedBy, role: requester.role, companyId: claimed.forAdmin ? null : claimed.companyId, sessionId: 'impact-report' };
    const scope = await impactScope(db, actor, { ...claimed.filters, company: claimed.forAdmin ? (claimed.companyId ?? undefined) : undefined });
    const figures = await figuresOf(db, scope, now);
    await progress(40);
    const stamp = randomBytes(6).toString('hex');
    const xlsxKey = `impact-reports/${id}-${stamp}.xlsx`;
    await files.put(xlsxKey, await impactWorkbook(figures));
    await progress(60);
    const language: Language = isLanguage(claimed.language) ? claimed.language : 'en';
    const madeOn = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(now);
    const pdfKey = `impact-reports/${id}-${stamp}.pdf`;
    await files.put(pdfKey, await renderImpactReport({ language, figures, madeOn }));
    await db.update(impactReports).set({ status: 'done', progress: 100, pdfKey, xlsxKey, finishedAt: new Date() }).where(eq(impactReports.id, id));
  } catch (error) {
    // Visible on the report (the page shows it), not retried: the same filters would fail the same way.
    await db.update(impactReports).set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed', finishedAt: new Date() }).where(eq(impactReports.id, id));
  }
}

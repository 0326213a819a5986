/** The import job's queue name (platform/jobs/definitions.ts runs it; docs/background-jobs.md). */
export const JOB_IMPORT_APPLY = 'import-apply';

import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  IMPORT_MAX_BYTES,
  importIdParamSchema,
  importListSchema,
  importMappingRequestSchema,
  importRowsPageSchema,
  importRowsQuerySchema,
  importSchema,
  importStartSchema,
  importTemplateQuerySchema,
  LANGUAGES,
} from '@coldroom/contract';
import { failures, MANAGERS } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { createImport, importFor, importRowsPage, listImports, presentImport, rejectedRowsFile, remapImport, startImport, templateFile } from './service';
import { readImportForm } from './upload';

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
const attachment = (name: string) => `attachment; filename="${name}"`;

/** Spreadsheet imports (docs/import-rules.md): the company's service providers only. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { db } = ctx;
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000, parts: 6, headerPairs: 50 } });
  const common = { tags: ['imports'], security: [{ bearer: [] }] };
  const config = { access: MANAGERS };

  app.get(
    '/operation/v1/imports/',
    { config, schema: { ...common, summary: "The company's latest imports", response: { 200: importListSchema, ...failures } } },
    async (request) => listImports(db, actorOf(request)),
  );

  app.post(
    '/operation/v1/imports/',
    {
      config,
      schema: {
        ...common,
        consumes: ['multipart/form-data'],
        summary: 'Upload a CSV or XLSX file (`kind`, `file`, at most 5 MB): its rows are read, mapped and checked for the preview',
        response: { 201: importSchema, 413: errorBodySchema, 415: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const form = await readImportForm(request);
      return reply.status(201).send(await createImport(db, actor, form.kind, form.fileName, form.data));
    },
  );

  app.get(
    '/operation/v1/imports/template/',
    { config, schema: { ...common, summary: 'A template file of a kind, in a language', querystring: importTemplateQuerySchema, produces: FILE_TYPES, response: { 200: z.any().describe('CSV or XLSX file'), ...failures } } },
    async (request, reply) => {
      const file = await templateFile(request.query.kind, request.query.lang, request.query.format);
      return reply.header('content-type', file.type).header('content-disposition', attachment(file.name)).header('cache-control', 'private, no-store').send(file.data);
    },
  );

  app.get(
    '/operation/v1/imports/:id/',
    { config, schema: { ...common, summary: 'An import: status, counts and progress', params: importIdParamSchema, response: { 200: importSchema, ...failures } } },
    async (request) => presentImport(await importFor(db, actorOf(request), request.params.id)),
  );

  app.put(
    '/operation/v1/imports/:id/mapping/',
    {
      config,
      schema: { ...common, summary: 'Map the columns again (every row is checked again; the company keeps the mapping)', params: importIdParamSchema, body: importMappingRequestSchema, response: { 200: importSchema, 409: errorBodySchema, ...failures } },
    },
    async (request) => remapImport(db, actorOf(request), request.params.id, request.body.mapping),
  );

  app.get(
    '/operation/v1/imports/:id/rows/',
    { config, schema: { ...common, summary: 'The preview: rows with their values and problems, 50 a page', params: importIdParamSchema, querystring: importRowsQuerySchema, response: { 200: importRowsPageSchema, ...failures } } },
    async (request) => importRowsPage(db, actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/operation/v1/imports/:id/start/',
    {
      config,
      schema: { ...common, summary: 'Import the valid rows (a job; a stopped import continues from where it was)', params: importIdParamSchema, body: importStartSchema, response: { 202: importSchema, 409: errorBodySchema, ...failures } },
    },
    async (request, reply) => reply.status(202).send(await startImport(ctx, actorOf(request), request.params.id, request.body.welcome_sms)),
  );

  app.get(
    '/operation/v1/imports/:id/rejected/',
    {
      config,
      schema: {
        ...common,
        summary: 'The rejected rows as CSV, with a reason column in the language',
        params: importIdParamSchema,
        querystring: z.object({ lang: z.enum(LANGUAGES).default('en') }),
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV file'), ...failures },
      },
    },
    async (request, reply) => {
      const file = await rejectedRowsFile(db, actorOf(request), request.params.id, request.query.lang);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(file.name)).header('cache-control', 'private, no-store').send(file.data);
    },
  );
};

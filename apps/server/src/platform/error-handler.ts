import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errors, sqlState } from './errors';
import { settleSession } from './policy';

/** Fastify's own errors for bad requests, by code, mapped to the catalogue. */
const FASTIFY_CODES: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json', 'The request body is empty but says it is JSON.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'This content type is not accepted here; send JSON.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_input', 'The Content-Length header does not match the body.'],
  FST_CSRF_MISSING_SECRET: [403, 'csrf_invalid', 'The CSRF cookie is missing; reload the page.'],
  FST_CSRF_INVALID_TOKEN: [403, 'csrf_invalid', 'The CSRF header does not match the cookie; reload the page.'],
};

/** Database complaints caused by the input rather than by us. */
const SQL_STATES: Record<string, [number, string, string]> = {
  '23505': [409, 'duplicate', 'This value is already in use.'],
  // Lock conflicts between concurrent transactions (serialization failure, deadlock, NOWAIT lock refused):
  // nothing was written, so the client may simply send the request again.
  '40001': [409, 'conflict', 'Someone else changed this at the same time; try again.'],
  '40P01': [409, 'conflict', 'Someone else changed this at the same time; try again.'],
  '55P03': [409, 'conflict', 'Someone else is changing this right now; try again in a moment.'],
  '22P02': [400, 'invalid_input', 'A value has the wrong form.'],
  '22003': [400, 'invalid_input', 'A number is out of range.'],
  '22001': [400, 'invalid_input', 'A value is too long.'],
};

const BY_STATUS: Record<number, string> = {
  400: 'invalid_input',
  401: 'not_authenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'invalid_input',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One place that turns any thrown thing into the §9 body. Bad input is never a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A refusal before the route's first statement confirmed the session (`session: 'in-statement'`): the
    // session is looked up first, so a dead one answers 401 (or 403) as it would have before the route ran.
    if (request.actor?.unconfirmed) {
      try {
        await settleSession(request, request.server.ctx.db);
      } catch (sessionError) {
        error = sessionError as FastifyError;
      }
    }
    const appError = toAppError(error, request);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, status: appError.status }, appError.message);
    for (const [name, value] of Object.entries(appError.headers ?? {})) void reply.header(name, value);
    return reply.status(appError.status).type('application/json; charset=utf-8').send(appError.toBody());
  });
}

/**
 * Errors Fastify raises before routing (a URL that is not valid percent-encoding): no hook has run yet,
 * so this answers directly, in the same body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const appError =
    error.code === 'FST_ERR_BAD_URL'
      ? new AppError(400, 'invalid_input', 'The URL is not valid.')
      : // A path parameter longer than the router takes (over 100 characters) names nothing that exists.
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? errors.notFound()
        : toAppError(error);
  void reply
    .status(appError.status)
    .header('x-content-type-options', 'nosniff')
    // No hook runs for these (see installNoStore): an error is never worth caching.
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(appError.toBody());
}

export function toAppError(error: FastifyError, request?: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that does not name a thing in the expected form (an id that is not canonical, an unknown
    // platform) is answered like one that names nothing: 404, the same for every route.
    if (error.validationContext === 'params') return errors.notFound();
    return new AppError(400, 'invalid_input', 'Some fields are not valid.', fieldsFromValidation(error, request));
  }
  const state = sqlState(error);
  const known = (error.code ? FASTIFY_CODES[error.code] : undefined) ?? (state ? SQL_STATES[state] : undefined);
  if (known) return new AppError(known[0], known[1], known[2]);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return new AppError(400, 'malformed_json', 'The request body is not valid JSON.');
  }
  if (error.statusCode === 429) {
    const retryAfter = Math.max(1, Math.ceil(Number(error.message.match(/\d+/)?.[0] ?? 60)));
    return new AppError(429, 'rate_limited', 'Too many requests; try again later.', undefined, { 'retry-after': String(retryAfter) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    // Not the error's own message: framework and plugin messages may quote the request's URL or body.
    return new AppError(status, BY_STATUS[status] ?? 'invalid_input', 'The request was not accepted.');
  }
  return new AppError(500, 'internal_error', 'Something went wrong on the server; try again later.');
}

interface ValidationFailure {
  validation: { instancePath: string; message?: string; keyword: string }[];
  validationContext?: string;
}

/** Every invalid field, by dotted path ("user.phone"), with a short reason; absent ones are 'required'. */
function fieldsFromValidation(error: ValidationFailure, request?: FastifyRequest): Record<string, string> {
  const context = error.validationContext ?? 'body';
  // Fastify names the query's validation context 'querystring' but keeps the parsed query on request.query.
  const input = request ? (request as unknown as Record<string, unknown>)[context === 'querystring' ? 'query' : context] : undefined;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const segments = issue.instancePath.split('/').filter(Boolean);
    const name = segments.join('.') || context;
    if (fields[name]) continue;
    const absent = segments.length > 0 && valueAt(input, segments) === undefined;
    fields[name] = absent ? 'required' : (issue.message ?? issue.keyword);
  }
  return fields;
}

function valueAt(input: unknown, segments: string[]): unknown {
  let current = input;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

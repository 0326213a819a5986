import type { ErrorBody, ErrorCode } from '@coldroom/contract';

/**
 * An expected failure with a stable code from the catalogue (packages/contract errors.ts). The error
 * handler turns it into `{"error": {"code", "message", "fields"}}` with its status.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /** Figures beside the fields (offline refusals: the winning code, both amounts). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}), ...(this.details ? { details: this.details } : {}) },
    };
  }
}

/** Named constructors, so call sites read as what went wrong. */
export const errors = {
  invalidInput: (fields: Record<string, string>, message = 'Some fields are not valid.') =>
    new AppError(400, 'invalid_input', message, fields),
  notAuthenticated: (message = 'Log in to continue.') => new AppError(401, 'not_authenticated', message),
  invalidCredentials: () => new AppError(401, 'invalid_credentials', 'The username or password is wrong.'),
  tokenInvalid: () => new AppError(401, 'token_invalid', 'The session is not valid; log in again.'),
  tokenExpired: () => new AppError(401, 'token_expired', 'The session has expired; log in again.'),
  tokenReused: () => new AppError(401, 'token_reused', 'This session was already used elsewhere and has been closed; log in again.'),
  forbidden: (message = 'Your role may not do this.') => new AppError(403, 'forbidden', message),
  companySuspended: () => new AppError(403, 'company_suspended', 'This company is suspended by the platform administrator.'),
  marketFeaturesOff: () => new AppError(403, 'market_features_off', 'Market features are switched off for this company.'),
  notFound: (what = 'The item') => new AppError(404, 'not_found', `${what} was not found.`),
  duplicate: (fields: Record<string, string>, message = 'This value is already in use.') =>
    new AppError(409, 'duplicate', message, fields),
  conflict: (message: string) => new AppError(409, 'conflict', message),
  businessRule: (message: string, code: ErrorCode = 'business_rule') => new AppError(422, code, message),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', `Too many attempts; try again in ${retryAfterSeconds} seconds.`, undefined, {
      'retry-after': String(retryAfterSeconds),
    }),
};

/** The SQLSTATE of a database error, looking through Drizzle's query-error wrapper. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The unique index a violation hit, so services can say which field is taken. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

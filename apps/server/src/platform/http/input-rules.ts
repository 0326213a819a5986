import type { FastifyInstance } from 'fastify';
import { unsafeTextFields } from '@coldroom/contract';
import { errors } from '../errors';

/**
 * The contract's input rules (packages/contract input-rules.ts), applied once to every route: a root-level
 * preValidation hook that every route of the app inherits, so an endpoint added later is covered without
 * saying so. It runs after authentication and before the route's own schema, over the path parameters, the
 * query and the parsed body. Multipart fields are read inside their handler and pass through
 * parseOrInvalid (platform/validate.ts), which applies the same rule.
 */
export function installInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // No route matched: the not-found handler answers 404 or 405 whatever the input holds.
    if (request.is404) return;
    refuseUnsafeText(request.params, request.query, request.body);
  });
}

/** 400 invalid_input naming every string field (dotted path) that holds a NUL or a lone surrogate. */
export function refuseUnsafeText(...parts: unknown[]): void {
  const fields = Object.assign({}, ...parts.map((part) => unsafeTextFields(part)));
  if (Object.keys(fields).length > 0) {
    throw errors.invalidInput(fields, 'Text may not contain NUL characters or unpaired UTF-16 surrogates.');
  }
}

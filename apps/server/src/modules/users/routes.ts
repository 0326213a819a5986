import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema, userDetailSchema, userUpdateSchema } from '@coldroom/contract';
import { failures, noContent } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { deleteAccount, getAccount, updateAccount } from './service';

/** One's own account: the platform administrator too. */
const ANY_ROLE = 'any-user' as const;

/** One's own account; service providers also their company's staff (see access.ts). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['users'], security: [{ bearer: [] }], params: idParamSchema };

  app.get(
    '/user/v1/users/:id/',
    { config: { access: ANY_ROLE }, schema: { ...common, summary: 'Read an account', response: { 200: userDetailSchema, ...failures } } },
    async (request) => getAccount(db, actorOf(request), request.params.id),
  );

  app.put(
    '/user/v1/users/:id/',
    {
      config: { access: ANY_ROLE },
      schema: { ...common, summary: 'Change an account', body: userUpdateSchema, response: { 200: userDetailSchema, 409: errorBodySchema, ...failures } },
    },
    async (request) => updateAccount(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/user/v1/users/:id/',
    {
      config: { access: ANY_ROLE },
      schema: { ...common, summary: 'Delete (anonymise) an account', response: { 204: noContent, 422: errorBodySchema, ...failures } },
    },
    async (request, reply) => {
      await deleteAccount(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamSchema,
  invitationListSchema,
  invitationLookupQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteSignupRequestSchema,
  inviteSignupResponseSchema,
  operatorInviteRequestSchema,
  serviceProviderInviteRequestSchema,
} from '@coldroom/contract';
import { failures, noContent } from '../../platform/http/route-parts';
import { errors } from '../../platform/errors';
import { actorOf } from '../../platform/policy';
import { cancelInvitation, invite, listInvitations } from './service';
import { previewInvitation, signUpWithInvitation } from './signup';

const SP = ['Service Provider'] as const;
const KINDS = [
  { path: 'operator', role: 'Operator', body: operatorInviteRequestSchema },
  { path: 'service-provider', role: 'Service Provider', body: serviceProviderInviteRequestSchema },
] as const;

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['invitations'];
  const security = [{ bearer: [] }];

  for (const kind of KINDS) {
    app.post(
      `/user/v1/${kind.path}-invite/`,
      {
        config: { access: SP },
        schema: {
          tags,
          security,
          summary: `Invite a ${kind.role.toLowerCase()} by SMS`,
          body: kind.body,
          response: { 201: invitationSchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, ...failures },
        },
      },
      async (request, reply) => reply.status(201).send(await invite(ctx, actorOf(request), kind.role, request.body)),
    );

    app.get(
      `/user/v1/${kind.path}-invite/`,
      {
        // ?code is public (the invited person has no account yet); ?company lists the company's open invitations.
        config: { access: 'optional' },
        schema: {
          tags,
          summary: `?code: the invitation behind a code; ?company: open ${kind.role.toLowerCase()} invitations`,
          querystring: invitationLookupQuerySchema,
          response: { 200: z.union([invitationPreviewSchema, invitationListSchema]), 422: errorBodySchema, ...failures },
        },
      },
      async (request) => {
        const { code, company } = request.query;
        if (code !== undefined) return previewInvitation(ctx.db, code);
        const actor = actorOf(request);
        if (actor.role !== 'Service Provider') throw errors.forbidden();
        return listInvitations(ctx.db, actor, kind.role, company);
      },
    );

    app.post(
      `/user/v1/${kind.path}-invite-signup/`,
      {
        config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 hour' } },
        schema: {
          tags,
          summary: `Sign up as a ${kind.role.toLowerCase()} with an invitation code`,
          body: inviteSignupRequestSchema,
          response: { 201: inviteSignupResponseSchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, ...failures },
        },
      },
      async (request, reply) => reply.status(201).send(await signUpWithInvitation(ctx.db, kind.role, request.body)),
    );
  }

  app.delete(
    '/user/v1/invitations/:id/',
    {
      config: { access: SP },
      schema: {
        tags,
        security,
        summary: 'Cancel an open invitation',
        params: idParamSchema,
        response: { 204: noContent, 409: errorBodySchema, ...failures },
      },
    },
    async (request, reply) => {
      await cancelInvitation(ctx.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

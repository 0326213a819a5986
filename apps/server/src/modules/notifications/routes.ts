import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationsReadSchema,
  OPERATION_PREFIX,
} from '@coldroom/contract';
import { actorOf } from '../../platform/policy';
import { listNotifications, markAllRead, markRead } from './service';

const failures = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The logged-in user's notifications (any role): list, mark one or all read. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const base = `${OPERATION_PREFIX}/notifications/`;

  app.get(
    base,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'My notifications', querystring: notificationListQuerySchema, response: { 200: notificationListSchema, ...failures } },
    },
    async (request) => listNotifications(db, actorOf(request), request.query),
  );

  app.post(
    `${base}read-all/`,
    { config: { access: 'authenticated' }, schema: { tags, security, summary: 'Mark all my notifications read', response: { 200: notificationsReadSchema, ...failures } } },
    async (request) => markAllRead(db, actorOf(request)),
  );

  app.post(
    `${base}:id/read/`,
    {
      config: { access: 'authenticated' },
      schema: { tags, security, summary: 'Mark a notification read', params: idParamSchema, response: { 200: notificationsReadSchema, ...failures } },
    },
    async (request) => markRead(db, actorOf(request), request.params.id),
  );
};

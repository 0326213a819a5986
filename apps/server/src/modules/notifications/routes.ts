import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationsReadSchema,
  OPERATION_PREFIX,
} from '@coldroom/contract';
import { failures } from '../../platform/http/route-parts';
import { actorOf } from '../../platform/policy';
import { listNotifications, markAllRead, markRead } from './service';

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

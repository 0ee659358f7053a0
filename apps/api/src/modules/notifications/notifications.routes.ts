import { ZEnvelope, ok } from '@portal/contracts/envelope';
import { ZNotificationIdBody, ZNotificationList } from '@portal/contracts/notifications/notifications.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import type { NotificationScope } from './notifications.repository';
import * as service from './notifications.service';

/** SPEC §6: notification calls use the student or the company path by role; the other role gets 403/71. */
const PATHS = [
  { prefix: '/api/Alumno', role: 'student', tag: 'student' },
  { prefix: '/api/Empresa', role: 'company', tag: 'company' },
] as const;

function scopeOf(request: FastifyRequest): NotificationScope {
  return { userId: request.user.userId, companyId: request.user.companyId };
}

export const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const list = { 200: ZEnvelope(ZNotificationList) };

  for (const { prefix, role, tag } of PATHS) {
    const base = { onRequest: [authenticate([role])] };
    const doc = (summary: string) => ({ tags: ['notifications', tag], summary, security: [{ bearer: [] }] });

    r.get(
      `${prefix}/dameNotificaciones`,
      { ...base, schema: { ...doc('My notifications, newest first, and the unread count'), response: list } },
      async (request) => ok(await service.listForUser(app.db, scopeOf(request))),
    );

    r.post(
      `${prefix}/marcarNotificacionLeida`,
      { ...base, schema: { ...doc('Marks one of my notifications read'), body: ZNotificationIdBody, response: list } },
      async (request) => ok(await service.markAsRead(app.db, scopeOf(request), request.body.id)),
    );

    r.post(
      `${prefix}/eliminaNotificacion`,
      { ...base, schema: { ...doc('Deletes one of my notifications'), body: ZNotificationIdBody, response: list } },
      async (request) => ok(await service.deleteOne(app.db, scopeOf(request), request.body.id)),
    );

    r.post(
      `${prefix}/marcarNotificacionesSinEnlaceLeidas`,
      { ...base, schema: { ...doc('Marks my notifications without a link read (panel closed)'), response: list } },
      async (request) => ok(await service.markAllWithoutLinkAsRead(app.db, scopeOf(request))),
    );

    r.post(
      `${prefix}/eliminaNotificaciones`,
      { ...base, schema: { ...doc('Deletes all my notifications'), response: list } },
      async (request) => ok(await service.deleteAll(app.db, scopeOf(request))),
    );
  }
};

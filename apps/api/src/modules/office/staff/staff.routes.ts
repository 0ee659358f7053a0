import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCampusList,
  ZStaffEditBody,
  ZStaffInviteBody,
  ZStaffItem,
  ZStaffListQuery,
  ZStaffPage,
  ZStaffParams,
} from '@portal/contracts/office/staff.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { editStaff, inviteStaff, listCampuses, listStaff, setStaffActive, type StaffRequest } from './staff.service';

/** Staff management of the office console (issue #14; admins only). */
export const officeStaffRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): StaffRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
  });

  app.get(
    '/api/Gestion/personal',
    {
      ...staff,
      schema: {
        ...doc("The brand's office staff, searchable and paginated"),
        querystring: ZStaffListQuery,
        response: { 200: ZEnvelope(ZStaffPage) },
      },
    },
    async (request) => ok(await listStaff(app, req(request), request.query)),
  );

  app.post(
    '/api/Gestion/personal/invitar',
    {
      ...staff,
      schema: {
        ...doc('Creates an office account and mails its set-password link'),
        body: ZStaffInviteBody,
        response: { 200: ZEnvelope(ZStaffItem) },
      },
    },
    async (request) => ok(await inviteStaff(app, req(request), request.body, publicBaseUrl(request.brand, app.config))),
  );

  app.post(
    '/api/Gestion/personal/:idUsuario/editar',
    {
      ...staff,
      schema: {
        ...doc("Changes a member's kind and campus scope"),
        params: ZStaffParams,
        body: ZStaffEditBody,
        response: { 200: ZEnvelope(ZStaffItem) },
      },
    },
    async (request) => ok(await editStaff(app, req(request), request.params.idUsuario, request.body)),
  );

  app.post(
    '/api/Gestion/personal/:idUsuario/desactivar',
    {
      ...staff,
      schema: {
        ...doc('Deactivates a member: their sessions end at once'),
        params: ZStaffParams,
        response: { 200: ZEnvelope(ZStaffItem) },
      },
    },
    async (request) => ok(await setStaffActive(app, req(request), request.params.idUsuario, false)),
  );

  app.post(
    '/api/Gestion/personal/:idUsuario/reactivar',
    {
      ...staff,
      schema: { ...doc('Reactivates a member'), params: ZStaffParams, response: { 200: ZEnvelope(ZStaffItem) } },
    },
    async (request) => ok(await setStaffActive(app, req(request), request.params.idUsuario, true)),
  );

  app.get(
    '/api/Gestion/sedes',
    { ...staff, schema: { ...doc('Campuses a gestor may be scoped to'), response: { 200: ZEnvelope(ZCampusList) } } },
    async (request) => ok(await listCampuses(app, req(request), request.user.lang)),
  );
};

import { ok, ZEmptyEnvelope, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZAttendanceBody,
  ZCommunicationForm,
  ZCommunicationParams,
  ZContentUpload,
  ZContentUploadBody,
  ZEventEnrolmentList,
  ZEventForm,
  ZEventParams,
  ZGuideForm,
  ZGuideParams,
  ZOfficeCommunication,
  ZOfficeCommunicationList,
  ZOfficeEvent,
  ZOfficeEventList,
  ZOfficeGuide,
  ZOfficeGuideList,
} from '@portal/contracts/office/content.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import * as communications from './content-communications.service';
import * as events from './content-events.service';
import * as guides from './content-guides.service';
import type { ContentRequest } from './content.service';
import { uploadContentFile } from './content-uploads.service';

const BASE = '/api/Gestion/contenidos';

/** The content the office publishes (issue #15 'Content'): communications, events, guides and their files. */
export const officeContentRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): ContentRequest => ({
    user: request.user,
    brand: request.brand,
    ...auditOrigin(request),
  });
  const deps = { db: app.db, storage: app.storage };

  // Communications (SPEC §3 'Communication')
  app.get(
    `${BASE}/comunicaciones`,
    {
      ...staff,
      schema: {
        ...doc("The brand's communications with their state"),
        response: { 200: ZEnvelope(ZOfficeCommunicationList) },
      },
    },
    async (request) => ok(await communications.listCommunications(deps, req(request))),
  );
  app.get(
    `${BASE}/comunicaciones/:idComunicacion`,
    {
      ...staff,
      schema: {
        ...doc('A communication'),
        params: ZCommunicationParams,
        response: { 200: ZEnvelope(ZOfficeCommunication) },
      },
    },
    async (request) => ok(await communications.getCommunication(deps, req(request), request.params.idComunicacion)),
  );
  app.post(
    `${BASE}/comunicaciones`,
    {
      ...staff,
      schema: {
        ...doc('Creates a communication'),
        body: ZCommunicationForm,
        response: { 200: ZEnvelope(ZOfficeCommunication) },
      },
    },
    async (request) => ok(await communications.saveCommunication(deps, req(request), null, request.body)),
  );
  app.post(
    `${BASE}/comunicaciones/:idComunicacion/editar`,
    {
      ...staff,
      schema: {
        ...doc('Changes a communication of the brand'),
        params: ZCommunicationParams,
        body: ZCommunicationForm,
        response: { 200: ZEnvelope(ZOfficeCommunication) },
      },
    },
    async (request) =>
      ok(await communications.saveCommunication(deps, req(request), request.params.idComunicacion, request.body)),
  );
  app.post(
    `${BASE}/comunicaciones/:idComunicacion/borrar`,
    {
      ...staff,
      schema: {
        ...doc('Deletes a communication of the brand'),
        params: ZCommunicationParams,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await communications.deleteCommunication(deps, req(request), request.params.idComunicacion);
      return ok(null);
    },
  );

  // Events
  app.get(
    `${BASE}/eventos`,
    {
      ...staff,
      schema: {
        ...doc("The brand's events with their state and enrolments"),
        response: { 200: ZEnvelope(ZOfficeEventList) },
      },
    },
    async (request) => ok(await events.listEvents(deps, req(request))),
  );
  app.get(
    `${BASE}/eventos/:idEvento`,
    { ...staff, schema: { ...doc('An event'), params: ZEventParams, response: { 200: ZEnvelope(ZOfficeEvent) } } },
    async (request) => ok(await events.getEvent(deps, req(request), request.params.idEvento)),
  );
  app.post(
    `${BASE}/eventos`,
    { ...staff, schema: { ...doc('Creates an event'), body: ZEventForm, response: { 200: ZEnvelope(ZOfficeEvent) } } },
    async (request) => ok(await events.saveEvent(deps, req(request), null, request.body)),
  );
  app.post(
    `${BASE}/eventos/:idEvento/editar`,
    {
      ...staff,
      schema: {
        ...doc('Changes an event of the brand'),
        params: ZEventParams,
        body: ZEventForm,
        response: { 200: ZEnvelope(ZOfficeEvent) },
      },
    },
    async (request) => ok(await events.saveEvent(deps, req(request), request.params.idEvento, request.body)),
  );
  app.post(
    `${BASE}/eventos/:idEvento/borrar`,
    {
      ...staff,
      schema: {
        ...doc('Deletes an event without enrolled people (234 otherwise)'),
        params: ZEventParams,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await events.deleteEvent(deps, req(request), request.params.idEvento);
      return ok(null);
    },
  );
  app.get(
    `${BASE}/eventos/:idEvento/inscritos`,
    {
      ...staff,
      schema: {
        ...doc("The brand's people enrolled in an event, with their attendance"),
        params: ZEventParams,
        response: { 200: ZEnvelope(ZEventEnrolmentList) },
      },
    },
    async (request) => ok(await events.eventEnrolments(deps, req(request), request.params.idEvento)),
  );
  app.post(
    `${BASE}/eventos/:idEvento/asistencia`,
    {
      ...staff,
      schema: {
        ...doc('Marks whether an enrolled person attended'),
        params: ZEventParams,
        body: ZAttendanceBody,
        response: { 200: ZEnvelope(ZEventEnrolmentList) },
      },
    },
    async (request) => ok(await events.markAttendance(deps, req(request), request.params.idEvento, request.body)),
  );

  // Guides
  app.get(
    `${BASE}/guias`,
    {
      ...staff,
      schema: { ...doc("The brand's guides with their state"), response: { 200: ZEnvelope(ZOfficeGuideList) } },
    },
    async (request) => ok(await guides.listGuides(deps, req(request))),
  );
  app.get(
    `${BASE}/guias/:idGuia`,
    { ...staff, schema: { ...doc('A guide'), params: ZGuideParams, response: { 200: ZEnvelope(ZOfficeGuide) } } },
    async (request) => ok(await guides.getGuide(deps, req(request), request.params.idGuia)),
  );
  app.post(
    `${BASE}/guias`,
    { ...staff, schema: { ...doc('Creates a guide'), body: ZGuideForm, response: { 200: ZEnvelope(ZOfficeGuide) } } },
    async (request) => ok(await guides.saveGuide(deps, req(request), null, request.body)),
  );
  app.post(
    `${BASE}/guias/:idGuia/editar`,
    {
      ...staff,
      schema: {
        ...doc('Changes a guide of the brand'),
        params: ZGuideParams,
        body: ZGuideForm,
        response: { 200: ZEnvelope(ZOfficeGuide) },
      },
    },
    async (request) => ok(await guides.saveGuide(deps, req(request), request.params.idGuia, request.body)),
  );
  app.post(
    `${BASE}/guias/:idGuia/borrar`,
    {
      ...staff,
      schema: { ...doc('Deletes a guide of the brand'), params: ZGuideParams, response: { 200: ZEmptyEnvelope } },
    },
    async (request) => {
      await guides.deleteGuide(deps, req(request), request.params.idGuia);
      return ok(null);
    },
  );

  // Files of guides and events
  app.post(
    `${BASE}/ficheros`,
    {
      ...staff,
      schema: {
        ...doc("Uploads a guide's file or a picture (checked, stored, then acknowledged)"),
        body: ZContentUploadBody,
        response: { 200: ZEnvelope(ZContentUpload) },
      },
    },
    async (request) => ok(await uploadContentFile(deps, req(request), request.body)),
  );
};

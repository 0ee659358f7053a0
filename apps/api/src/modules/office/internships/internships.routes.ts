import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZOfficeInternshipCreateBody,
  ZOfficeInternshipDraft,
  ZOfficeInternshipDraftQuery,
  ZOfficeInternshipEditBody,
  ZOfficeInternshipListQuery,
  ZOfficeInternshipOptions,
  ZOfficeInternshipOptionsQuery,
  ZOfficeInternshipPage,
  ZOfficeInternshipParams,
  ZOfficeInternshipSheet,
} from '@portal/contracts/office/internships.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../../platform/audit';
import { authenticate } from '../../../platform/auth';
import { publicBaseUrl } from '../../../platform/public-url';
import { icsResponse, sendIcs } from '../../internships/internship-ics';
import { officeInternshipIcs } from './internship-ics.service';
import {
  createInternship,
  editInternship,
  formOptions,
  internshipDraft,
  internshipSheet,
  listInternships,
  type InternshipsRequest,
} from './internships.service';

/** The office's internships (issue #15 'Internships'): list, sheet, the form's options and draft, create, edit. */
export const officeInternshipsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: [authenticate(['staff'])] };
  const doc = (summary: string) => ({ tags: ['office'], summary, security: [{ bearer: [] }] });
  const req = (request: FastifyRequest): InternshipsRequest => ({
    user: request.user,
    brand: request.brand,
    lang: request.user.lang,
    baseUrl: publicBaseUrl(request.brand, app.config),
    ...auditOrigin(request),
  });
  const sheet = { 200: ZEnvelope(ZOfficeInternshipSheet) };

  app.get(
    '/api/Gestion/practicas',
    {
      ...staff,
      schema: {
        ...doc("The brand's internships: searched, filtered by state and course, paginated"),
        querystring: ZOfficeInternshipListQuery,
        response: { 200: ZEnvelope(ZOfficeInternshipPage) },
      },
    },
    async (request) => ok(await listInternships(app, req(request), request.query)),
  );

  app.get(
    '/api/Gestion/practicas/opciones',
    {
      ...staff,
      schema: {
        ...doc(
          "What the internship form offers: students, companies, tutors, programmes; a company's centres, contacts, agreements",
        ),
        querystring: ZOfficeInternshipOptionsQuery,
        response: { 200: ZEnvelope(ZOfficeInternshipOptions) },
      },
    },
    async (request) => ok(await formOptions(app, req(request), request.query.idEmpresa)),
  );

  app.get(
    '/api/Gestion/practicas/borrador',
    {
      ...staff,
      schema: {
        ...doc('The internship form prefilled from an accepted application or a pending practice request'),
        querystring: ZOfficeInternshipDraftQuery,
        response: { 200: ZEnvelope(ZOfficeInternshipDraft) },
      },
    },
    async (request) => ok(await internshipDraft(app, req(request), request.query)),
  );

  app.get(
    '/api/Gestion/practicas/:idPractica',
    {
      ...staff,
      schema: {
        ...doc('An internship sheet: data, documents, change requests, amendments, timeline'),
        params: ZOfficeInternshipParams,
        response: sheet,
      },
    },
    async (request) => ok(await internshipSheet(app, req(request), request.params.idPractica)),
  );

  // Beyond the spec: the internship in the calendar of the office or of its academic tutor.
  app.get(
    '/api/Gestion/practicas/:idPractica/ics',
    {
      ...staff,
      schema: { ...doc('An internship as an .ics file'), params: ZOfficeInternshipParams, response: icsResponse },
    },
    async (request, reply) =>
      sendIcs(
        reply,
        await officeInternshipIcs(
          app.db,
          request.user,
          request.brand,
          request.params.idPractica,
          publicBaseUrl(request.brand, app.config),
        ),
      ),
  );

  app.post(
    '/api/Gestion/practicas',
    {
      ...staff,
      schema: {
        ...doc(
          'Creates an internship (from scratch, an accepted application or a pending practice request); 201 asks to confirm warnings',
        ),
        body: ZOfficeInternshipCreateBody,
        response: sheet,
      },
    },
    async (request) => ok(await createInternship(app, req(request), request.body)),
  );

  app.post(
    '/api/Gestion/practicas/:idPractica/editar',
    {
      ...staff,
      schema: {
        ...doc('Changes an internship, keeping the earlier values as an amendment; 201 asks to confirm warnings'),
        params: ZOfficeInternshipParams,
        body: ZOfficeInternshipEditBody,
        response: sheet,
      },
    },
    async (request) => ok(await editInternship(app, req(request), request.params.idPractica, request.body)),
  );
};

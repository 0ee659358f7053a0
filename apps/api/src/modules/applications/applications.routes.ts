import {
  ZAcceptPreenrolmentBody,
  ZApplicationHistory,
  ZApplicationList,
  ZCreditsWarning,
  ZEnrolBody,
  ZEnrolResult,
  ZPreenrolmentResult,
  ZRejectPreenrolmentBody,
  ZUnenrolBody,
  type TOfferRefBody,
} from '@portal/contracts/applications/applications.schemas';
import { ZEnvelope, ok, ZEmptyEnvelope } from '@portal/contracts/envelope';
import { ZOfferRefParams } from '@portal/contracts/offers/offers.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { studentContext } from '../offers/student-context';
import { applicationHistory, creditsWarning, enrol, listApplications, unenrol } from './applications.service';
import { acceptPreenrolment, rejectPreenrolment } from './preenrolment.service';

/** The offer named by a body: its access url, else its id. */
const refOf = (body: TOfferRefBody): string | number => body.urlOferta ?? (body.idOferta as number);

/**
 * SPEC §7 Student 'Offers and applications': enrol (gates of SPEC §6, enrolment-gates.service.ts),
 * unenrol, the pre-enrolment reply and my applications. Only students (a company gets 403/71);
 * another student's application is 404/31, never revealed.
 */
export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['applications', 'student'], summary, security: [{ bearer: [] }] });

  r.post(
    '/api/Alumno/inscribirse',
    {
      ...base,
      schema: {
        ...doc('Applies to an offer (notice 502); answers the first failing gate'),
        body: ZEnrolBody,
        response: { 200: ZEnvelope(ZEnrolResult) },
      },
    },
    async (request) =>
      ok(
        await enrol(
          { ...studentContext(request), supportEmail: request.brand.contact.supportEmail },
          refOf(request.body),
        ),
        502,
      ),
  );

  r.post(
    '/api/Alumno/desinscribirse',
    {
      ...base,
      schema: {
        ...doc('Withdraws my application while unprocessed (notice 501)'),
        body: ZUnenrolBody,
        response: { 200: ZEmptyEnvelope },
      },
    },
    async (request) => {
      await unenrol(studentContext(request), refOf(request.body));
      return ok(null, 501);
    },
  );

  r.post(
    '/api/Alumno/aceptarPreinscripcion',
    {
      ...base,
      schema: {
        ...doc('Accepts my pre-enrolment (state 16; notice 519)'),
        body: ZAcceptPreenrolmentBody,
        response: { 200: ZEnvelope(ZPreenrolmentResult) },
      },
    },
    async (request) => ok(await acceptPreenrolment(studentContext(request), refOf(request.body)), 519),
  );

  r.post(
    '/api/Alumno/rechazarPreinscripcion',
    {
      ...base,
      schema: {
        ...doc('Rejects my pre-enrolment with a reason (state 16; notice 520)'),
        body: ZRejectPreenrolmentBody,
        response: { 200: ZEnvelope(ZPreenrolmentResult) },
      },
    },
    async (request) =>
      ok(await rejectPreenrolment(studentContext(request), refOf(request.body), request.body.idMotivo), 520),
  );

  r.get(
    '/api/Alumno/dameCandidaturasEmpleoUsuario',
    { ...base, schema: { ...doc('My job applications'), response: { 200: ZEnvelope(ZApplicationList) } } },
    async (request) => ok(await listApplications(studentContext(request), 'empleo')),
  );

  r.get(
    '/api/Alumno/dameCandidaturasPracticasUsuario',
    {
      ...base,
      schema: { ...doc('My internship and alternance applications'), response: { 200: ZEnvelope(ZApplicationList) } },
    },
    async (request) => ok(await listApplications(studentContext(request), 'practicas')),
  );

  r.get(
    '/api/Alumno/sacaAvisoDeMinimoDeCreditosParaInscribirse/:id',
    {
      ...base,
      schema: {
        ...doc('Whether to warn a 2-year master student under 50 % of credits before applying'),
        params: ZOfferRefParams,
        response: { 200: ZEnvelope(ZCreditsWarning) },
      },
    },
    async (request) => ok(await creditsWarning(studentContext(request), request.params.id)),
  );

  r.get(
    '/api/Alumno/dameHistorialCandidatura/:id',
    {
      ...base,
      schema: {
        ...doc('My application to an offer (access url or id) with the timeline of its states (#16 part 4)'),
        params: ZOfferRefParams,
        response: { 200: ZEnvelope(ZApplicationHistory) },
      },
    },
    async (request) => ok(await applicationHistory(studentContext(request), request.params.id)),
  );
};

import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZEventCardList,
  ZEventEnrolBody,
  ZEventIdParams,
  ZEventListQuery,
  ZEventSheet,
  ZPublicEventSheet,
} from '@portal/contracts/events/events.schemas';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { contentLang } from '../../platform/content-language';
import { publicBaseUrl } from '../../platform/public-url';
import * as service from './events.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

const TAGS = ['events'];
const secured = [{ bearer: [] }];
const student = { onRequest: [authenticate(['student'])] };
/** The .ics answer is a calendar file, not the envelope (errors still are). */
const icsResponse = { 200: fileResponse(MEDIA.ics, 'An RFC 5545 VCALENDAR with one VEVENT') };

function sendIcs(reply: FastifyReply, file: service.IcsFile) {
  return reply
    .type('text/calendar; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(Buffer.from(file.body, 'utf8'));
}

/** The event page's address in the calendar file: from the brand, never the Host header (issue #12 item 1). */
function originOf(request: FastifyRequest): string {
  return publicBaseUrl(request.brand, request.server.config);
}

/** SPEC §7 Events (student prefix and the public sheet) and the .ics files (beyond the spec). */
export const eventsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/Alumno/dameEventos',
    {
      ...student,
      schema: {
        tags: TAGS,
        summary: "The brand's events by date (home: proximos=true&limite=3)",
        security: secured,
        querystring: ZEventListQuery,
        response: { 200: ZEnvelope(ZEventCardList) },
      },
    },
    async (request) =>
      ok(await service.listEvents(app.db, request.brand, request.user.userId, request.query, contentLang(request))),
  );

  app.get(
    '/api/Alumno/dameFichaEvento/:id',
    {
      ...student,
      schema: {
        tags: TAGS,
        summary: 'Event sheet by id or urlAcceso',
        security: secured,
        params: ZEventIdParams,
        response: { 200: ZEnvelope(ZEventSheet) },
      },
    },
    async (request) =>
      ok(
        await service.eventSheet(
          app.db,
          request.brand,
          request.user.userId,
          service.eventRef(request.params.id),
          contentLang(request),
        ),
      ),
  );

  app.get(
    '/api/Publico/dameFichaEvento/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Public event sheet (no sign-in; public events only)',
        params: ZEventIdParams,
        response: { 200: ZEnvelope(ZPublicEventSheet) },
      },
    },
    async (request) =>
      ok(
        await service.publicEventSheet(
          app.db,
          request.brand,
          service.eventRef(request.params.id),
          contentLang(request),
        ),
      ),
  );

  app.post(
    '/api/Alumno/inscribirseEnEvento',
    {
      ...student,
      schema: {
        tags: TAGS,
        summary: 'Enrols me in an event (notice 533)',
        security: secured,
        body: ZEventEnrolBody,
        response: { 200: ZEnvelope(ZEventSheet) },
      },
    },
    async (request) =>
      ok(await service.enrol(app.db, request.brand, request.user.userId, request.body, contentLang(request)), 533),
  );

  app.get(
    '/api/Alumno/eventoIcs/:id',
    {
      ...student,
      schema: {
        tags: TAGS,
        summary: 'The event as an .ics file (add to calendar)',
        security: secured,
        params: ZEventIdParams,
        response: icsResponse,
      },
    },
    async (request, reply) =>
      sendIcs(
        reply,
        await service.eventIcs(app.db, request.brand, service.eventRef(request.params.id), {
          publicOnly: false,
          origin: originOf(request),
          lang: contentLang(request),
        }),
      ),
  );

  app.get(
    '/api/Publico/eventoIcs/:id',
    {
      schema: { tags: TAGS, summary: 'A public event as an .ics file', params: ZEventIdParams, response: icsResponse },
    },
    async (request, reply) =>
      sendIcs(
        reply,
        await service.eventIcs(app.db, request.brand, service.eventRef(request.params.id), {
          publicOnly: true,
          origin: originOf(request),
          lang: contentLang(request),
        }),
      ),
  );
};

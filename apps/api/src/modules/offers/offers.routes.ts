import { ZEnvelope, ok } from '@portal/contracts/envelope';
import {
  ZMatchingOffers,
  ZMatchingQuery,
  ZOfferCount,
  ZOfferDetail,
  ZOfferFilters,
  ZOfferListParams,
  ZOfferPage,
  ZOfferRefParams,
  ZPageParams,
} from '@portal/contracts/offers/offers.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { sendJsonText } from '../../platform/json-text';
import { offerDetail } from './offer-detail.service';
import { countOffersFor, listOffers, listOffersAnswerText, matchingOffers } from './offers.service';
import { studentContext } from './student-context';

/**
 * SPEC §7 Student 'Offers and applications' (lists, counts, matching mode, one offer). Only
 * students: a company token gets 403/71. The filters of SPEC §2/§9 are query parameters (lists as
 * `a=1&a=2` or `a=1,2`); pages hold 10 offers.
 */
export const offersRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['offers', 'student'], summary, security: [{ bearer: [] }] });

  r.get(
    '/api/Alumno/dameOfertasUsuario/:type/:page',
    {
      ...base,
      schema: {
        ...doc('A page of internship or job offers for me, newest first'),
        params: ZOfferListParams,
        querystring: ZOfferFilters,
        response: { 200: ZEnvelope(ZOfferPage) },
      },
    },
    async (request, reply) =>
      sendJsonText(
        reply,
        await listOffersAnswerText(studentContext(request), request.params.type, request.params.page, request.query),
      ),
  );

  r.get(
    '/api/Alumno/dameOfertasFormacionEnAlternanciaUsuario/:page',
    {
      ...base,
      schema: {
        ...doc('A page of alternance offers for me, with the counts'),
        params: ZPageParams,
        querystring: ZOfferFilters,
        response: { 200: ZEnvelope(ZOfferPage) },
      },
    },
    async (request) =>
      ok(
        await listOffers(studentContext(request), 'alternancia', request.params.page, request.query, {
          withCounts: true,
        }),
      ),
  );

  r.get(
    '/api/Alumno/dameNumOfertasEmpleoUsuario',
    {
      ...base,
      schema: {
        ...doc('numPaginas and numTotal of my job offer list'),
        querystring: ZOfferFilters,
        response: { 200: ZEnvelope(ZOfferCount) },
      },
    },
    async (request) => ok(await countOffersFor(studentContext(request), 'empleo', request.query)),
  );

  r.get(
    '/api/Alumno/dameNumOfertasPracticasUsuario',
    {
      ...base,
      schema: {
        ...doc('numPaginas and numTotal of my internship offer list'),
        querystring: ZOfferFilters,
        response: { 200: ZEnvelope(ZOfferCount) },
      },
    },
    async (request) => ok(await countOffersFor(studentContext(request), 'practicas', request.query)),
  );

  r.get(
    '/api/Alumno/ofertasEncajanConUsuario',
    {
      ...base,
      schema: {
        ...doc('Offers whose degrees, level and requirements fit my CV (matching mode)'),
        querystring: ZMatchingQuery,
        response: { 200: ZEnvelope(ZMatchingOffers) },
      },
    },
    async (request) => ok(await matchingOffers(studentContext(request), request.query.tipo)),
  );

  r.get(
    '/api/Alumno/dameOferta/:id',
    {
      ...base,
      schema: {
        ...doc('One offer, by id or access url'),
        params: ZOfferRefParams,
        response: { 200: ZEnvelope(ZOfferDetail) },
      },
    },
    async (request) => ok(await offerDetail(studentContext(request), request.params.id)),
  );
};

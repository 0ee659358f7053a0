import {
  ZCandidateCv,
  ZCandidateDetail,
  ZCandidateParams,
  ZChangeCandidateStateBody,
} from '@portal/contracts/candidates/candidates.schemas';
import { ok, ZEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { companyScope } from '../proposals/proposals.routes';
import * as service from './candidates.service';
import { today } from '../../platform/clock';

/** SPEC §7 company calls for its candidates (prefix /api/Empresa); another company's candidate is 404/31. */
export const candidatesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['company'])] };
  const doc = (summary: string) => ({ tags: ['candidates', 'company'], summary, security: [{ bearer: [] }] });
  const P = '/api/Empresa';

  app.get(
    `${P}/dameCandidato/:id`,
    {
      ...base,
      schema: {
        ...doc('A candidate of one of my offers (marks it read)'),
        params: ZCandidateParams,
        response: { 200: ZEnvelope(ZCandidateDetail) },
      },
    },
    async (request) =>
      ok(await service.getCandidate(app.db, companyScope(request), request.params.id, today(request.brand))),
  );

  app.post(
    `${P}/cambiaEstadoCandidatura`,
    {
      ...base,
      schema: {
        ...doc('Moves a candidate to another state (14/49 when not allowed; 17 needs idMotivo)'),
        body: ZChangeCandidateStateBody,
        response: { 200: ZEnvelope(ZCandidateDetail) },
      },
    },
    async (request) =>
      ok(await service.changeCandidateState(app.db, companyScope(request), request.body, today(request.brand)), 532),
  );

  app.get(
    `${P}/dameCvCandidato/:id`,
    {
      ...base,
      schema: {
        ...doc("A candidate's CV (/ver-cv/{idCandidatura}), read-only"),
        params: ZCandidateParams,
        response: { 200: ZEnvelope(ZCandidateCv) },
      },
    },
    async (request) => ok(await service.candidateCv(app.db, companyScope(request), request.params.id)),
  );
};

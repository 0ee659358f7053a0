import { ok, ZEnvelope } from '@portal/contracts/envelope';
import {
  ZCheckedStudent,
  ZCheckStudentDniBody,
  ZPreselectedProposalBody,
  ZPreselectedProposalList,
  ZPreselectedProposalSaved,
} from '@portal/contracts/proposals/preselected.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import * as service from './preselected.service';
import { companyScope } from './proposals.routes';
import { today } from '../../platform/clock';

/** SPEC §7 company calls for internship proposals with a preselected candidate. */
export const preselectedProposalsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['company'])] };
  const doc = (summary: string) => ({ tags: ['proposals', 'company'], summary, security: [{ bearer: [] }] });
  const P = '/api/Empresa';

  app.post(
    `${P}/compruebaDNIalumno`,
    {
      ...base,
      schema: {
        ...doc('The student with this DNI/NIE (509 when none)'),
        body: ZCheckStudentDniBody,
        response: { 200: ZEnvelope(ZCheckedStudent) },
      },
    },
    async (request) => ok(await service.checkStudentDni(app.db, request.body.dni)),
  );

  app.post(
    `${P}/addPropuestaCandidatoPreseleccionado`,
    {
      ...base,
      schema: {
        ...doc(
          'Creates (528) or updates (512, with idOferta) an internship proposal with a preselected candidate; 527 while the form is incomplete',
        ),
        body: ZPreselectedProposalBody,
        response: { 200: ZEnvelope(ZPreselectedProposalSaved) },
      },
    },
    async (request) => {
      const { datos, aviso } = await service.savePreselectedProposal(
        app.db,
        companyScope(request),
        request.brand,
        request.body,
        today(request.brand),
      );
      return ok(datos, aviso);
    },
  );

  app.get(
    `${P}/damePropuestasCandidatoPreseleccionado`,
    {
      ...base,
      schema: {
        ...doc('My internship proposals with a preselected candidate'),
        response: { 200: ZEnvelope(ZPreselectedProposalList) },
      },
    },
    async (request) => ok(await service.listPreselectedProposals(app.db, companyScope(request), today(request.brand))),
  );
};

import { ok, ZEnvelope } from '@portal/contracts/envelope';
import { ZOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { ZOfferForm, ZOfferSaved } from '@portal/contracts/proposals/offer-form.schemas';
import {
  ZCloseProposalBody,
  ZOfferEditable,
  ZProposalCard,
  ZProposalCopy,
  ZProposalCounts,
  ZProposalDeleted,
  ZProposalDetail,
  ZProposalDetailQuery,
  ZProposalList,
  ZProposalListQuery,
  ZProposalRef,
  ZProposalRefParams,
} from '@portal/contracts/proposals/proposals.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditOrigin } from '../../platform/audit';
import { authenticate } from '../../platform/auth';
import { saveOffer, type CompanyScope } from './offer-form.service';
import * as service from './proposals.service';
import { today } from '../../platform/clock';

/** The signed-in company contact's scope: every call checks the offer belongs to this company. */
export function companyScope(request: FastifyRequest): CompanyScope {
  return {
    companyId: request.user.companyId as number,
    userId: request.user.userId,
    lang: request.user.lang,
    origin: auditOrigin(request),
  };
}

/** SPEC §7 company calls for its offers (prefix /api/Empresa). */
export const proposalsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['company'])] };
  const doc = (summary: string) => ({ tags: ['proposals', 'company'], summary, security: [{ bearer: [] }] });
  const P = '/api/Empresa';

  app.get(
    `${P}/dameProcesosEmpleoYpracticas`,
    {
      ...base,
      schema: {
        ...doc('My offers (job and placement) as cards, with the SPEC §2 company filters'),
        querystring: ZProposalListQuery,
        response: { 200: ZEnvelope(ZProposalList) },
      },
    },
    async (request) =>
      ok(await service.listProposals(app.db, companyScope(request), request.query, today(request.brand))),
  );

  app.get(
    `${P}/dameNumProcesos`,
    {
      ...base,
      schema: { ...doc('How many of my offers are open, per profile'), response: { 200: ZEnvelope(ZProposalCounts) } },
    },
    async (request) => ok(await service.countProposals(app.db, companyScope(request), today(request.brand))),
  );

  app.get(
    `${P}/dameDatosProceso/:id`,
    {
      ...base,
      schema: {
        ...doc('One of my offers with its candidates'),
        params: ZProposalRefParams,
        querystring: ZProposalDetailQuery,
        response: { 200: ZEnvelope(ZProposalDetail) },
      },
    },
    async (request) =>
      ok(
        await service.proposalDetail(
          app.db,
          companyScope(request),
          service.refOf(request.params),
          request.query.soloNoLeidos === true,
          today(request.brand),
        ),
      ),
  );

  app.get(
    `${P}/dameDatosProcesoComoAlumno/:id`,
    {
      ...base,
      schema: {
        ...doc('One of my offers as a student sees it (/visor-oferta)'),
        params: ZProposalRefParams,
        response: { 200: ZEnvelope(ZOfferDetail) },
      },
    },
    async (request) =>
      ok(
        await service.proposalAsStudent(
          app.db,
          companyScope(request),
          service.refOf(request.params),
          today(request.brand),
        ),
      ),
  );

  app.get(
    `${P}/dameOfertaEditable/:id`,
    {
      ...base,
      schema: {
        ...doc('One of my offers in the addOferta shape, while it may be edited (25/68 otherwise)'),
        params: ZProposalRefParams,
        response: { 200: ZEnvelope(ZOfferEditable) },
      },
    },
    async (request) =>
      ok(
        await service.editableProposal(
          app.db,
          companyScope(request),
          service.refOf(request.params),
          today(request.brand),
        ),
      ),
  );

  app.post(
    `${P}/addOferta`,
    {
      ...base,
      schema: {
        ...doc('Creates (506/606) or edits (512, with idOferta) an offer'),
        body: ZOfferForm,
        response: { 200: ZEnvelope(ZOfferSaved) },
      },
    },
    async (request) => {
      const { datos, aviso } = await saveOffer(
        app.db,
        companyScope(request),
        request.brand,
        request.body,
        today(request.brand),
      );
      return ok(datos, aviso);
    },
  );

  app.post(
    `${P}/cerrarOferta`,
    {
      ...base,
      schema: {
        ...doc('Closes one of my offers (511)'),
        body: ZCloseProposalBody,
        response: { 200: ZEnvelope(ZProposalCard) },
      },
    },
    async (request) =>
      ok(
        await service.closeProposal(
          app.db,
          companyScope(request),
          service.refOf(request.body),
          request.body.candidatoUniversidadElegido,
          today(request.brand),
        ),
        511,
      ),
  );

  // The two copies differ only in the profile of the copy (same profile, or job <-> placement).
  const copies = [
    ['copiarOferta', 'Copies one of my offers as a draft (datos.urlAcceso)', false],
    [
      'copiarOfertaPerfilContrario',
      'Copies one of my offers to the opposite profile (job <-> placement) as a draft',
      true,
    ],
  ] as const;
  for (const [name, summary, oppositeProfile] of copies) {
    app.post(
      `${P}/${name}`,
      { ...base, schema: { ...doc(summary), body: ZProposalRef, response: { 200: ZEnvelope(ZProposalCopy) } } },
      async (request) => {
        const ref = service.refOf(request.body);
        return ok(
          await service.copyProposal(
            app.db,
            companyScope(request),
            request.brand,
            ref,
            oppositeProfile,
            today(request.brand),
          ),
        );
      },
    );
  }

  app.post(
    `${P}/deleteOferta`,
    {
      ...base,
      schema: {
        ...doc('Deletes one of my offers (516)'),
        body: ZProposalRef,
        response: { 200: ZEnvelope(ZProposalDeleted) },
      },
    },
    async (request) =>
      ok(
        await service.deleteProposal(app.db, companyScope(request), service.refOf(request.body), today(request.brand)),
        516,
      ),
  );
};

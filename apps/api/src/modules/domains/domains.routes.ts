import {
  ZCodedItemList,
  ZDominios,
  ZDominiosList,
  ZDomainItemList,
  ZIdParams,
  ZIdSedesBody,
  ZLangParams,
  ZMotivoCambioEstadoList,
  ZProgramaActivoList,
  ZProgramasQuery,
  ZProvinceHasIslands,
  ZProvinceParams,
  ZReasonsQuery,
  ZSedeList,
  ZTitulacionList,
  type TLang,
} from '@portal/contracts/domains/domains.schemas';
import { ZEnvelope, ok } from '@portal/contracts/envelope';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getLangLists } from './domains-lists.service';
import {
  activeProgrammes,
  degreesOfCampusesWithPlacements,
  degreesOfCampusesWithoutDoctorates,
  getList,
  provinceHasIslands,
  schoolsOfProvince,
} from './domains.service';

/** Reference lists change only with a release: browsers and proxies may keep them an hour. */
const LISTS_CACHE = 'public, max-age=3600';
const TAGS = ['domains'];

/** Lists without a language in the path answer in `?lang=` or the brand's default language. */
function langOf(request: FastifyRequest, query: { lang?: TLang }): TLang {
  return query.lang ?? request.brand.defaultLanguage;
}

function cacheable(reply: FastifyReply, dependsOnHost = false): void {
  reply.header('cache-control', LISTS_CACHE);
  // The default language comes from the brand of the Host header: shared caches must key on it.
  if (dependsOnHost) reply.header('vary', 'Host');
}

/**
 * The big lists are serialised once per process (see domains-lists.service) and validated against
 * their schema then; Fastify sends a Buffer as is, skipping the per-request serialiser. The
 * untyped reply is needed because the typed one accepts only the schema's object.
 */
function sendPreserialised(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** SPEC §7 'Domains and other': public reference lists (no token). */
export const domainsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const langQuery = ZProgramasQuery;

  r.get(
    '/api/Dominios/dominios/:lang',
    {
      schema: {
        tags: TAGS,
        summary: 'Every reference list keyed by name',
        params: ZLangParams,
        response: { 200: ZEnvelope(ZDominios) },
      },
    },
    async (request, reply) => {
      const lists = await getLangLists(app.db, request.params.lang);
      cacheable(reply);
      return sendPreserialised(reply, lists.dominiosJson);
    },
  );

  r.get(
    '/api/Dominios/dominiosList/:lang',
    {
      schema: {
        tags: TAGS,
        summary: 'Every reference list as [{ nombre, items }]',
        params: ZLangParams,
        response: { 200: ZEnvelope(ZDominiosList) },
      },
    },
    async (request, reply) => {
      const lists = await getLangLists(app.db, request.params.lang);
      cacheable(reply);
      return sendPreserialised(reply, lists.dominiosListJson);
    },
  );

  r.get(
    '/api/Dominios/titulaciones/:lang',
    { schema: { tags: TAGS, summary: 'Degrees', params: ZLangParams, response: { 200: ZEnvelope(ZTitulacionList) } } },
    async (request, reply) => {
      cacheable(reply);
      return ok((await getLangLists(app.db, request.params.lang)).dominios.titulaciones);
    },
  );

  r.post(
    '/api/Dominios/titulacionesPorSedesSinDoctorados/:lang',
    {
      schema: {
        tags: TAGS,
        summary: 'Degrees of the given campuses (5 = all), without doctorates',
        params: ZLangParams,
        body: ZIdSedesBody,
        response: { 200: ZEnvelope(ZTitulacionList) },
      },
    },
    async (request) => ok(await degreesOfCampusesWithoutDoctorates(app.db, request.params.lang, request.body.idSedes)),
  );

  r.post(
    '/api/Dominios/titulacionesPorSedesDeAreasDePracticas/:lang',
    {
      schema: {
        tags: TAGS,
        summary: 'Degrees of the given campuses (5 = all) that have placement areas',
        params: ZLangParams,
        body: ZIdSedesBody,
        response: { 200: ZEnvelope(ZTitulacionList) },
      },
    },
    async (request) => ok(await degreesOfCampusesWithPlacements(app.db, request.params.lang, request.body.idSedes)),
  );

  const namedLists = [
    ['/api/Dominios/TagsInteresAlumno', 'tagsInteresAlumno', 'Student interest tags'],
    ['/api/Dominios/ProgramasInformaticos', 'programasInformaticos', 'IT programs'],
    ['/api/Dominios/tiposContacoEmpresa', 'tiposContacoEmpresa', 'Company contact types (9 is the default)'],
  ] as const;
  for (const [url, name, summary] of namedLists) {
    r.get(
      url,
      { schema: { tags: TAGS, summary, querystring: langQuery, response: { 200: ZEnvelope(ZCodedItemList) } } },
      async (request, reply) => {
        cacheable(reply, !request.query.lang);
        return ok(await getList(app.db, langOf(request, request.query), name));
      },
    );
  }

  r.get(
    '/api/Dominios/tipoMotivoCambioEstadoCandidatura',
    {
      schema: {
        tags: TAGS,
        summary: "Candidature state-change (rejection) reasons: the candidate's, or the company's with ambito=empresa",
        querystring: ZReasonsQuery,
        response: { 200: ZEnvelope(ZMotivoCambioEstadoList) },
      },
    },
    async (request, reply) => {
      cacheable(reply, !request.query.lang);
      const lists = await getLangLists(app.db, langOf(request, request.query));
      return ok(
        request.query.ambito === 'empresa' ? lists.companyReasons : lists.dominios.motivosCambioEstadoCandidatura,
      );
    },
  );

  r.get(
    '/api/Dominios/sedes',
    {
      schema: {
        tags: TAGS,
        summary: "Campuses, 'Todas' (5) first",
        querystring: langQuery,
        response: { 200: ZEnvelope(ZSedeList) },
      },
    },
    async (request, reply) => {
      cacheable(reply, !request.query.lang);
      return ok((await getLangLists(app.db, langOf(request, request.query))).dominios.sedes);
    },
  );

  r.get(
    '/api/Dominios/centrosEducativosDeProvincia/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Secondary schools and vocational centres of a province',
        params: ZIdParams,
        response: { 200: ZEnvelope(ZDomainItemList) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return ok(await schoolsOfProvince(app.db, request.params.id));
    },
  );

  r.get(
    '/api/dominios/esProvinciaConIslas/:province',
    {
      schema: {
        tags: TAGS,
        summary: 'Whether a province has islands',
        params: ZProvinceParams,
        response: { 200: ZEnvelope(ZProvinceHasIslands) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return ok(await provinceHasIslands(app.db, request.params.province));
    },
  );

  r.get(
    '/api/Publico/programasPracticasActivos',
    {
      schema: {
        tags: TAGS,
        summary: 'Active practice programmes of the brand, sorted by name',
        querystring: langQuery,
        response: { 200: ZEnvelope(ZProgramaActivoList) },
      },
    },
    async (request) => ok(await activeProgrammes(app.db, langOf(request, request.query), request.brand.key)),
  );
};

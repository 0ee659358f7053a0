import type { TBrand } from '@portal/contracts/brand';
import {
  AGREEMENT_AGE_BANDS,
  AGREEMENT_PARTIES,
  APPLICATION_COUNT_BANDS,
  OFFICE_QUEUES,
  SURVEY_AUDIENCES,
  type TAgreementReport,
  type TOfferReport,
  type TOfficeWorkReport,
  type TReportBucket,
  type TReportQuery,
  type TStudentReport,
  type TSurveyReport,
} from '@portal/contracts/office/reports.schemas';
import { AGREEMENT_STATES } from '@portal/contracts/agreements/agreement-states';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import type { AuthUser } from '../../../platform/auth';
import { addDays, dayIn, now as clockNow } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { requireOffice } from '../office-access.service';
import type { ReportScope } from './report-sql.repository';
import * as market from './reports-market.repository';
import * as people from './reports-people.repository';

/**
 * GET /api/Gestion/informes/* (issue #17 'Office dashboard of figures'): the filter checked once
 * (action reports.read, campus scope, period), then each area's figures from the repositories.
 */
const DAY_MS = 86_400_000;
const TOP_HOSTS = 10;

export interface ReportsRequest {
  user: AuthUser;
  brand: TBrand;
  now?: Date;
}

/** The scope a figure reads: a scoped gestor's campuses unless they ask one of them (285 for another). */
export async function reportScope(db: Db, req: ReportsRequest, query: TReportQuery): Promise<ReportScope> {
  const actor = await requireOffice(db, req.user, req.brand.key, 'reports.read');
  if (query.sede !== undefined && actor.campusIds.length > 0 && !actor.campusIds.includes(query.sede))
    throw new AppError(Status.ReportCampusOutOfScope);
  if (query.desde && query.hasta && query.desde > query.hasta) throw new AppError(Status.ReportPeriodInvalid);
  const now = req.now ?? clockNow();
  return {
    brandKey: actor.brandKey,
    from: query.desde ?? null,
    toExclusive: query.hasta ? addDays(query.hasta, 1) : null,
    campusIds: query.sede !== undefined ? [query.sede] : actor.campusIds,
    degreeId: query.titulacion ?? null,
    now: now.toISOString(),
    today: dayIn(now, req.brand.timeZone),
  };
}

/** Every key of a fixed list, zero when SQL found none (a chart keeps its bars in order). */
const buckets = (keys: readonly string[], counts: Map<string, number>): TReportBucket[] =>
  keys.map((clave) => ({ clave, nombreEs: null, nombreCa: null, total: counts.get(clave) ?? 0 }));

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);

export async function agreementReport(db: Db, scope: ReportScope): Promise<TAgreementReport> {
  const [states, ages, parties, median, expiring] = await Promise.all([
    market.agreementsByState(db, scope),
    market.waitingAgreementAges(db, scope),
    market.waitingAgreementParties(db, scope),
    market.medianRequestToFormalised(db, scope),
    market.agreementsExpiringSoon(db, scope.brandKey, scope.today, addDays(scope.today, 30)),
  ]);
  return {
    porEstado: buckets(AGREEMENT_STATES, states),
    antiguedad: buckets(AGREEMENT_AGE_BANDS, ages),
    medianaSolicitudFormalizado: median,
    caducanEn30Dias: expiring,
    esperandoA: buckets(AGREEMENT_PARTIES, parties),
  };
}

export async function offerReport(db: Db, scope: ReportScope): Promise<TOfferReport> {
  const before = new Date(Date.parse(scope.now) - 14 * DAY_MS).toISOString();
  const [months, sectors, degrees, perOffer, idle, firstChange, filled] = await Promise.all([
    market.offersPerMonth(db, scope),
    market.offersBySector(db, scope),
    market.offersByDegree(db, scope),
    market.applicationsPerOffer(db, scope),
    market.offersWithoutApplications(db, scope, before),
    market.medianToFirstCandidateChange(db, scope),
    market.medianToFilled(db, scope),
  ]);
  return {
    publicadasPorMes: months,
    porSector: sectors,
    porTitulacion: degrees,
    candidaturasPorOferta: buckets(APPLICATION_COUNT_BANDS, perOffer),
    sinCandidaturas14Dias: idle,
    medianaPrimerCambio: firstChange,
    medianaCubierta: filled,
  };
}

export async function studentReport(db: Db, scope: ReportScope): Promise<TStudentReport> {
  const [placement, hosts, abroad] = await Promise.all([
    people.placementByDegree(db, scope),
    people.topHosts(db, scope, TOP_HOSTS),
    people.studentsAbroad(db, scope),
  ]);
  return {
    colocacion: placement.map((p) => ({ ...p, tasa: rate(p.colocados, p.elegibles) })),
    empresasAnfitrionas: hosts,
    enElExtranjero: abroad,
  };
}

/**
 * A survey with assignments asks only its assigned users; one without, every active user its
 * flags address (the rule of content.ts SurveyAssignmentRow). A row per survey and audience asked.
 */
export async function surveyReport(db: Db, scope: ReportScope): Promise<TSurveyReport> {
  const perAudience = await Promise.all(SURVEY_AUDIENCES.map((a) => people.surveyAudience(db, scope, a)));
  const encuestas = SURVEY_AUDIENCES.flatMap((audiencia, i) =>
    perAudience[i].map((r) => {
      const destinatarios = r.asignada ? r.asignados : r.dirigida ? r.poblacion : 0;
      return {
        idEncuesta: r.idEncuesta,
        tituloEs: r.tituloEs,
        tituloCa: r.tituloCa,
        audiencia,
        destinatarios,
        respuestas: r.respuestas,
        tasa: rate(r.respuestas, destinatarios),
      };
    }),
  )
    .filter((r) => r.destinatarios > 0 || r.respuestas > 0)
    .sort((a, b) => a.idEncuesta - b.idEncuesta);
  return { encuestas };
}

export async function officeWorkReport(db: Db, scope: ReportScope): Promise<TOfficeWorkReport> {
  const [weeks, ...queues] = await Promise.all([
    people.validationsPerWeek(db, scope),
    ...OFFICE_QUEUES.map((cola) =>
      cola === 'empresas' || cola === 'ofertas'
        ? people.medianAuditedQueue(db, scope, cola)
        : people.medianRequestQueue(db, scope, cola),
    ),
  ]);
  return {
    validadosPorSemana: weeks,
    tiempoEnCola: OFFICE_QUEUES.map((cola, i) => ({ cola, ...queues[i] })),
  };
}

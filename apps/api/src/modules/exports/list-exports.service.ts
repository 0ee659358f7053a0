import { EXPORT_LISTS, EXPORT_MAX_ROWS, type TExportColumn } from '@portal/contracts/exports/export-columns';
import type { TProposalListQuery } from '@portal/contracts/proposals/proposals.schemas';
import { isoDay } from '@portal/contracts/proposals/states';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { listInternships, type InternshipScope } from '../company-internships/company-internships.service';
import { findEvent } from '../office/content/content.repository';
import { answersOf } from '../office/surveys/survey-results.service';
import { findBrandSurvey, questionsOf } from '../office/surveys/surveys.repository';
import type { CompanyScope } from '../proposals/offer-form.service';
import { listProposals } from '../proposals/proposals.service';
import type { TExportFormat, TExportValue } from './export-writer';
import {
  chosenColumns,
  type ExportPlan,
  fileName,
  keysetRows,
  type Lang,
  listOf,
  refuseTooLarge,
  requireList,
} from './exports.service';
import * as repo from './list-exports.repository';
import { INTERNSHIP_STATE_TEXTS } from './office-list-exports.service';

/**
 * The exports of the remaining lists (issue #17 'Exports': "event enrolments, survey answers ...
 * and the company's lists (its offers ... its internships)"): each under its list's own
 * authorisation and scope, with the columns of contracts/exports/export-columns.ts.
 */

type TExportAsk = { formato: TExportFormat; columnas?: string };
const PAGE_SIZE = 1000;

/** The rows of a list the company endpoint already builds whole (bounded by the list's own cap), as one page. */
async function* onePage(values: Record<string, TExportValue>[], columns: readonly TExportColumn[]) {
  yield values.map((v) => columns.map((c) => v[c.key]));
}

/** GET /api/Gestion/contenidos/eventos/:idEvento/inscritos/exportar: the brand's people enrolled, as the list. */
export async function exportEventEnrolments(
  db: Db,
  user: AuthUser,
  brandKey: string,
  eventId: number,
  query: TExportAsk,
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  // The same gate as the list: content.manage in this brand, then the event (its own or shared), else 230.
  const { key } = await requireList(db, user, brandKey, 'inscritos');
  if (!(await findEvent(db, brandKey, eventId))) throw new AppError(Status.ContentNotFound);
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  refuseTooLarge(await repo.enrolmentsCount(db, eventId, brandKey), maxRows);
  return {
    fileName: fileName(EXPORT_LISTS.inscritos.file, query.formato),
    sheetName: user.lang === 'ca' ? 'Inscrits' : 'Inscritos',
    columns,
    rows: keysetRows(
      async (after, limit) =>
        (await repo.enrolmentsPage(db, eventId, brandKey, after, limit)).map((r) => ({ ...r, id: Number(r.id) })),
      (r) => ({
        idUsuario: r.id,
        nombre: `${r.nombre} ${r.apellidos}`.trim(),
        email: r.email,
        fechaInscripcion: r.created_at,
        asistio: r.asistio === null ? null : Number(r.asistio) === 1,
      }),
      columns,
    ),
  };
}

/**
 * GET /api/Gestion/encuestas/:idEncuesta/resultados/exportar: the answers behind the results, one
 * row per answered question (long format, to pivot). An anonymous survey exports nobody's name nor
 * date, and numbers its responses 1, 2, 3... instead of their ids, as its results show no one.
 */
export async function exportSurveyAnswers(
  db: Db,
  user: AuthUser,
  brandKey: string,
  surveyId: number,
  query: TExportAsk,
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = await requireList(db, user, brandKey, 'respuestas');
  const survey = await findBrandSurvey(db, surveyId, brandKey);
  if (!survey) throw new AppError(Status.OfficeSurveyNotFound);
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const questions = await questionsOf(db, survey.id);
  // At most one row per question of each response.
  refuseTooLarge((await repo.responsesCount(db, survey.id)) * Math.max(1, questions.length), maxRows);
  const lang: Lang = user.lang;
  const anonymous = Number(survey.anonima) === 1;
  const asked = questions.map((q) => ({
    id: q.id,
    orden: Number(q.orden),
    texto: (lang === 'ca' && q.texto_ca) || q.texto,
    isText: q.tipo === 'text',
    options: new Map(
      (JSON.parse(q.opciones || '[]') as Array<{ idRespuesta: number; texto: string; texto_ca?: string }>).map((o) => [
        o.idRespuesta,
        (lang === 'ca' && o.texto_ca) || o.texto,
      ]),
    ),
  }));
  async function* rows(): AsyncGenerator<TExportValue[][]> {
    let after = 0;
    let ordinal = 0;
    for (;;) {
      const page = await repo.responsesPage(db, survey!.id, after, PAGE_SIZE);
      const out: TExportValue[][] = [];
      for (const r of page) {
        ordinal += 1;
        const answers = answersOf(r.respuestas);
        for (const q of asked) {
          const mine = answers.filter((a) => a.idPregunta === q.id);
          const value = mine
            .map((a) => (q.isText ? a.texto : a.idRespuesta != null ? q.options.get(a.idRespuesta) : undefined))
            .filter((v): v is string => !!v)
            .join(', ');
          if (!value) continue;
          const values: Record<string, TExportValue> = {
            idRespuesta: anonymous ? ordinal : Number(r.id),
            fecha: anonymous ? null : r.updated_at,
            persona: anonymous ? null : [r.nombre, r.apellidos].filter(Boolean).join(' ').trim() || null,
            orden: q.orden,
            pregunta: q.texto,
            respuesta: value,
          };
          out.push(columns.map((c) => values[c.key]));
        }
      }
      yield out;
      if (page.length < PAGE_SIZE) return;
      after = Number(page[page.length - 1].id);
    }
  }
  return {
    fileName: fileName(EXPORT_LISTS.respuestas.file, query.formato),
    sheetName: lang === 'ca' ? 'Respostes' : 'Respuestas',
    columns,
    rows: rows(),
  };
}

/** dd/mm/yyyy of a card as the ISO day the writer types. */
const isoOf = (ddmmyyyy: string | null) => (ddmmyyyy ? ddmmyyyy.split('/').reverse().join('-') : null);

/** GET /api/Empresa/dameProcesosEmpleoYpracticas/exportar: the company's own offers, with the list's filters. */
export async function exportCompanyOffers(
  db: Db,
  user: AuthUser,
  scope: CompanyScope,
  query: TProposalListQuery & TExportAsk,
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('procesos', user);
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  // The list itself (scoped to the token's company), so the file has exactly its cards.
  const { procesos } = await listProposals(db, scope, query, isoDay());
  refuseTooLarge(procesos.length, maxRows);
  return {
    fileName: fileName(EXPORT_LISTS.procesos.file, query.formato),
    sheetName: scope.lang === 'ca' ? 'Ofertes' : 'Ofertas',
    columns,
    rows: onePage(
      procesos.map((p) => ({
        idOferta: p.idoferta,
        titulo: p.titulo,
        tipo: p.textoPerfilOferta,
        estado: p.estado,
        fecha: isoOf(p.fecha),
        fechaCaducidad: p.fechaCaducidad,
        provincia: p.provincia,
        numCandidatos: p.numCandidatos,
        numCandidatosNoLeidos: p.numCandidatosNoLeidos,
      })),
      columns,
    ),
  };
}

/** GET /api/Empresa/damePracticas/exportar: the internships assigned to the company, as the list. */
export async function exportCompanyInternships(
  db: Db,
  user: AuthUser,
  scope: InternshipScope,
  query: TExportAsk,
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('practicasEmpresa', user);
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const internships = await listInternships(db, scope);
  refuseTooLarge(internships.length, maxRows);
  const lang = scope.lang;
  return {
    fileName: fileName(EXPORT_LISTS.practicasEmpresa.file, query.formato),
    sheetName: lang === 'ca' ? 'Pràctiques' : 'Prácticas',
    columns,
    rows: onePage(
      internships.map((i) => ({
        idPractica: i.idPractica,
        titulo: i.titulo,
        alumno: `${i.alumno.nombre} ${i.alumno.apellidos}`.trim(),
        email: i.alumno.email,
        estado: INTERNSHIP_STATE_TEXTS[i.estado][lang],
        fechaInicio: i.fechaInicio,
        fechaFin: i.fechaFin,
        curso: i.curso,
        titulacion: i.titulacion,
        tutorEmpresa: [i.tutorEmpresa.nombre, i.tutorEmpresa.apellidos].filter(Boolean).join(' ') || null,
        horasTotales: i.horasTotales,
      })),
      columns,
    ),
  };
}

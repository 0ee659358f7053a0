import type {
  TOfficeApplicationItem,
  TOfficeApplicationListQuery,
  TOfficeApplicationPage,
} from '@portal/contracts/office/applications.schemas';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { domainLabels } from '../../proposals/labels';
import { degreeNamesOf } from '../students/students.repository';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { companyOfBrand } from '../internships/internships.repository';
import * as repo from './applications.repository';
import { officeStateName } from './office-state-names';

/**
 * The office's applications (issue #17: "applications" among the console's lists that export):
 * the brand's candidaturas with offer, company, student, degree, candidate state and dates. The
 * list shows students, so it needs 'students.read' and keeps a scoped gestor to their campuses'
 * students as the students list does (students.service.ts); another brand's never appear. The
 * export (exports module) reads the same filter through `applicationFilter`.
 */
type Lang = 'es' | 'ca';

export async function applicationsActor(db: Db, user: AuthUser, brandKey: string): Promise<OfficeActor> {
  return requireOffice(db, user, brandKey, 'students.read');
}

export function applicationFilter(
  actor: OfficeActor,
  query: Pick<TOfficeApplicationListQuery, 'q' | 'oferta' | 'empresa' | 'estado' | 'titulacion'>,
): repo.ApplicationFilter {
  return {
    brandKey: actor.brandKey,
    campusIds: actor.campusIds,
    q: query.q || undefined,
    offerId: query.oferta,
    companyId: query.empresa,
    state: query.estado,
    degreeId: query.titulacion,
  };
}

/**
 * Rows as the list and the file show them: the state's and the degrees' names in the user's
 * language; a state the office names neutrally under its own name (#16 part 4).
 */
export async function toItems(db: Db, rows: repo.ApplicationRecord[], lang: Lang): Promise<TOfficeApplicationItem[]> {
  const [states, degrees] = await Promise.all([
    domainLabels(
      db,
      'estadosCandidaturasAlumno',
      rows.map((r) => Number(r.estado)),
      lang,
    ),
    degreeNamesOf(db, [...new Set(rows.map((r) => Number(r.student_id)))]),
  ]);
  const degreesOf = new Map<number, string[]>();
  for (const d of degrees) {
    const list = degreesOf.get(Number(d.student_id)) ?? [];
    list.push(lang === 'ca' ? d.name_ca : d.name_es);
    degreesOf.set(Number(d.student_id), list);
  }
  return rows.map((r) => ({
    idCandidatura: Number(r.id),
    idOferta: Number(r.offer_id),
    oferta: (lang === 'ca' && r.titulo_ca) || r.titulo,
    idEmpresa: Number(r.company_id),
    empresa: r.company_comercial || r.company_nombre,
    idAlumno: Number(r.student_id),
    alumno: [r.nombre, r.apellidos].filter(Boolean).join(' '),
    email: r.email,
    titulaciones: degreesOf.get(Number(r.student_id)) ?? [],
    idEstado: Number(r.estado),
    estado: officeStateName(Number(r.estado), lang) ?? states.get(Number(r.estado)) ?? String(r.estado),
    fecha: r.created_at,
    actualizada: r.updated_at,
  }));
}

/** GET /api/Gestion/candidaturas: one page, newest first. */
export async function listApplications(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: TOfficeApplicationListQuery,
): Promise<TOfficeApplicationPage> {
  const actor = await applicationsActor(db, user, brandKey);
  const filter = applicationFilter(actor, query);
  const lang: Lang = user.lang;
  const [{ rows, total }, offer, company] = await Promise.all([
    repo.listApplications(db, filter, query.tamano, (query.pagina - 1) * query.tamano),
    query.oferta ? repo.offerOfBrand(db, query.oferta, brandKey) : undefined,
    query.empresa ? companyOfBrand(db, query.empresa, brandKey) : undefined,
  ]);
  return {
    items: await toItems(db, rows, lang),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
    oferta: offer ? { id: Number(offer.id), titulo: (lang === 'ca' && offer.titulo_ca) || offer.titulo } : null,
    empresa: company ? { id: Number(company.id), nombre: company.nombre_comercial || company.nombre } : null,
  };
}

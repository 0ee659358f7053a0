import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { requirementConditions } from './offer-requirements';
import { hasNothingSearchable } from './offer-search';
import type { StudentProfile } from './student-profile.repository';

/**
 * The one WHERE builder of the student offer lists: the page query and the count query use the
 * same conditions (over the offer aliased `o`). The first conditions match the partial index
 * offers_student_list_idx (brand, type, state 'publicada' written as a literal so that both
 * planners can prove the index predicate), so a page walks the index in its sort order.
 */
export interface ListScope {
  brandKey: string;
  tipo: TOfferKind;
  /** 'YYYY-MM-DD' and ISO timestamp of the request. */
  today: string;
  now: string;
  userId: number;
}

type Condition = RawBuilder<SqlBool>;

function inList(column: string, ids: number[]): Condition {
  return sql<SqlBool>`${sql.ref(column)} IN (${sql.join(ids)})`;
}

/**
 * SPEC §2/§7: published, open, not expired, of the brand, for the student's degrees and group.
 * The student's degrees and group are read by the same statement (uncorrelated subqueries, run
 * once), so a page is one query.
 */
export function audienceConditions(scope: ListScope): Condition[] {
  const me = scope.userId;
  return [
    sql<SqlBool>`o.brand_key = ${scope.brandKey}`,
    sql<SqlBool>`o.tipo = ${scope.tipo}`,
    sql<SqlBool>`o.estado = 'publicada'`,
    sql<SqlBool>`o.published_at <= ${scope.now}`,
    sql<SqlBool>`(o.fecha_caducidad IS NULL OR o.fecha_caducidad >= ${scope.today})`,
    // A proposal with a preselected candidate is not open to others (SPEC §2).
    sql<SqlBool>`o.preselected_student_id IS NULL`,
    sql<SqlBool>`(o.student_group IS NULL OR o.student_group = (SELECT s.grupo FROM students s WHERE s.user_id = ${me}))`,
    sql<SqlBool>`EXISTS (SELECT 1 FROM offer_degrees od WHERE od.offer_id = o.id AND od.degree_id IN (SELECT ss.degree_id FROM student_studies ss WHERE ss.student_id = ${me} AND ss.from_university = 1 AND ss.baja = 0))`,
  ];
}

/**
 * A list query: conditions on the offer `o`, and the full-text words (offers.repository.ts turns
 * them into the engine's search, which on SQLite also decides how the page is read).
 */
export interface OfferWhere {
  conditions: Condition[];
  words: string[];
}

/**
 * SPEC §2 filters and the per-type lists of SPEC §9 (the caller has checked that each filter
 * belongs to the type), except the full text (`titulo`, see OfferWhere). `profile` is needed
 * only for encajaCV.
 */
export function filterConditions(
  scope: ListScope,
  filters: TOfferFilters,
  profile: StudentProfile | null,
): Condition[] {
  const c: Condition[] = [];
  // Issue #12 item 9: a text with nothing searchable ('%', '_', '\\') is a search that finds
  // nothing; it used to drop the search and list every offer.
  if (hasNothingSearchable(filters.titulo)) c.push(sql<SqlBool>`1 = 0`);
  if (filters.provincia?.length) c.push(inList('o.province_id', filters.provincia));
  if (filters.isla?.length) c.push(inList('o.island_id', filters.isla));
  if (filters.titulaciones?.length) {
    c.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM offer_degrees fd WHERE fd.offer_id = o.id AND ${inList('fd.degree_id', filters.titulaciones)})`,
    );
  }
  if (filters.areasTitulaciones?.length) {
    c.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM offer_degrees fa JOIN degrees d ON d.id = fa.degree_id WHERE fa.offer_id = o.id AND ${inList('d.area_id', filters.areasTitulaciones)})`,
    );
  }
  // Publication timestamps and 'YYYY-MM-DD' dates compare correctly as text.
  if (filters.fechaPublicacion) c.push(sql<SqlBool>`o.published_at >= ${filters.fechaPublicacion}`);
  if (filters.fechainicio) c.push(sql<SqlBool>`o.fecha_inicio >= ${filters.fechainicio}`);
  if (filters.etiquetas?.length) {
    c.push(
      sql<SqlBool>`EXISTS (SELECT 1 FROM offer_labels l WHERE l.offer_id = o.id AND l.label IN (${sql.join(filters.etiquetas)}))`,
    );
  }
  if (filters.omitirInscritos) {
    c.push(
      sql<SqlBool>`NOT EXISTS (SELECT 1 FROM applications a WHERE a.offer_id = o.id AND a.student_id = ${scope.userId})`,
    );
  }
  if (filters.trabajoFin) c.push(sql<SqlBool>`o.thesis = ${filters.trabajoFin}`);
  if (filters.internacional) c.push(sql<SqlBool>`o.international = 1`);
  if (filters.contrato?.length) c.push(inList('o.contrato', filters.contrato));
  if (filters.salario !== undefined) c.push(sql<SqlBool>`o.salario >= ${filters.salario}`);
  if (filters.areaFuncional?.length) c.push(inList('o.area_funcional_id', filters.areaFuncional));
  if (filters.nivelesTitulaciones?.length) c.push(inList('o.nivel_titulacion_id', filters.nivelesTitulaciones));
  if (filters.tiposFormacion?.length) c.push(inList('o.tipo_formacion_id', filters.tiposFormacion));
  if (filters.tituloPrograma?.length) c.push(inList('o.programme_id', filters.tituloPrograma));
  if (filters.encajaCV && profile) c.push(...matchingConditions(profile, scope.today));
  return c;
}

/**
 * SPEC §4 Matching-offers mode: beyond the audience (which already implies the degree level),
 * the requirements of the offer must fit the student's CV.
 */
export function matchingConditions(profile: StudentProfile, today: string): Condition[] {
  return requirementConditions(profile, today);
}

export function and(conditions: Condition[]): Condition {
  return conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(conditions, sql` AND `)}`;
}

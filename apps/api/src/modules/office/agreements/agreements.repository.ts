import type { TAgreementState } from '@portal/contracts/agreements/agreement-states';
import { LIVE_INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import type { Insertable, Updateable } from 'kysely';
import type { AgreementRow, AgreementSignerRow } from '../../../db/tables/agreements';
import type { DocumentRow } from '../../../db/tables/documents';
import type { Db } from '../../../platform/db';

/** Plain queries of the office's agreements (issue #14 '4. Agreements'); the rules live in agreements.service.ts. */

export interface OfficeAgreementFilter {
  brandKey: string;
  estado: TAgreementState;
  q?: string;
  orden: 'antiguedad' | 'recientes' | 'empresa' | 'codigo' | 'caducidad';
  limit: number;
  offset: number;
}

/** Internships that still need their company's agreement: the live ones (not refused, cancelled or finished). */
const DEPENDENT_INTERNSHIP_STATES = LIVE_INTERNSHIP_STATES;

/** The list's where clause, also used by its export (issue #17 'Exports'). */
export function filtered(db: Db, f: Pick<OfficeAgreementFilter, 'brandKey' | 'estado' | 'q'>) {
  // brand + estado (+ estado_desde for the order) is agreements_brand_state_since_idx (migration 0016).
  let query = db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .where('a.brand_key', '=', f.brandKey)
    .where('a.estado', '=', f.estado);
  if (f.q) {
    // LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine.
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(eb.fn('lower', ['c.nombre_comercial']), 'like', like),
        eb(eb.fn('lower', ['c.cif']), 'like', like),
        eb(eb.fn('lower', ['a.codigo']), 'like', like),
      ]),
    );
  }
  return query;
}

function withFirstInternship<T extends ReturnType<typeof filtered>>(query: T) {
  return query.select((eb) =>
    eb
      .selectFrom('internships as i')
      .select((e) => e.fn.min<string>('i.fecha_inicio').as('inicio'))
      .whereRef('i.company_id', '=', 'a.company_id')
      .where('i.estado', 'in', [...DEPENDENT_INTERNSHIP_STATES])
      .as('inicio_primera_practica'),
  );
}

const ITEM_COLUMNS = [
  'a.id',
  'a.codigo',
  'a.company_id',
  'a.estado',
  'a.estado_desde',
  'a.created_at',
  'a.fecha_caducidad',
  'c.nombre as company_nombre',
  'c.nombre_comercial as company_comercial',
  'c.cif as company_cif',
] as const;

/**
 * The count of one queue. Without a search it reads agreements_brand_state_since_idx alone: every
 * agreement has its company (NOT NULL foreign key), so joining companies (a lookup per row, 18 ms
 * for the 6,000 agreements of one state among 50,000 on SQLite) would count the same rows.
 */
export function countAgreements(db: Db, f: Pick<OfficeAgreementFilter, 'brandKey' | 'estado' | 'q'>) {
  const query = f.q
    ? filtered(db, f)
    : db.selectFrom('agreements as a').where('a.brand_key', '=', f.brandKey).where('a.estado', '=', f.estado);
  return query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
}

export async function listAgreements(db: Db, f: OfficeAgreementFilter) {
  let page = withFirstInternship(filtered(db, f)).select(ITEM_COLUMNS);
  page =
    f.orden === 'recientes'
      ? page.orderBy('a.estado_desde', 'desc').orderBy('a.id', 'desc')
      : f.orden === 'empresa'
        ? page.orderBy('c.nombre').orderBy('a.id')
        : f.orden === 'codigo'
          ? page.orderBy('a.codigo').orderBy('a.id')
          : f.orden === 'caducidad'
            ? page.orderBy('a.fecha_caducidad').orderBy('a.id')
            : page.orderBy('a.estado_desde').orderBy('a.id');
  const [rows, count] = await Promise.all([page.limit(f.limit).offset(f.offset).execute(), countAgreements(db, f)]);
  return { rows, total: Number(count.n) };
}

export function findAgreementOfBrand(db: Db, agreementId: number, brandKey: string) {
  const one = db
    .selectFrom('agreements as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .where('a.id', '=', agreementId)
    .where('a.brand_key', '=', brandKey);
  return withFirstInternship(one)
    .select([
      ...ITEM_COLUMNS,
      'a.fecha_solicitud',
      'a.fecha_firma',
      'a.nombre',
      'a.apellidos',
      'a.cargo',
      'a.email',
      'a.observaciones',
      'a.observaciones_ca',
      'a.firma_fuera_fecha',
      'a.firma_fuera_por',
    ])
    .executeTakeFirst();
}
export type OfficeAgreementRow = NonNullable<Awaited<ReturnType<typeof findAgreementOfBrand>>>;

export function signers(db: Db, agreementId: number) {
  return db
    .selectFrom('agreement_signers')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('fecha_firma')
    .orderBy('id')
    .execute();
}

/** The agreement's documents, each with the role of whoever uploaded it (a company contact or the office). */
export function documents(db: Db, agreementId: number) {
  return db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.owner_user_id')
    .select(['d.id', 'd.nombre', 'd.created_at', 'd.storage_key', 'd.mime', 'u.role'])
    .where('d.agreement_id', '=', agreementId)
    .where('d.kind', '=', 'agreement')
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
}

/** The company's own signed uploads: what the office checks before sending it to the Secretaría. */
export async function hasCompanyUpload(db: Db, agreementId: number): Promise<boolean> {
  const row = await db
    .selectFrom('documents as d')
    .leftJoin('users as u', 'u.id', 'd.owner_user_id')
    .select('d.id')
    .where('d.agreement_id', '=', agreementId)
    .where('d.kind', '=', 'agreement')
    .where((eb) => eb.or([eb('u.role', 'is', null), eb('u.role', '!=', 'staff')]))
    .executeTakeFirst();
  return !!row;
}

/** Updates only when the row is still in `expected`, so that two requests cannot both move it. */
export async function updateAgreement(
  db: Db,
  agreementId: number,
  expected: TAgreementState,
  row: Updateable<AgreementRow>,
): Promise<boolean> {
  const res = await db
    .updateTable('agreements')
    .set(row)
    .where('id', '=', agreementId)
    .where('estado', '=', expected)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function insertSigners(db: Db, rows: Insertable<AgreementSignerRow>[]): Promise<void> {
  if (rows.length) await db.insertInto('agreement_signers').values(rows).execute();
}

export async function insertDocument(db: Db, row: Insertable<DocumentRow>): Promise<number> {
  const { id } = await db.insertInto('documents').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function contactsToTell(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .leftJoin('users as u', 'u.id', 'cc.user_id')
    .select(['cc.user_id', 'cc.email', 'u.preferred_language', 'u.email as login_email'])
    .where('cc.company_id', '=', companyId)
    .where((eb) => eb.or([eb('cc.user_id', 'is not', null), eb('cc.principal', '=', 1)]))
    .orderBy('cc.id')
    .execute();
}

export function timeline(db: Db, brandKey: string, agreementId: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.occurred_at', 'u.email', 'a.actor_role', 'a.action', 'a.from_state', 'a.to_state', 'a.reason'])
    .where('a.brand_key', '=', brandKey)
    .where('a.object_type', '=', 'agreement')
    .where('a.object_id', '=', String(agreementId))
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}

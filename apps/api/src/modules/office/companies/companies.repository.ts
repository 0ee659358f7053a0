import type { TCompanyState } from '@portal/contracts/office/companies.schemas';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/database';
import { isPostgres } from '../../../db/schema-helpers';
import type { Db } from '../../../platform/db';

/** Plain queries of the office's companies (issue #14 '2. Companies'); the rules live in companies.service.ts. */

export interface CompanyFilter {
  brandKey: string;
  nombre?: string;
  cif?: string;
  estado?: TCompanyState;
  sector?: number;
  provincia?: number;
  orden: 'nombre' | 'cif' | 'alta' | 'estado';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

type CompanyEb = ExpressionBuilder<Database & { c: Database['companies'] }, 'c'>;

/** LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine. */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '')}%`;

function stateWhere(eb: CompanyEb, state: TCompanyState): Expression<SqlBool> {
  switch (state) {
    case 'bloqueada':
      return eb('c.blocked', '=', 1);
    case 'validada':
      return eb.and([eb('c.blocked', '=', 0), eb('c.validated', '=', 1)]);
    case 'rechazada':
      return eb.and([eb('c.blocked', '=', 0), eb('c.validated', '=', 0), eb('c.rejected_at', 'is not', null)]);
    case 'pendiente':
      return eb.and([eb('c.blocked', '=', 0), eb('c.validated', '=', 0), eb('c.rejected_at', 'is', null)]);
  }
}

/** The state as one sortable number: pending first, then rejected, validated, blocked. */
const stateRank = sql<number>`CASE WHEN c.blocked = 1 THEN 3 WHEN c.validated = 1 THEN 2 WHEN c.rejected_at IS NOT NULL THEN 1 ELSE 0 END`;

/** The list's where clause, also used by its export (issue #17 'Exports'). */
export function filtered(
  db: Db,
  f: Pick<CompanyFilter, 'brandKey' | 'nombre' | 'cif' | 'estado' | 'sector' | 'provincia'>,
) {
  let query = db.selectFrom('companies as c').where('c.brand_key', '=', f.brandKey);
  if (f.nombre) {
    const like = likeOf(f.nombre);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['c.nombre']), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('c.nombre_comercial', sql.lit(''))]), 'like', like),
      ]),
    );
  }
  if (f.cif) query = query.where((eb) => eb(eb.fn('lower', ['c.cif']), 'like', likeOf(f.cif!.replace(/[\s-]/g, ''))));
  if (f.estado) {
    const state = f.estado;
    query = query.where((eb) => stateWhere(eb, state));
  }
  if (f.sector) query = query.where('c.sector_id', '=', f.sector);
  if (f.provincia) query = query.where('c.province_id', '=', f.provincia);
  return query;
}

const LIST_COLUMNS = [
  'c.id',
  'c.nombre',
  'c.nombre_comercial',
  'c.cif',
  'c.validated',
  'c.blocked',
  'c.rejected_at',
  'c.sector_id',
  'c.province_id',
  'c.created_at',
  'c.brand_key',
] as const;

function withNames(query: ReturnType<typeof filtered>) {
  return query
    .leftJoin('provinces as p', 'p.id', 'c.province_id')
    .leftJoin('domain_items as s', (join) =>
      join.onRef('s.id', '=', 'c.sector_id').on('s.list', '=', 'sectoresActividad'),
    )
    .select([
      ...LIST_COLUMNS,
      'p.name_es as province_es',
      'p.name_ca as province_ca',
      's.name_es as sector_es',
      's.name_ca as sector_ca',
    ])
    .select((eb) =>
      eb
        .selectFrom('companies as d')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('d.brand_key', '=', 'c.brand_key')
        .where((e) => e(e.fn('upper', ['d.cif']), '=', e.fn('upper', ['c.cif'])))
        .whereRef('d.id', '<>', 'c.id')
        .as('duplicates'),
    );
}

export type CompanyListRow = Awaited<ReturnType<typeof listCompanies>>['rows'][number];

export async function listCompanies(db: Db, f: CompanyFilter) {
  let page = withNames(filtered(db, f));
  const column = { nombre: sql`lower(c.nombre)`, cif: sql`upper(c.cif)`, alta: sql`c.created_at`, estado: stateRank }[
    f.orden
  ];
  page = f.dir === 'asc' ? page.orderBy(column, 'asc') : page.orderBy(column, 'desc');
  const [rows, count] = await Promise.all([
    page.orderBy('c.id', f.dir).limit(f.limit).offset(f.offset).execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findCompanyRow(db: Db, id: number, brandKey: string) {
  return withNames(
    db.selectFrom('companies as c').where('c.id', '=', id).where('c.brand_key', '=', brandKey) as ReturnType<
      typeof filtered
    >,
  )
    .select([
      'c.email',
      'c.telefono',
      'c.web',
      'c.direccion',
      'c.cp',
      'c.localidad',
      'c.descripcion',
      'c.iban',
      'c.rejection_reason',
    ])
    .executeTakeFirst();
}

/** Everything the company entered, for its sheet. */
export async function companyParts(db: Db, id: number) {
  const [signer, contacts, centres, accounts, agreements, offers, internships, documents] = await Promise.all([
    db
      .selectFrom('company_signers')
      .select(['nombre', 'apellidos', 'cargo', 'email'])
      .where('company_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('company_contacts')
      .select(['id', 'nombre', 'apellidos', 'puesto', 'email', 'telefono1', 'principal', 'user_id'])
      .where('company_id', '=', id)
      .orderBy('principal', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('work_centres')
      .select(['id', 'nombre', 'direccion', 'localidad', 'telefono'])
      .where('company_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('billing_accounts')
      .select(['id', 'nombre_fiscal', 'cif', 'domicilio_fiscal', 'poblacion', 'cp'])
      .where('company_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('agreements')
      .select(['id', 'codigo', 'estado', 'fecha_solicitud', 'fecha_caducidad'])
      .where('company_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('offers')
      .select(['id', 'titulo', 'tipo', 'estado', 'created_at'])
      .where('company_id', '=', id)
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('internships')
      .select(['id', 'titulo', 'estado', 'fecha_inicio', 'fecha_fin'])
      .where('company_id', '=', id)
      .orderBy('id', 'desc')
      .limit(200)
      .execute(),
    db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('company_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { signer, contacts, centres, accounts, agreements, offers, internships, documents: Number(documents.n) };
}

/** The other records of the brand with the same CIF. */
export function sameCif(db: Db, id: number, cif: string, brandKey: string) {
  return db
    .selectFrom('companies as c')
    .select(['c.id', 'c.nombre', 'c.validated', 'c.blocked', 'c.rejected_at', 'c.created_at'])
    .where('c.brand_key', '=', brandKey)
    .where((eb) => eb(eb.fn('upper', ['c.cif']), '=', cif.toUpperCase()))
    .where('c.id', '<>', id)
    .orderBy('c.id')
    .execute();
}

/** The company's timeline: its audit rows, oldest first, with the author's name. */
export function timeline(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.occurred_at',
      'a.action',
      'a.actor_role',
      'a.from_state',
      'a.to_state',
      'a.reason',
      'u.nombre',
      'u.apellidos',
      'u.email',
    ])
    .where('a.brand_key', '=', brandKey)
    .where('a.object_type', '=', 'company')
    .where('a.object_id', '=', String(id))
    .orderBy('a.id')
    .limit(500)
    .execute();
}

/** Locks the company's row for the decision (PostgreSQL; SQLite writes one at a time anyway). */
export function lockCompany(db: Db, id: number, brandKey: string) {
  return db
    .selectFrom('companies')
    .select(['id', 'nombre', 'cif', 'validated', 'blocked', 'rejected_at', 'email'])
    .where('id', '=', id)
    .where('brand_key', '=', brandKey)
    .$if(isPostgres(db), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function setDecision(
  db: Db,
  id: number,
  values: { validated?: number; blocked?: number; rejected_at?: string | null; rejection_reason?: string | null },
  now: string,
) {
  await db
    .updateTable('companies')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The company's contacts who sign in, with their language, and its main contacts' addresses. */
export function contactsToTell(db: Db, companyId: number) {
  return db
    .selectFrom('company_contacts as cc')
    .leftJoin('users as u', 'u.id', 'cc.user_id')
    .select(['cc.user_id', 'cc.email', 'cc.principal', 'u.preferred_language', 'u.email as login_email'])
    .where('cc.company_id', '=', companyId)
    .where((eb) => eb.or([eb('cc.user_id', 'is not', null), eb('cc.principal', '=', 1)]))
    .orderBy('cc.id')
    .execute();
}

/** Tables whose rows simply follow their company in a merge. */
const FOLLOW_THE_COMPANY = [
  'company_contacts',
  'work_centres',
  'billing_accounts',
  'offers',
  'agreements',
  'internships',
  'practice_requests',
  'education_requests',
  'internship_change_requests',
  'documents',
  'notifications',
  'deregistration_requests',
] as const;

/**
 * Moves everything of `fromId` to `intoId` and deletes `fromId` (inside the caller's transaction).
 * Answers how many rows moved per table. A contact present in both (same login user) is kept once;
 * a programme adhesion both have is kept once; the kept record's signer wins.
 */
export async function moveCompanyInto(
  db: Db,
  intoId: number,
  fromId: number,
  now: string,
): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  // A login user who is a contact of both companies keeps one contact row: the kept company's.
  const keptUsers = await db
    .selectFrom('company_contacts')
    .select('user_id')
    .where('company_id', '=', intoId)
    .where('user_id', 'is not', null)
    .execute();
  const userIds = keptUsers.map((r) => r.user_id!).filter((x): x is number => x !== null);
  if (userIds.length) {
    const twins = await db
      .selectFrom('company_contacts')
      .select(['id', 'user_id'])
      .where('company_id', '=', fromId)
      .where('user_id', 'in', userIds)
      .execute();
    for (const twin of twins) {
      const kept = await db
        .selectFrom('company_contacts')
        .select('id')
        .where('company_id', '=', intoId)
        .where('user_id', '=', twin.user_id)
        .executeTakeFirstOrThrow();
      await db.updateTable('work_centres').set({ contact_id: kept.id }).where('contact_id', '=', twin.id).execute();
      await db
        .updateTable('offers')
        .set({ tutor_empresa_contact_id: kept.id })
        .where('tutor_empresa_contact_id', '=', twin.id)
        .execute();
      await db.deleteFrom('company_contacts').where('id', '=', twin.id).execute();
    }
  }
  // The duplicate's main contact is no longer the main one: the kept company has its own.
  await db.updateTable('company_contacts').set({ principal: 0 }).where('company_id', '=', fromId).execute();
  await db
    .deleteFrom('programme_adhesions')
    .where('company_id', '=', fromId)
    .where('programme_id', 'in', (eb) =>
      eb.selectFrom('programme_adhesions').select('programme_id').where('company_id', '=', intoId),
    )
    .execute();
  for (const table of [...FOLLOW_THE_COMPANY, 'programme_adhesions'] as const) {
    const result = await db
      .updateTable(table)
      .set({ company_id: intoId })
      .where('company_id', '=', fromId)
      .executeTakeFirst();
    moved[table] = Number(result.numUpdatedRows);
  }
  const keptSigner = await db
    .selectFrom('company_signers')
    .select('company_id')
    .where('company_id', '=', intoId)
    .executeTakeFirst();
  if (keptSigner) await db.deleteFrom('company_signers').where('company_id', '=', fromId).execute();
  else await db.updateTable('company_signers').set({ company_id: intoId }).where('company_id', '=', fromId).execute();
  await db.updateTable('companies').set({ updated_at: now }).where('id', '=', intoId).execute();
  await db.deleteFrom('companies').where('id', '=', fromId).execute();
  return moved;
}

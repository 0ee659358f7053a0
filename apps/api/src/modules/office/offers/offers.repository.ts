import type { Updateable } from 'kysely';
import type { OfferRow, OfferState, OfferType } from '../../../db/tables/offers';
import type { Db } from '../../../platform/db';

/** Plain queries of the office's offer validation (issue #14 '3. Offers'); the rules live in offers.service.ts. */

export interface OfficeOfferFilter {
  brandKey: string;
  estado: OfferState;
  tipo?: OfferType;
  q?: string;
  orden: 'antiguedad' | 'recientes' | 'titulo' | 'empresa';
  limit: number;
  offset: number;
}

/**
 * The offers of one queue, on the offers table alone (migration 0019's index answers it without
 * reading the rows): the company filter is one list of matching companies, read once, not a
 * join per offer. Every offer has its company (foreign key), so this is the join's answer.
 */
export function filtered(db: Db, f: OfficeOfferFilter) {
  let query = db.selectFrom('offers as o').where('o.brand_key', '=', f.brandKey).where('o.estado', '=', f.estado);
  if (f.tipo) query = query.where('o.tipo', '=', f.tipo);
  if (f.q) {
    // LIKE wildcards typed by the user are dropped rather than escaped: ESCAPE differs by engine.
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, '')}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['o.titulo']), 'like', like),
        eb(
          'o.company_id',
          'in',
          eb
            .selectFrom('companies as mc')
            .select('mc.id')
            .where((m) =>
              m.or([
                m(m.fn('lower', ['mc.nombre']), 'like', like),
                m(m.fn('lower', ['mc.nombre_comercial']), 'like', like),
              ]),
            ),
        ),
      ]),
    );
  }
  return query;
}

const ITEM_COLUMNS = [
  'o.id',
  'o.titulo',
  'o.tipo',
  'o.estado',
  'o.company_id',
  'o.created_at',
  'o.updated_at',
  'o.office_decision',
  'o.office_reason_code',
  'o.office_comment',
  'o.office_decided_at',
  'c.nombre as company_nombre',
  'c.nombre_comercial as company_comercial',
] as const;

type QueueOrder = [column: 'o.updated_at' | 'o.titulo' | 'c.nombre', direction: 'asc' | 'desc'];

const ORDERS: Record<OfficeOfferFilter['orden'], QueueOrder> = {
  antiguedad: ['o.updated_at', 'asc'],
  recientes: ['o.updated_at', 'desc'],
  titulo: ['o.titulo', 'asc'],
  empresa: ['c.nombre', 'asc'],
};

/** The count of one queue (its filters, whatever the sort or page): the index alone, no company join. */
export async function countOffers(db: Db, f: Omit<OfficeOfferFilter, 'orden' | 'limit' | 'offset'>): Promise<number> {
  const c = await filtered(db, { ...f, orden: 'antiguedad', limit: 0, offset: 0 })
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(c.n);
}

function ordered(db: Db, f: OfficeOfferFilter) {
  const [column, direction] = ORDERS[f.orden];
  return column === 'c.nombre'
    ? filtered(db, f).innerJoin('companies as c', 'c.id', 'o.company_id').orderBy('c.nombre')
    : filtered(db, f).orderBy(column, direction);
}

/**
 * The ids of one page of a queue, in the page's order, chosen on the offers table alone (migration
 * 0019's indexes, walked in the page's order; the company is joined only to sort by its name).
 */
export async function pageOfferIds(db: Db, f: OfficeOfferFilter): Promise<number[]> {
  const rows = await ordered(db, f).select('o.id').orderBy('o.id').limit(f.limit).offset(f.offset).execute();
  return rows.map((r) => r.id);
}

/** The list rows of the given offers (with their company), in the order of `ids`. */
export async function offerRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select(ITEM_COLUMNS)
    .where('o.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One page of a queue and its count in as few passes as the engine allows (bench/README.md
 * 'Office queues'), for a request without the shared cache (offer-queue-cache.ts). The page's
 * offer ids are chosen on the offers table alone, then the page's 25 rows are read with their
 * company. Joining first let the planners scan every company and sort the whole queue (110 ms
 * for page 200 of 75,000 published offers on SQLite, 124 ms on PostgreSQL; now 1-3 ms).
 */
export async function listOffers(db: Db, f: OfficeOfferFilter) {
  const [column] = ORDERS[f.orden];
  if (!f.q && column !== 'c.nombre') {
    // The page stops after its rows in index order; the count reads the index alone.
    const [ids, total] = await Promise.all([pageOfferIds(db, f), countOffers(db, f)]);
    return { rows: await offerRows(db, ids), total };
  }
  // A search or the company sort reads every match anyway: one pass answers the page and the
  // count (a window count), instead of matching the text twice. Past the last page, the count alone.
  const page = await ordered(db, f)
    .select((eb) => ['o.id', eb.fn.countAll<number | string>().over().as('total')])
    .orderBy('o.id')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  const total = page.length > 0 ? Number(page[0].total) : f.offset === 0 ? 0 : await countOffers(db, f);
  return {
    rows: await offerRows(
      db,
      page.map((r) => r.id),
    ),
    total,
  };
}

export type OfficeOfferRow = Awaited<ReturnType<typeof listOffers>>['rows'][number] & {
  fecha_caducidad: string | null;
  url_acceso: string;
};

export function findOfferOfBrand(db: Db, offerId: number, brandKey: string): Promise<OfficeOfferRow | undefined> {
  return db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select([...ITEM_COLUMNS, 'o.fecha_caducidad', 'o.url_acceso'])
    .where('o.id', '=', offerId)
    .where('o.brand_key', '=', brandKey)
    .executeTakeFirst();
}

export interface OfferDecisionChange {
  estado: OfferState;
  published?: boolean;
  decision: 'rechazada' | 'devuelta' | null;
  reasonCode?: string | null;
  comment?: string | null;
  reasonText?: string | null;
  now: string;
}

/**
 * One decision on one offer, guarded by the state it was read in: answers false when another
 * request moved the offer first (nothing is written then).
 */
export async function applyDecision(
  db: Db,
  offerId: number,
  from: OfferState,
  change: OfferDecisionChange,
): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set({
      estado: change.estado,
      ...(change.published ? { published_at: change.now } : {}),
      ...(change.estado === 'cerrada' ? { fecha_cierre: change.now } : {}),
      descripcion_estado_motivo: change.reasonText ?? null,
      office_decision: change.decision,
      office_reason_code: change.reasonCode ?? null,
      office_comment: change.comment ?? null,
      office_decided_at: change.decision ? change.now : null,
      updated_at: change.now,
    })
    .where('id', '=', offerId)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who at the company hears of a decision: the person who wrote the offer, else the company's contacts with an account. */
export async function companyRecipients(db: Db, companyId: number, authorUserId: number | null) {
  const contacts = await db
    .selectFrom('company_contacts as cc')
    .innerJoin('users as u', 'u.id', 'cc.user_id')
    .select(['u.id', 'u.email', 'u.preferred_language'])
    .where('cc.company_id', '=', companyId)
    .where('u.status', '=', 'active')
    .orderBy('u.id')
    .execute();
  const author = contacts.find((c) => c.id === authorUserId);
  return author ? [author] : contacts;
}

export function offerAuthor(db: Db, offerId: number) {
  return db.selectFrom('offers').select(['created_by_user_id']).where('id', '=', offerId).executeTakeFirst();
}

export function timeline(db: Db, brandKey: string, offerId: number) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select(['a.id', 'a.occurred_at', 'u.email', 'a.actor_role', 'a.action', 'a.from_state', 'a.to_state', 'a.reason'])
    .where('a.brand_key', '=', brandKey)
    .where('a.object_type', '=', 'offer')
    .where('a.object_id', '=', String(offerId))
    .orderBy('a.id', 'desc')
    .limit(200)
    .execute();
}

/** The columns the office may edit (POST .../editar), by the form's field name. */
export const EDITABLE_COLUMNS = {
  titulo: 'titulo',
  descripcion: 'descripcion',
  tareas: 'tareas',
  plazas: 'plazas',
  horario: 'horario',
  experienciaRequerida: 'experiencia_requerida',
  experienciaDeseable: 'experiencia_deseable',
  salario: 'salario',
  otraRemuneracion: 'otra_remuneracion',
  fechaCaducidad: 'fecha_caducidad',
} as const;
type EditableColumn = (typeof EDITABLE_COLUMNS)[keyof typeof EDITABLE_COLUMNS];

export function editableValues(db: Db, offerId: number) {
  return db
    .selectFrom('offers')
    .select(['estado', ...Object.values(EDITABLE_COLUMNS)])
    .where('id', '=', offerId)
    .executeTakeFirstOrThrow();
}

/** Writes the edited columns, guarded by the state the offer was read in: false when it moved meanwhile. */
export async function updateEditable(
  db: Db,
  offerId: number,
  from: OfferState,
  values: Partial<Record<EditableColumn, string | number | null>>,
  now: string,
): Promise<boolean> {
  // The values passed the offer form's schema (ZOfficeOfferEdit): each has its column's type.
  const typed = values as Updateable<OfferRow>;
  const result = await db
    .updateTable('offers')
    .set({ ...typed, updated_at: now })
    .where('id', '=', offerId)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

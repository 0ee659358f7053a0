import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { isPostgres } from '../../db/schema-helpers';
import type { Db } from '../../platform/db';
import type { ContentReader } from '../content-files/content-reader.repository';

/** An event named by its id or by its urlAcceso (SPEC §2 /eventos/{urlAcceso}). */
export type EventRef = { id: number } | { slug: string };

const COLUMNS = [
  'id',
  'titulo',
  'entradilla',
  'descripcion',
  'categoria',
  'categoria_slug',
  'fecha',
  'fecha_fin',
  'lugar',
  'url_imagen',
  'destacado',
  'url_acceso',
  'publico',
  'audience',
  'plazas',
  'inscripcion_abierta',
  'titulo_ca',
  'entradilla_ca',
  'descripcion_ca',
  'categoria_ca',
  'lugar_ca',
] as const;

function ofBrand(brandKey: string) {
  return (eb: ExpressionBuilder<Database, 'events'>) =>
    eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)]);
}

/**
 * What a reader may see (issue #15 'Content'): no drafts, within the publish dates on `today`,
 * and, for a signed-in student, the events of their degrees and campuses (or of everyone). The
 * audience students / graduates stays an enrolment rule (SPEC §8 77/78), as before.
 */
export interface EventVisibility {
  today: string;
  reader: ContentReader | null;
}

function visibleTo(v: EventVisibility) {
  return (eb: ExpressionBuilder<Database, 'events'>) => {
    const degreeIds = v.reader?.degreeIds ?? [];
    const campusIds = v.reader?.campusIds ?? [];
    return eb.and([
      eb('borrador', '=', 0),
      eb.or([eb('publicar_desde', 'is', null), eb('publicar_desde', '<=', v.today)]),
      eb.or([eb('publicar_hasta', 'is', null), eb('publicar_hasta', '>=', v.today)]),
      ...(v.reader
        ? [
            eb.or([eb('degree_id', 'is', null), ...(degreeIds.length ? [eb('degree_id', 'in', degreeIds)] : [])]),
            eb.or([eb('campus_id', 'is', null), ...(campusIds.length ? [eb('campus_id', 'in', campusIds)] : [])]),
          ]
        : []),
    ]);
  };
}

export interface EventFilters {
  /** Only events not started yet (ISO timestamp of now). */
  from?: string;
  destacados?: boolean;
  categoriaSlug?: string;
  limit?: number;
  visible: EventVisibility;
}

export function listEvents(db: Db, brandKey: string, f: EventFilters) {
  return db
    .selectFrom('events')
    .select(COLUMNS)
    .where(ofBrand(brandKey))
    .where(visibleTo(f.visible))
    .$if(f.from !== undefined, (qb) => qb.where('fecha', '>=', f.from as string))
    .$if(f.destacados === true, (qb) => qb.where('destacado', '=', 1))
    .$if(f.categoriaSlug !== undefined, (qb) => qb.where('categoria_slug', '=', f.categoriaSlug as string))
    .orderBy('fecha', 'asc')
    .orderBy('id', 'asc')
    .$if(f.limit !== undefined, (qb) => qb.limit(f.limit as number))
    .execute();
}

export type EventRecord = Awaited<ReturnType<typeof listEvents>>[number];

/** One event of the brand; `lock` holds the row until the transaction ends (PostgreSQL; SQLite writes are serial). */
export function findEvent(db: Db, brandKey: string, ref: EventRef, visible: EventVisibility, lock = false) {
  return db
    .selectFrom('events')
    .select(COLUMNS)
    .where(ofBrand(brandKey))
    .where(visibleTo(visible))
    .where((eb) => ('id' in ref ? eb('id', '=', ref.id) : eb('url_acceso', '=', ref.slug)))
    .$if(lock && isPostgres(db), (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function enrolledEventIds(db: Db, userId: number, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('event_enrolments')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('event_id', 'in', eventIds)
    .execute();
  return new Set(rows.map((r) => r.event_id));
}

export async function countEnrolments(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_enrolments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Rows inserted: 0 when the user was already enrolled. */
export async function insertEnrolment(db: Db, eventId: number, userId: number, now: string): Promise<number> {
  const result = await db
    .insertInto('event_enrolments')
    .values({ event_id: eventId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The student's kind (grado, master, alumnus): SPEC §6 some events are for students or for graduates only. */
export async function studentKind(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('students').select('kind').where('user_id', '=', userId).executeTakeFirst();
  return row?.kind ?? null;
}

import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { AdhesionState } from '../../db/tables/internships';
import type { Db } from '../../platform/db';

/** Whose adhesions: a student's own, or a company's (whichever of its contacts asked). */
export type AdhesionOwner = { userId: number } | { companyId: number };

const PROGRAMME_COLUMNS = [
  'id',
  'nombre_es',
  'nombre_ca',
  'descripcion_es',
  'descripcion_ca',
  'requiere_adhesion',
  'dedicacion',
  'meses',
  'para_alumnos',
  'para_empresas',
  'fecha_inicio',
  'fecha_fin',
] as const;

/** Active programmes of the brand (or of every brand), like /api/Publico/programasPracticasActivos. */
function activeOfBrand(brandKey: string) {
  return (eb: ExpressionBuilder<Database, 'programmes'>) =>
    eb.and([eb('activo', '=', 1), eb.or([eb('brand_key', 'is', null), eb('brand_key', '=', brandKey)])]);
}

export function listActiveProgrammes(db: Db, brandKey: string, audience: 'para_alumnos' | 'para_empresas') {
  return db
    .selectFrom('programmes')
    .select(PROGRAMME_COLUMNS)
    .where(activeOfBrand(brandKey))
    .where(audience, '=', 1)
    .execute();
}

export function findActiveProgramme(db: Db, brandKey: string, id: number) {
  return db
    .selectFrom('programmes')
    .select(PROGRAMME_COLUMNS)
    .where(activeOfBrand(brandKey))
    .where('id', '=', id)
    .executeTakeFirst();
}

export type ProgrammeRecord = NonNullable<Awaited<ReturnType<typeof findActiveProgramme>>>;

function ownedBy(owner: AdhesionOwner) {
  return (eb: ExpressionBuilder<Database, 'programme_adhesions'>) =>
    'userId' in owner ? eb('user_id', '=', owner.userId) : eb('company_id', '=', owner.companyId);
}

/** The adhesion state per programme (one row per owner and programme; a rejected one may be requested again). */
export async function latestAdhesionStates(
  db: Db,
  owner: AdhesionOwner,
  programmeIds: number[],
): Promise<Map<number, AdhesionState>> {
  const states = new Map<number, AdhesionState>();
  if (programmeIds.length === 0) return states;
  const rows = await db
    .selectFrom('programme_adhesions')
    .select(['programme_id', 'estado'])
    .where(ownedBy(owner))
    .where('programme_id', 'in', programmeIds)
    .orderBy('id', 'asc')
    .execute();
  for (const r of rows) states.set(r.programme_id, r.estado);
  return states;
}

export function programmeDocuments(db: Db, programmeId: number) {
  return db
    .selectFrom('documents')
    .select(['id', 'nombre', 'extension', 'url'])
    .where('kind', '=', 'programme')
    .where('programme_id', '=', programmeId)
    .orderBy('nombre', 'asc')
    .execute();
}

export async function studentUserIdByDni(db: Db, dni: string): Promise<number | null> {
  const row = await db.selectFrom('students').select('user_id').where('dni', '=', dni).executeTakeFirst();
  return row?.user_id ?? null;
}

export interface NewAdhesion {
  programmeId: number;
  userId: number | null;
  companyId: number | null;
  requestedBy: number;
  dedicacion: number | null;
  meses: number | null;
  studentUserId: number | null;
  now: string;
}

/**
 * The adhesion request and its details; call inside a transaction. An owner has one adhesion row
 * per programme (unique indexes): a rejected one is reopened. Answers null when another request
 * got there first (the caller answers 64).
 */
export async function saveAdhesionRequest(db: Db, a: NewAdhesion): Promise<number | null> {
  const owner: AdhesionOwner = a.userId !== null ? { userId: a.userId } : { companyId: a.companyId as number };
  const existing = await db
    .selectFrom('programme_adhesions')
    .select('id')
    .where('programme_id', '=', a.programmeId)
    .where(ownedBy(owner))
    .executeTakeFirst();
  let id: number | undefined;
  if (existing) {
    const reopened = await db
      .updateTable('programme_adhesions')
      .set({ estado: 'solicitada', requested_by_user_id: a.requestedBy, created_at: a.now })
      .where('id', '=', existing.id)
      .where('estado', '=', 'rechazada')
      .executeTakeFirst();
    if (Number(reopened.numUpdatedRows) === 0) return null;
    id = existing.id;
    await db.deleteFrom('programme_adhesion_details').where('adhesion_id', '=', id).execute();
  } else {
    const inserted = await db
      .insertInto('programme_adhesions')
      .values({
        programme_id: a.programmeId,
        user_id: a.userId,
        company_id: a.companyId,
        requested_by_user_id: a.requestedBy,
        estado: 'solicitada',
        created_at: a.now,
      })
      .onConflict((oc) =>
        oc.columns(a.userId !== null ? ['programme_id', 'user_id'] : ['programme_id', 'company_id']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return null;
    id = inserted.id;
  }
  await db
    .insertInto('programme_adhesion_details')
    .values({
      adhesion_id: id,
      dedicacion: a.dedicacion,
      meses: a.meses,
      student_user_id: a.studentUserId,
      created_at: a.now,
    })
    .execute();
  return id;
}

import type { TBrand } from '@portal/contracts/brand';
import type { TInlineFile } from '@portal/contracts/cv/cv-fields.schemas';
import {
  EXPERIENCE_BASE_REQUIRED,
  type TEditExperienceBody,
  type TExperienceBody,
  type TNewExperience,
} from '@portal/contracts/cv/cv-sections.schemas';
import { UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import type { Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers';
import type { StudentExperienceRow } from '../../db/tables/people';
import { AppError, notFound } from '../../platform/app-error';
import type { Storage } from '../../platform/storage/storage';
import type { Db } from '../../platform/db';
import { storeUpload, type StoredFile } from '../../platform/files';
import { documentLink, requireStudent } from './cv-read.service';
import * as repo from './cv.repository';
import { checkReferences, isRequired, isWritable, missingFields } from './field-rules';
import { Status } from '@portal/contracts/status-names';

/**
 * Professional experience of the CV (SPEC §3 profesional.experiencia with id and adjunto; §7
 * addExperiencia answers idNuevaAlta and enlace). The brand's `fields.experience` rules apply;
 * the attachment is checked like every upload (46, 2000 KB). Another student's entry is 404 (1).
 */
export interface CvDeps {
  db: Db;
  storage: Storage;
}

const EXPERIENCE_COLUMNS = {
  empresa: 'empresa',
  puesto: 'puesto',
  idTipoContrato: 'tipo_contrato_id',
  idAreaFuncional: 'area_funcional_id',
  idSector: 'sector_id',
  fechaInicio: 'fecha_inicio',
  fechaFin: 'fecha_fin',
  actual: 'actual',
  descripcion: 'descripcion',
  localidad: 'localidad',
  idPais: 'country_id',
  enlace: 'enlace',
} as const satisfies Record<string, keyof StudentExperienceRow>;
type ExperienceField = keyof typeof EXPERIENCE_COLUMNS;

function experienceColumns(
  brand: TBrand,
  body: TExperienceBody,
  hasAttachment: boolean,
): Updateable<StudentExperienceRow> {
  const fields = (Object.keys(EXPERIENCE_COLUMNS) as ExperienceField[]).filter((f) =>
    isWritable(brand, 'experience', f),
  );
  const missing: string[] = fields.filter(
    (f) => f !== 'actual' && isRequired(brand, 'experience', f, EXPERIENCE_BASE_REQUIRED) && body[f] === undefined,
  );
  if (isWritable(brand, 'experience', 'adjunto') && isRequired(brand, 'experience', 'adjunto', []) && !hasAttachment)
    missing.push('adjunto');
  if (missing.length > 0) throw missingFields(missing);
  // SPEC §8 27: the start date must precede the end date.
  if (body.fechaInicio && body.fechaFin && body.fechaInicio > body.fechaFin) throw new AppError(Status.WrongDates);
  const out: Record<string, unknown> = {};
  for (const f of fields) out[EXPERIENCE_COLUMNS[f]] = f === 'actual' ? (body.actual ? 1 : 0) : (body[f] ?? null);
  // A current job has no end date.
  if (out.actual === 1) out.fecha_fin = null;
  return out as Updateable<StudentExperienceRow>;
}

async function checkExperienceRefs(db: Db, body: TExperienceBody): Promise<void> {
  const one = (id: number | undefined) => (id ? [id] : []);
  await checkReferences(db, [
    { field: 'idTipoContrato', ref: { list: 'tiposContratoExperiencia' }, ids: one(body.idTipoContrato) },
    { field: 'idAreaFuncional', ref: { list: 'areasFuncionales' }, ids: one(body.idAreaFuncional) },
    { field: 'idSector', ref: { list: 'sectoresActividad' }, ids: one(body.idSector) },
    { field: 'idPais', ref: { table: 'countries' }, ids: one(body.idPais) },
  ]);
}

async function storeAttachment(
  deps: CvDeps,
  brand: TBrand,
  file: TInlineFile | null | undefined,
): Promise<StoredFile | null> {
  if (!file || !isWritable(brand, 'experience', 'adjunto')) return null;
  return storeUpload(deps.storage, {
    base64: file.ficheroB64ParaAltas,
    extension: file.extension_adjunto,
    allowed: UPLOAD_EXTENSIONS,
    field: 'adjunto',
  });
}

async function insertAttachment(
  db: Db,
  userId: number,
  experienceId: number,
  file: TInlineFile,
  stored: StoredFile,
): Promise<number> {
  return repo.insertDocument(db, {
    owner_user_id: userId,
    kind: 'experience',
    experience_id: experienceId,
    nombre: file.nombre?.trim() || `adjunto.${stored.extension}`,
    extension: stored.extension,
    mime: stored.mime,
    size: stored.size,
    storage_key: stored.storageKey,
    created_at: nowIso(),
  });
}

export async function addExperience(
  deps: CvDeps,
  brand: TBrand,
  userId: number,
  body: TExperienceBody,
): Promise<TNewExperience> {
  await requireStudent(deps.db, userId);
  const columns = experienceColumns(brand, body, !!body.adjunto);
  await checkExperienceRefs(deps.db, body);
  // The bytes are on disk before the row that names them (platform/files.ts).
  const stored = await storeAttachment(deps, brand, body.adjunto);
  return deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertExperience(trx, {
      ...columns,
      empresa: columns.empresa ?? '',
      puesto: columns.puesto ?? '',
      student_id: userId,
      created_at: nowIso(),
    });
    if (!stored || !body.adjunto) return { idNuevaAlta: id, enlace: null };
    const docId = await insertAttachment(trx, userId, id, body.adjunto, stored);
    return { idNuevaAlta: id, enlace: documentLink({ id: docId, url: null, storage_key: stored.storageKey }) };
  });
}

async function ownExperience(db: Db, userId: number, id: number) {
  const row = await repo.experience(db, userId, id);
  if (!row) throw notFound();
  return row;
}

async function attachmentsOf(db: Db, userId: number, experienceId: number) {
  return (await repo.documentsOf(db, userId, ['experience'])).filter((d) => d.experience_id === experienceId);
}

/** editExperiencia: a new `adjunto` replaces the stored one; `eliminarAdjunto` drops it. */
export async function editExperience(
  deps: CvDeps,
  brand: TBrand,
  userId: number,
  body: TEditExperienceBody,
): Promise<TNewExperience> {
  const row = await ownExperience(deps.db, userId, body.id);
  const existing = await attachmentsOf(deps.db, userId, row.id);
  const keeps = existing.length > 0 && !body.eliminarAdjunto;
  const columns = experienceColumns(brand, body, !!body.adjunto || keeps);
  await checkExperienceRefs(deps.db, body);
  const stored = await storeAttachment(deps, brand, body.adjunto);
  return deps.db.transaction().execute(async (trx) => {
    await repo.updateExperience(trx, userId, row.id, columns);
    const dropOld = isWritable(brand, 'experience', 'adjunto') && (!!stored || !!body.eliminarAdjunto);
    if (dropOld && existing.length > 0) {
      await repo.deleteDocuments(
        trx,
        userId,
        existing.map((d) => d.id),
      );
    }
    if (stored && body.adjunto) {
      const docId = await insertAttachment(trx, userId, row.id, body.adjunto, stored);
      return { idNuevaAlta: row.id, enlace: documentLink({ id: docId, url: null, storage_key: stored.storageKey }) };
    }
    const kept = dropOld ? undefined : existing.at(-1);
    return { idNuevaAlta: row.id, enlace: kept ? documentLink(kept) : null };
  });
}

/** delExperiencia: the experience and its attachment. */
export async function deleteExperience(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownExperience(db, userId, id);
  await db.transaction().execute(async (trx) => {
    await repo.deleteExperienceDocuments(trx, userId, row.id);
    await repo.deleteExperience(trx, userId, row.id);
  });
}

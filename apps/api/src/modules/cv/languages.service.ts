import type { TEditLanguageBody, TLanguageBody } from '@portal/contracts/cv/cv-sections.schemas';
import { nowIso } from '../../db/schema-helpers';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { requireStudent } from './cv-read.service';
import { inStudentTransaction } from './cv-set-writes.repository';
import * as repo from './cv.repository';
import { checkReferences } from './field-rules';
import { Status } from '@portal/contracts/status-names';

/**
 * Languages of the CV (SPEC §7 addIdioma, editIdioma, delIdioma; SPEC §5: a language and a
 * level). A language appears once (8); another student's entry is 404 (1).
 */

async function checkLanguage(db: Db, body: TLanguageBody): Promise<void> {
  await checkReferences(db, [
    { field: 'idIdioma', ref: { list: 'idiomas' }, ids: [body.idIdioma] },
    { field: 'idNivel', ref: { list: 'nivelesIdioma' }, ids: [body.idNivel] },
  ]);
}

function columns(body: TLanguageBody) {
  const certified = !!body.certificacion || !!body.certificado;
  return {
    language_id: body.idIdioma,
    level_id: body.idNivel,
    certification: certified ? 1 : 0,
    certificado: certified ? (body.certificado ?? null) : null,
  };
}

export async function addLanguage(db: Db, userId: number, body: TLanguageBody): Promise<{ id: number }> {
  await requireStudent(db, userId);
  await checkLanguage(db, body);
  // Check and insert under the student's lock: eight simultaneous adds of one language stored
  // four on PostgreSQL (issue #12 item 2, found beside the replace-a-set writes).
  return inStudentTransaction(db, userId, async (trx) => {
    const existing = await repo.languages(trx, userId);
    if (existing.some((l) => l.language_id === body.idIdioma)) throw new AppError(Status.AlreadyRegistered);
    return { id: await repo.insertLanguage(trx, { ...columns(body), student_id: userId, created_at: nowIso() }) };
  });
}

async function ownLanguage(db: Db, userId: number, id: number) {
  const row = await repo.language(db, userId, id);
  if (!row) throw notFound();
  return row;
}

export async function editLanguage(db: Db, userId: number, body: TEditLanguageBody): Promise<void> {
  const row = await ownLanguage(db, userId, body.id);
  await checkLanguage(db, body);
  await inStudentTransaction(db, userId, async (trx) => {
    const existing = await repo.languages(trx, userId);
    if (existing.some((l) => l.id !== row.id && l.language_id === body.idIdioma))
      throw new AppError(Status.AlreadyRegistered);
    await repo.updateLanguage(trx, userId, row.id, columns(body));
  });
}

export async function deleteLanguage(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownLanguage(db, userId, id);
  await repo.deleteLanguage(db, userId, row.id);
}

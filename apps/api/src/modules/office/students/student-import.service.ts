import type {
  TImportReport,
  TStudentImport,
  TStudentImportApplyBody,
  TStudentImportBody,
  TStudentImportList,
} from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db';
import { checkUpload } from '../../../platform/files';
import { issuePasswordLink } from '../../account/password-links.service';
import { requireOffice } from '../office-access.service';
import { planImport, type PlanCounts, type PlanWriter } from './student-import-plan';
import * as repo from './student-import.repository';
import type { StudentsDeps, StudentsRequest } from './students.service';

/**
 * The students' CSV import (issue #15 'Students'). The upload is checked (platform/files: size,
 * extension csv, UTF-8 text) and kept in the database with its dry run's report, so that any
 * instance applies the very file that was reviewed. The apply runs the plan again inside one
 * transaction (the database may have changed since the dry run) and writes it in batches; the
 * report kept is the apply's. Created students get an account without password; the set-password
 * mail goes out only when asked.
 */

function parseReport(text: string): TImportReport {
  return JSON.parse(text) as TImportReport;
}

type ImportRow = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

function toImport(row: Omit<ImportRow, 'report'>, report: TImportReport): TStudentImport {
  return {
    idImportacion: Number(row.id),
    fichero: row.file_name,
    creado: row.created_at,
    autor: row.nombre ? `${row.nombre} ${row.apellidos ?? ''}`.trim() : null,
    aplicado: row.applied_at,
    enviarInvitacion: Number(row.send_invites) === 1,
    informe: report,
  };
}

const countsText = (c: PlanCounts) =>
  `rows ${c.rows}; create ${c.create}; update ${c.update}; unchanged ${c.unchanged}; errors ${c.errors}`;

/** Upload and dry run: nothing but the import's own row is written. */
export async function dryRunImport(
  deps: StudentsDeps,
  req: StudentsRequest,
  body: TStudentImportBody,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  // The file's name says its type (46 otherwise); its content must be UTF-8 text (platform/files).
  const extension = body.nombreFichero.includes('.') ? (body.nombreFichero.split('.').pop() ?? '') : '';
  const checked = await checkUpload({ base64: body.fichero, extension, allowed: ['csv'], field: 'fichero' });
  const content = checked.bytes.toString('utf8');
  const plan = await planImport(deps.db, { brandKey: actor.brandKey, campusIds: actor.campusIds, content });
  const now = new Date().toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertImport(trx, {
      brandKey: actor.brandKey,
      fileName: body.nombreFichero,
      content,
      counts: plan.counts,
      report: JSON.stringify(plan.report),
      createdBy: actor.userId,
      now,
    });
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'student_import.dry_run',
      objectType: 'student_import',
      objectId: inserted,
      toState: 'simulada',
      reason: countsText(plan.counts),
      requestId: req.requestId,
      ip: req.ip,
    });
    return inserted;
  });
  return getImport(deps, req, id);
}

export async function getImport(
  deps: Pick<StudentsDeps, 'db'>,
  req: Pick<StudentsRequest, 'user' | 'brand'>,
  id: number,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const row = await repo.findImport(deps.db, id, actor.brandKey);
  if (!row) throw new AppError(Status.StudentImportNotFound);
  return toImport(row, parseReport(row.report));
}

export async function listImports(
  deps: Pick<StudentsDeps, 'db'>,
  req: Pick<StudentsRequest, 'user' | 'brand'>,
): Promise<TStudentImportList> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const rows = await repo.listImports(deps.db, actor.brandKey);
  return {
    items: rows.map((row) => {
      const full = toImport(row, {
        filas: row.row_count,
        crear: row.to_create,
        actualizar: row.to_update,
        sinCambios: row.unchanged,
        errores: row.errors,
        filasConError: [],
        muestraCrear: [],
        muestraActualizar: [],
      });
      const { filasConError: _e, muestraCrear: _c, muestraActualizar: _u, ...informe } = full.informe;
      return { ...full, informe };
    }),
  };
}

/** Writes the plan's batches inside the apply's transaction; remembers the created accounts. */
function writerFor(trx: Db, brandKey: string, now: string, created: number[]): PlanWriter {
  const idOfDni = new Map<string, number>();
  return {
    async create(rows) {
      const people = new Map<string, repo.NewStudent>();
      for (const { row, kind } of rows) {
        if (idOfDni.has(row.data.dni) || people.has(row.data.dni)) continue;
        people.set(row.data.dni, {
          email: row.data.email,
          nombre: row.data.nombre,
          apellidos: row.data.apellidos,
          dni: row.data.dni,
          kind,
          campusId: row.campusId,
        });
      }
      const byEmail = await repo.insertStudents(trx, brandKey, [...people.values()], now);
      for (const person of people.values()) {
        const id = byEmail.get(person.email)!;
        idOfDni.set(person.dni, id);
        created.push(id);
      }
      await repo.insertStudies(
        trx,
        rows.map(({ row, degreeName, campusName }) => ({
          studentId: idOfDni.get(row.data.dni)!,
          degreeId: row.data.titulacion,
          titulo: degreeName,
          centro: campusName,
          campusId: row.campusId,
          curso: row.data.curso ?? null,
        })),
        now,
      );
    },
    async updatePerson(id, row) {
      await repo.updatePerson(
        trx,
        id,
        {
          email: row.data.email,
          nombre: row.data.nombre,
          apellidos: row.data.apellidos,
          dni: row.data.dni,
          campusId: row.campusId,
        },
        now,
      );
    },
    async addStudy(studentId, row, degreeName, campusName) {
      await repo.insertStudies(
        trx,
        [
          {
            studentId,
            degreeId: row.data.titulacion,
            titulo: degreeName,
            centro: campusName,
            campusId: row.campusId,
            curso: row.data.curso ?? null,
          },
        ],
        now,
      );
    },
    async updateStudy(studyId, row) {
      await repo.updateStudy(trx, studyId, { curso: row.data.curso ?? null, campusId: row.campusId });
    },
  };
}

/** Applies the stored file in one transaction; refused once applied (272). */
export async function applyImport(
  deps: StudentsDeps,
  req: StudentsRequest,
  id: number,
  body: TStudentImportApplyBody,
  baseUrl: string,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const stored = await repo.lockPendingImport(trx, id, actor.brandKey);
    if (!stored) throw new AppError(Status.StudentImportNotFound);
    if (stored.applied_at) throw new AppError(Status.StudentImportAlreadyApplied);
    const created: number[] = [];
    const plan = await planImport(trx, {
      brandKey: actor.brandKey,
      campusIds: actor.campusIds,
      content: stored.content,
      writer: writerFor(trx, actor.brandKey, now, created),
    });
    const marked = await repo.markApplied(trx, id, {
      counts: plan.counts,
      report: JSON.stringify(plan.report),
      appliedBy: actor.userId,
      sendInvites: body.enviarInvitacion,
      now,
    });
    if (!marked) throw new AppError(Status.StudentImportAlreadyApplied);
    await recordAudit(trx, {
      brandKey: actor.brandKey,
      actorUserId: actor.userId,
      actorRole: 'staff',
      action: 'student_import.apply',
      objectType: 'student_import',
      objectId: id,
      fromState: 'simulada',
      toState: 'aplicada',
      reason: countsText(plan.counts),
      requestId: req.requestId,
      ip: req.ip,
    });
    if (body.enviarInvitacion) {
      for (const userId of created) {
        await issuePasswordLink(
          { db: trx, config: deps.config, log: deps.log },
          { userId, purpose: 'set', lang: 'es', brand: req.brand, baseUrl },
        );
      }
    }
  });
  return getImport(deps, req, id);
}

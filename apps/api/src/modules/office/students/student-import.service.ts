import {
  IMPORT_DRY_RUN_MINUTES,
  type TImportReport,
  type TStudentImport,
  type TStudentImportApplyBody,
  type TStudentImportBody,
  type TStudentImportList,
} from '@portal/contracts/office/students.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { now } from '../../../platform/clock';
import { issuePasswordLink } from '../../account/password-links.service';
import { requireOffice, type OfficeActor } from '../office-access.service';
import { planImport, type PlanCounts } from './student-import-plan';
import * as store from './student-import-store.repository';
import { readCsvUpload } from './student-import-upload';
import { writerFor } from './student-import-writer';
import type { StudentsDeps, StudentsRequest } from './students.service';

/**
 * The students' CSV import (docs/office-students-import.md). The upload is checked and kept in the
 * database with its dry run's short report and its refused rows, so that any instance applies the
 * very file that was reviewed. The apply runs the plan again inside one transaction (the database
 * may have changed since the dry run) and writes it in batches; what is kept then is the apply's.
 * ADR 0033: an import is its author's (an admin reads every import of the brand, applies only
 * theirs); one import runs at a time per user (322); a dry run is applied within
 * IMPORT_DRY_RUN_MINUTES and only the author's latest (320); the answer lists the first refused
 * rows, the rest are downloaded (refusals.csv).
 */

type ImportRow = NonNullable<Awaited<ReturnType<typeof store.findImport>>>;

/** Whose imports the actor reads: an admin the brand's, anyone else their own. */
const authorScope = (actor: OfficeActor): number | null => (actor.kind === 'admin' ? null : actor.userId);

const expired = (row: { applied_at: string | null; expires_at: string | null }, at: string) =>
  row.applied_at === null && (row.expires_at === null || row.expires_at <= at);

function toImport(row: Omit<ImportRow, 'report'>, report: TImportReport): TStudentImport {
  const id = Number(row.id);
  return {
    idImportacion: id,
    fichero: row.file_name,
    creado: row.created_at,
    autor: row.nombre ? `${row.nombre} ${row.apellidos ?? ''}`.trim() : null,
    aplicado: row.applied_at,
    enviarInvitacion: Number(row.send_invites) === 1,
    caduca: row.applied_at ? null : row.expires_at,
    caducada: expired(row, now().toISOString()),
    urlErrores: `/api/Gestion/alumnos/importaciones/${id}/errores.csv`,
    informe: report,
  };
}

const countsText = (c: PlanCounts) =>
  `rows ${c.rows}; create ${c.create}; update ${c.update}; unchanged ${c.unchanged}; errors ${c.errors}; ` +
  `logins to confirm ${c.emailsToConfirm}`;

/** A marker older than this is of an instance that died mid-import: the user may start again. */
const RUN_STALE_MS = 15 * 60_000;

/** Runs `work` as the user's one import under way, on every instance alike (322 when one is). */
async function asOnlyRun<T>(deps: Pick<StudentsDeps, 'db'>, userId: number, work: () => Promise<T>): Promise<T> {
  const at = now();
  const startedAt = at.toISOString();
  const stale = new Date(at.getTime() - RUN_STALE_MS).toISOString();
  if (!(await store.startRun(deps.db, userId, startedAt, stale))) throw new AppError(Status.StudentImportRunning);
  try {
    return await work();
  } finally {
    await store.endRun(deps.db, userId, startedAt);
  }
}

/** Upload and dry run: nothing but the import's own rows is written. */
export async function dryRunImport(
  deps: StudentsDeps,
  req: StudentsRequest,
  body: TStudentImportBody,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const id = await asOnlyRun(deps, actor.userId, async () => {
    const content = await readCsvUpload(body);
    const plan = await planImport(deps.db, { brandKey: actor.brandKey, campusIds: actor.campusIds, content });
    const at = now();
    return deps.db.transaction().execute(async (trx) => {
      await store.expireDryRunsOf(trx, actor.brandKey, actor.userId, at.toISOString());
      const inserted = await store.insertImport(trx, {
        brandKey: actor.brandKey,
        fileName: body.nombreFichero,
        content,
        counts: plan.counts,
        report: JSON.stringify(plan.report),
        createdBy: actor.userId,
        now: at.toISOString(),
        expiresAt: new Date(at.getTime() + IMPORT_DRY_RUN_MINUTES * 60_000).toISOString(),
      });
      await store.saveRefusals(trx, inserted, plan.refused);
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
  });
  return getImport(deps, req, id);
}

/** An import the actor may read (271 otherwise: another author's, another brand's, unknown). */
async function visibleImport(deps: Pick<StudentsDeps, 'db'>, actor: OfficeActor, id: number) {
  const row = await store.findImport(deps.db, id, actor.brandKey, authorScope(actor));
  if (!row) throw new AppError(Status.StudentImportNotFound);
  return row;
}

export async function getImport(
  deps: Pick<StudentsDeps, 'db'>,
  req: Pick<StudentsRequest, 'user' | 'brand'>,
  id: number,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const row = await visibleImport(deps, actor, id);
  return toImport(row, JSON.parse(row.report) as TImportReport);
}

export async function listImports(
  deps: Pick<StudentsDeps, 'db'>,
  req: Pick<StudentsRequest, 'user' | 'brand'>,
): Promise<TStudentImportList> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const rows = await store.listImports(deps.db, actor.brandKey, authorScope(actor));
  return {
    items: rows.map((row) => {
      const full = toImport(row, {
        filas: row.row_count,
        crear: row.to_create,
        actualizar: row.to_update,
        sinCambios: row.unchanged,
        errores: row.errors,
        emailsPorConfirmar: 0,
        filasConError: [],
        muestraCrear: [],
        muestraActualizar: [],
      });
      const {
        filasConError: _e,
        muestraCrear: _c,
        muestraActualizar: _u,
        emailsPorConfirmar: _m,
        ...informe
      } = full.informe;
      return { ...full, informe };
    }),
  };
}

/** Applies the author's stored dry run in one transaction: 272 once applied, 320 when expired. */
export async function applyImport(
  deps: StudentsDeps,
  req: StudentsRequest,
  id: number,
  body: TStudentImportApplyBody,
  baseUrl: string,
): Promise<TStudentImport> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  await asOnlyRun(deps, actor.userId, () =>
    deps.db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const stored = await store.lockImportOf(trx, id, actor.brandKey, actor.userId);
      if (!stored) {
        // An admin reads another author's import but does not apply it: its dry run was not theirs.
        throw new AppError(Status.StudentImportNotFound);
      }
      if (stored.applied_at) throw new AppError(Status.StudentImportAlreadyApplied);
      if (expired(stored, at)) throw new AppError(Status.StudentImportExpired);
      const created: number[] = [];
      const ctx = { db: trx, config: deps.config, log: deps.log };
      const plan = await planImport(trx, {
        brandKey: actor.brandKey,
        campusIds: actor.campusIds,
        content: stored.content,
        writer: writerFor(ctx, { actor, brand: req.brand, baseUrl, now: at, created, req }),
      });
      const marked = await store.markApplied(trx, id, {
        counts: plan.counts,
        report: JSON.stringify(plan.report),
        appliedBy: actor.userId,
        sendInvites: body.enviarInvitacion,
        now: at,
      });
      if (!marked) throw new AppError(Status.StudentImportAlreadyApplied);
      await store.saveRefusals(trx, id, plan.refused);
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
          await issuePasswordLink(ctx, { userId, purpose: 'set', lang: 'es', brand: req.brand, baseUrl });
        }
      }
    }),
  );
  return getImport(deps, req, id);
}

/** Every refused row of an import the actor may read, a page at a time, for the streamed CSV. */
export async function refusalPages(
  deps: Pick<StudentsDeps, 'db'>,
  req: Pick<StudentsRequest, 'user' | 'brand'>,
  id: number,
): Promise<{ fileName: string; pages: AsyncIterable<Awaited<ReturnType<typeof store.refusalsAfter>>> }> {
  const actor = await requireOffice(deps.db, req.user, req.brand.key, 'students.manage');
  const row = await visibleImport(deps, actor, id);
  const base = row.file_name.replace(/\.csv$/i, '');
  async function* pages() {
    let after = 0;
    for (;;) {
      const page = await store.refusalsAfter(deps.db, id, after, 1000);
      if (!page.length) return;
      yield page;
      after = page[page.length - 1].linea;
    }
  }
  return { fileName: `${base}-errores.csv`, pages: pages() };
}

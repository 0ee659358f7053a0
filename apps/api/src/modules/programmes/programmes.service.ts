import type { TBrand } from '@portal/contracts/brand';
import type { TProgrammeDetail, TProgrammeSummary } from '@portal/contracts/programmes/programmes.schemas';
import type { AdhesionState } from '../../db/tables/internships';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import * as repo from './programmes.repository';
import type { AdhesionOwner, ProgrammeRecord } from './programmes.repository';
import { Status } from '@portal/contracts/status-names';
import { localized } from '../../platform/content-language';

/** Who asks: a student for themself, or a company contact for the company signed in for. */
export type ProgrammeActor =
  { role: 'student'; userId: number } | { role: 'company'; userId: number; companyId: number };

export interface AdhesionRequest {
  dedicacion?: number;
  meses?: number;
  /** Company only: the student it wants to host (SPEC §8 91). */
  dniAlumno?: string;
}

type Lang = 'es' | 'ca';

function ownerOf(actor: ProgrammeActor): AdhesionOwner {
  return actor.role === 'student' ? { userId: actor.userId } : { companyId: actor.companyId };
}

/**
 * SPEC §2 student menu: 'active programmes (brand flag)'. The student calls answer 403/71 on a
 * brand without programmes; the company menu shows programmes on every brand (SPEC §2).
 */
function ensureVisible(brand: TBrand, actor: ProgrammeActor): void {
  if (actor.role === 'student' && !brand.flags.hasProgramas) throw new AppError(Status.NoPermission);
}

/** SPEC §8 63: missing, inactive, of another brand, or not open to the asker's role (HTTP 404). */
async function programmeFor(db: Db, brand: TBrand, actor: ProgrammeActor, id: number): Promise<ProgrammeRecord> {
  const p = await repo.findActiveProgramme(db, brand.key, id);
  const open = p && Number(actor.role === 'student' ? p.para_alumnos : p.para_empresas) === 1;
  if (!p || !open) throw new AppError(Status.ProgrammeNotFound);
  return p;
}

// #16 part 8: the Catalan text the office wrote, the Spanish one when it left the Catalan empty.
function nameOf(p: ProgrammeRecord, lang: Lang): string {
  return localized(p.nombre_es, p.nombre_ca, lang);
}

function summaryOf(p: ProgrammeRecord, lang: Lang, states: Map<number, AdhesionState>): TProgrammeSummary {
  return {
    id: p.id,
    nombre: nameOf(p, lang),
    requiereAdhesion: Number(p.requiere_adhesion) === 1,
    estadoAdhesion: states.get(p.id) ?? null,
  };
}

/** GET /api/Empresa/programasDeLaEmpresa: the active programmes open to companies, sorted by name (SPEC §3, §9). */
export async function listCompanyProgrammes(
  db: Db,
  brand: TBrand,
  actor: ProgrammeActor & { role: 'company' },
  lang: Lang,
): Promise<TProgrammeSummary[]> {
  const rows = await repo.listActiveProgrammes(db, brand.key, 'para_empresas');
  const states = await repo.latestAdhesionStates(
    db,
    ownerOf(actor),
    rows.map((r) => r.id),
  );
  const collator = new Intl.Collator(lang);
  return rows
    .map((r) => summaryOf(r, lang, states))
    .sort((a, b) => collator.compare(a.nombre, b.nombre) || a.id - b.id);
}

/** GET detallePrograma/{id}, for students and companies on their own paths. */
export async function programmeDetail(
  db: Db,
  brand: TBrand,
  actor: ProgrammeActor,
  id: number,
  lang: Lang,
): Promise<TProgrammeDetail> {
  ensureVisible(brand, actor);
  const p = await programmeFor(db, brand, actor, id);
  const [states, docs] = await Promise.all([
    repo.latestAdhesionStates(db, ownerOf(actor), [p.id]),
    repo.programmeDocuments(db, p.id),
  ]);
  return {
    ...summaryOf(p, lang, states),
    descripcion: localized(p.descripcion_es, p.descripcion_ca, lang),
    dedicacion: p.dedicacion,
    meses: p.meses,
    fechaInicio: p.fecha_inicio,
    fechaFin: p.fecha_fin,
    paraAlumnos: Number(p.para_alumnos) === 1,
    paraEmpresas: Number(p.para_empresas) === 1,
    documentos: docs.map((d) => ({ idDocumento: d.id, nombre: d.nombre, extension: d.extension, url: d.url })),
  };
}

/**
 * solicitaAdhesionPrograma/{id} (students) and solicitaAhesionPrograma/{id} (companies), SPEC §6
 * and §8, checked in this order: 63 programme not found, 65 needs no adhesion, 64 already
 * requested or accepted (a rejected one may be asked again), 58 the programme's dedication and
 * months not committed (SPEC §9: 80% and 12 months), 91 the named student is not adhered and
 * accepted. Answers the programme with its new state; the route adds notice 523.
 */
export async function requestAdhesion(
  db: Db,
  brand: TBrand,
  actor: ProgrammeActor,
  id: number,
  req: AdhesionRequest,
  lang: Lang,
): Promise<TProgrammeDetail> {
  ensureVisible(brand, actor);
  const p = await programmeFor(db, brand, actor, id);
  if (Number(p.requiere_adhesion) !== 1) throw new AppError(Status.AdhesionNotNeeded);
  await db.transaction().execute(async (trx) => {
    const state = (await repo.latestAdhesionStates(trx, ownerOf(actor), [p.id])).get(p.id);
    if (state === 'solicitada' || state === 'aceptada') throw new AppError(Status.AdhesionAlreadyRequested);
    // SPEC §9: where the programme fixes dedication and months, the request must commit to both.
    if (p.dedicacion !== null && p.meses !== null && (req.dedicacion !== p.dedicacion || req.meses !== p.meses)) {
      throw new AppError(Status.ProgrammeDedication);
    }
    let studentUserId: number | null = null;
    if (actor.role === 'company' && req.dniAlumno) {
      studentUserId = await repo.studentUserIdByDni(trx, req.dniAlumno);
      const studentState =
        studentUserId === null
          ? undefined
          : (await repo.latestAdhesionStates(trx, { userId: studentUserId }, [p.id])).get(p.id);
      // An unknown DNI answers like a student who is not adhered: it reveals nobody.
      if (studentState !== 'aceptada') throw new AppError(Status.AdheredStudentsOnly);
    }
    const saved = await repo.saveAdhesionRequest(trx, {
      programmeId: p.id,
      userId: actor.role === 'student' ? actor.userId : null,
      companyId: actor.role === 'company' ? actor.companyId : null,
      requestedBy: actor.userId,
      dedicacion: req.dedicacion ?? null,
      meses: req.meses ?? null,
      studentUserId,
      now: new Date().toISOString(),
    });
    if (saved === null) throw new AppError(Status.AdhesionAlreadyRequested);
  });
  return programmeDetail(db, brand, actor, id, lang);
}

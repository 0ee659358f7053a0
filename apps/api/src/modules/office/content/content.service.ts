import type { TBrand } from '@portal/contracts/brand';
import { CONTENT_FILE_PATH } from '@portal/contracts/content-files/content-files.schemas';
import { type TContentAudience, type TContentState } from '@portal/contracts/office/content.schemas';
import { Status } from '@portal/contracts/status-names';
import type { CommunicationAudience, EventAudience } from '../../../db/tables/content';
import type { DocumentKind } from '../../../db/tables/documents';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { Storage } from '../../../platform/storage/storage';
import { today as brandDay } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './content.repository';

/**
 * The content the office publishes (issue #15 'Content'): communications (SPEC §3
 * 'Communication'), events (with their enrolled people's attendance) and guides, each with its
 * Spanish and Catalan texts, publish dates, draft flag and audience. Only holders of
 * content.manage of the brand; the items written for every brand (the demo's) are listed but
 * changed by nobody here (231). Every write is one transaction with its audit row.
 */
export interface ContentDeps {
  db: Db;
  storage: Storage;
}

export interface ContentRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
}

export type Kind = 'communication' | 'event' | 'guide';

export const actorOf = (deps: ContentDeps, req: ContentRequest) =>
  requireOffice(deps.db, req.user, req.brand.key, 'content.manage');

/** The brand's day (DESIGN 'one clock'): content published from 8 December is live at 00:46 on the 8th in Madrid. */
export function today(req: Pick<ContentRequest, 'brand'>): string {
  return brandDay(req.brand);
}

/** Draft, scheduled (publish date ahead), published, or expired (unpublish date passed). */
export function contentState(borrador: number, desde: string | null, hasta: string | null, on: string): TContentState {
  if (Number(borrador) === 1) return 'borrador';
  if (desde && desde > on) return 'programado';
  if (hasta && hasta < on) return 'caducado';
  return 'publicado';
}

export const COMMUNICATION_AUDIENCE: Record<Exclude<TContentAudience, never>, CommunicationAudience> = {
  todos: 'all',
  alumnos: 'student',
  titulados: 'graduate',
  empresas: 'company',
};
export const EVENT_AUDIENCE: Record<Exclude<TContentAudience, 'empresas'>, EventAudience> = {
  todos: 'all',
  alumnos: 'students',
  titulados: 'graduates',
};

export function audienceOf(stored: string): TContentAudience {
  if (stored === 'student' || stored === 'students') return 'alumnos';
  if (stored === 'graduate' || stored === 'graduates') return 'titulados';
  if (stored === 'company') return 'empresas';
  return 'todos';
}

export function eventAudience(a: TContentAudience): EventAudience {
  if (a === 'empresas') throw new AppError(Status.ContentAudienceInvalid);
  return EVENT_AUDIENCE[a];
}

export const FILE_URL = new RegExp(`^${CONTENT_FILE_PATH}/(\\d+)$`);
export const fileUrl = (id: number) => `${CONTENT_FILE_PATH}/${id}`;
export function fileIdOf(url: string | null): number | null {
  const m = url ? FILE_URL.exec(url) : null;
  return m ? Number(m[1]) : null;
}

export function common(
  row: {
    borrador: number;
    audience: string;
    degree_id: number | null;
    campus_id: number | null;
    brand_key: string | null;
  },
  desde: string | null,
  hasta: string | null,
  on: string,
) {
  return {
    estado: contentState(row.borrador, desde, hasta, on),
    publicarDesde: desde,
    publicarHasta: hasta,
    destinatarios: audienceOf(row.audience),
    idTitulacion: row.degree_id === null ? null : Number(row.degree_id),
    idSede: row.campus_id === null ? null : Number(row.campus_id),
    borrador: Number(row.borrador) === 1,
    compartido: row.brand_key === null,
  };
}

export const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export async function checkReferences(db: Db, form: { idTitulacion: number | null; idSede: number | null }) {
  if (form.idTitulacion !== null && !(await repo.degreeExists(db, form.idTitulacion)))
    throw new AppError(Status.ContentReferenceUnknown, {
      datos: { campos: [{ campo: 'idTitulacion', error: '236' }] },
    });
  if (form.idSede !== null && !(await repo.campusExists(db, form.idSede)))
    throw new AppError(Status.ContentReferenceUnknown, { datos: { campos: [{ campo: 'idSede', error: '236' }] } });
}

export async function checkFile(db: Db, actor: OfficeActor, id: number | null, kind: DocumentKind, campo: string) {
  if (id === null) return null;
  const file = await repo.findContentUpload(db, id, kind, actor.brandKey);
  if (!file) throw new AppError(Status.ContentFileInvalid, { datos: { campos: [{ campo, error: '233' }] } });
  return fileUrl(Number(file.id));
}

/**
 * A gestor scoped to campuses writes only items for one of their campuses (144): an item for
 * every campus reaches students they do not look after.
 */
export function inScope(actor: OfficeActor, campusId: number | null): void {
  if (actor.campusIds.length && (campusId === null || !actor.campusIds.includes(Number(campusId))))
    throw new AppError(Status.OutsideCampusScope);
}

/** The item must be this brand's own: 230 when missing or another brand's, 231 when written for every brand. */
export function ownItem<T extends { brand_key: string | null }>(row: T | undefined): T {
  if (!row) throw new AppError(Status.ContentNotFound);
  if (row.brand_key === null) throw new AppError(Status.ContentShared);
  return row;
}

export async function audit(
  db: Db,
  actor: OfficeActor,
  req: ContentRequest,
  action: string,
  objectType: Kind | 'document',
  id: number,
  fromState: string | null,
  toState: string | null,
) {
  await recordAudit(db, {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action,
    objectType,
    objectId: id,
    fromState,
    toState,
    requestId: req.requestId,
    ip: req.ip,
  });
}

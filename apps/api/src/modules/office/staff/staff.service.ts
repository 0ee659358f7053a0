import type { TBrand } from '@portal/contracts/brand';
import type {
  TStaffEditBody,
  TStaffInviteBody,
  TStaffItem,
  TStaffListQuery,
  TStaffPage,
} from '@portal/contracts/office/staff.schemas';
import { normalizeEmail } from '@portal/contracts/validation/email';
import { Status } from '@portal/contracts/status-names';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { uniqueAs, USERS_EMAIL } from '../../../platform/unique-violation';
import { issuePasswordLink } from '../../account/password-links.service';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './staff.repository';

/**
 * Staff management of the office console (issue #14, admins only): list, invite by e-mail with a
 * set-password link (modules/account), change kind and campus scope, deactivate and reactivate.
 * Every change is one transaction with its audit row.
 */
export interface StaffDeps {
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

export interface StaffRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
}

type StaffRow = NonNullable<Awaited<ReturnType<typeof repo.findStaffOfBrand>>>;

function toItem(row: Omit<StaffRow, 'status'>, campusIds: number[]): TStaffItem {
  return {
    idUsuario: row.user_id,
    email: row.email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    tipo: row.kind,
    activo: row.active === 1,
    sedes: campusIds,
    segundoFactor: row.totp_enrolled_at !== null,
    invitacionPendiente: row.password_hash === null,
    ultimoAcceso: row.last_login_at,
  };
}

const actorOf = (deps: StaffDeps, req: StaffRequest) => requireOffice(deps.db, req.user, req.brand.key, 'staff.manage');

function auditRow(
  actor: OfficeActor,
  req: StaffRequest,
  action: string,
  objectId: number,
  states: { from?: string | null; to?: string | null; reason?: string | null } = {},
) {
  return {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action,
    objectType: 'staff',
    objectId,
    fromState: states.from ?? null,
    toState: states.to ?? null,
    reason: states.reason ?? null,
    requestId: req.requestId,
    ip: req.ip,
  };
}

async function checkCampuses(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const existing = await repo.existingCampusIds(db, unique);
  if (existing.length !== unique.length) throw new AppError(Status.UnknownCampus);
  return unique;
}

async function targetOf(db: Db, actor: OfficeActor, userId: number): Promise<StaffRow> {
  const row = await repo.findStaffOfBrand(db, userId, actor.brandKey);
  if (!row) throw new AppError(Status.StaffNotFound);
  return row;
}

async function itemOf(db: Db, actor: OfficeActor, userId: number): Promise<TStaffItem> {
  const row = await targetOf(db, actor, userId);
  return toItem(row, await repo.campusesOf(db, userId));
}

export async function listStaff(deps: StaffDeps, req: StaffRequest, query: TStaffListQuery): Promise<TStaffPage> {
  const actor = await actorOf(deps, req);
  const { rows, campuses, total } = await repo.listStaff(deps.db, {
    brandKey: actor.brandKey,
    q: query.q || undefined,
    kind: query.tipo,
    active: query.activo === undefined ? undefined : query.activo === 'true',
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  const items = rows.map((row) =>
    toItem(
      row,
      campuses.filter((c) => c.user_id === row.user_id).map((c) => c.campus_id),
    ),
  );
  return { items, total, pagina: query.pagina, tamano: query.tamano };
}

/** Campus scope is for gestores only: an admin sees the whole brand, a tutor only their internships. */
function scopeFor(kind: TStaffEditBody['tipo'], campusIds: number[]): number[] {
  return kind === 'gestor' ? campusIds : [];
}

export async function inviteStaff(
  deps: StaffDeps,
  req: StaffRequest,
  body: TStaffInviteBody,
  baseUrl: string,
): Promise<TStaffItem> {
  const actor = await actorOf(deps, req);
  const email = normalizeEmail(body.email);
  const campusIds = scopeFor(body.tipo, await checkCampuses(deps.db, body.sedes));
  if (await repo.emailTaken(deps.db, email)) throw new AppError(Status.EmailAlreadyRegistered);
  const now = new Date().toISOString();
  // Two invitations of one address at once both pass the check above: the second insert breaks
  // users.email and answers 16 as a sequential one would (ADR 0036).
  const invite = () =>
    deps.db.transaction().execute(async (trx) => {
      const id = await repo.insertStaffUser(trx, {
        email,
        nombre: body.nombre,
        apellidos: body.apellidos,
        brandKey: actor.brandKey,
        lang: body.idioma,
        kind: body.tipo,
        invitedBy: actor.userId,
        now,
      });
      await repo.replaceCampuses(trx, id, campusIds);
      // The invitation mail goes through the outbox inside the transaction: no account without its link.
      await issuePasswordLink(
        { db: trx, config: deps.config, log: deps.log },
        { userId: id, purpose: 'set', lang: body.idioma, brand: req.brand, baseUrl },
      );
      await recordAudit(trx, auditRow(actor, req, 'staff.invite', id, { to: body.tipo }));
      return id;
    });
  const userId = await uniqueAs(USERS_EMAIL, Status.EmailAlreadyRegistered, invite);
  return itemOf(deps.db, actor, userId);
}

/**
 * The first office admin of a brand, from the command line (`npm run admin:create`, issue #18
 * part 8): no demo account exists in production, so someone must open the console. Same rules as
 * an invitation (e-mail not taken, set-password link by mail, audit row), with no acting user.
 */
export async function createFirstAdmin(
  deps: StaffDeps,
  brand: TBrand,
  body: Pick<TStaffInviteBody, 'email' | 'nombre' | 'apellidos' | 'idioma'>,
  baseUrl: string,
): Promise<{ userId: number; url: string }> {
  const email = normalizeEmail(body.email);
  if (await repo.emailTaken(deps.db, email)) throw new AppError(Status.EmailAlreadyRegistered);
  const now = new Date().toISOString();
  return uniqueAs(USERS_EMAIL, Status.EmailAlreadyRegistered, () =>
    deps.db.transaction().execute(async (trx) => {
      const userId = await repo.insertStaffUser(trx, {
        email,
        nombre: body.nombre,
        apellidos: body.apellidos,
        brandKey: brand.key,
        lang: body.idioma,
        kind: 'admin',
        invitedBy: null,
        now,
      });
      const link = await issuePasswordLink(
        { db: trx, config: deps.config, log: deps.log },
        { userId, purpose: 'set', lang: body.idioma, brand, baseUrl },
      );
      await recordAudit(trx, {
        brandKey: brand.key,
        actorUserId: null,
        actorRole: 'system',
        action: 'staff.invite',
        objectType: 'staff',
        objectId: userId,
        fromState: null,
        toState: 'admin',
        reason: 'admin:create',
        requestId: null,
        ip: null,
      });
      return { userId, url: link.url };
    }),
  );
}

export async function editStaff(
  deps: StaffDeps,
  req: StaffRequest,
  userId: number,
  body: TStaffEditBody,
): Promise<TStaffItem> {
  const actor = await actorOf(deps, req);
  const target = await targetOf(deps.db, actor, userId);
  // An admin cannot demote themselves: the brand keeps at least the admin who is acting.
  if (userId === actor.userId && body.tipo !== 'admin') throw new AppError(Status.OwnStaffAccount);
  const campusIds = scopeFor(body.tipo, await checkCampuses(deps.db, body.sedes));
  const before = await repo.campusesOf(deps.db, userId);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.setKind(trx, userId, body.tipo, now);
    await repo.replaceCampuses(trx, userId, campusIds);
    await recordAudit(
      trx,
      auditRow(actor, req, 'staff.edit', userId, {
        from: `${target.kind} [${before.join(',')}]`,
        to: `${body.tipo} [${campusIds.join(',')}]`,
      }),
    );
  });
  return itemOf(deps.db, actor, userId);
}

/** Deactivation ends every session of the person at once (their tokens are refused from the next request). */
export async function setStaffActive(
  deps: StaffDeps,
  req: StaffRequest,
  userId: number,
  active: boolean,
): Promise<TStaffItem> {
  const actor = await actorOf(deps, req);
  const target = await targetOf(deps.db, actor, userId);
  if (userId === actor.userId) throw new AppError(Status.OwnStaffAccount);
  if ((target.active === 1) !== active) {
    const now = new Date().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await repo.setActive(trx, userId, active, now);
      await recordAudit(
        trx,
        auditRow(actor, req, active ? 'staff.reactivate' : 'staff.deactivate', userId, {
          from: active ? 'inactive' : 'active',
          to: active ? 'active' : 'inactive',
        }),
      );
    });
  }
  return itemOf(deps.db, actor, userId);
}

export async function listCampuses(
  deps: Pick<StaffDeps, 'db'>,
  req: Pick<StaffRequest, 'user' | 'brand'>,
  lang: 'es' | 'ca',
) {
  await requireOffice(deps.db, req.user, req.brand.key, 'staff.manage');
  const rows = await repo.listCampuses(deps.db);
  return rows.map((r) => ({ id: r.id, nombre: lang === 'ca' ? r.name_ca : r.name_es }));
}

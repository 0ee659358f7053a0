import { can, PERMISSIONS, type TOfficeAction, type TStaffKind } from '@portal/contracts/office/permissions';
import { languageIdOf } from '@portal/contracts/auth/auth.schemas';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../platform/app-error';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { findStaffMember, type StaffMember } from './office-access.repository';

/**
 * Authorisation of every console call (issue #14 'API'): the token's user must be active staff of
 * the request's brand, and their kind must allow the action (contracts/office/permissions.ts).
 * Campus scope (`campusIds`) limits what a scoped gestor sees of students; the dashboard applies it in SQL.
 */
export interface OfficeActor {
  userId: number;
  kind: TStaffKind;
  brandKey: string;
  email: string;
  /** Empty: every campus of the brand. */
  campusIds: number[];
}

/** The staff member behind a session, or 71 (no permission) when it is not active staff of this brand. */
export async function officeMember(
  db: Db,
  user: Pick<AuthUser, 'userId' | 'role' | 'god'>,
  brandKey: string,
): Promise<StaffMember> {
  // A god-mode token (/gma2019) lifts client-side guards only: it never opens the console, which
  // would skip an admin's second factor.
  if (user.role !== 'staff' || user.god) throw new AppError(Status.NoPermission);
  const member = await findStaffMember(db, user.userId);
  if (!member || !member.active || member.brand_key !== brandKey || member.status !== 'active')
    throw new AppError(Status.NoPermission);
  return member;
}

export async function requireOffice(
  db: Db,
  user: Pick<AuthUser, 'userId' | 'role' | 'god'>,
  brandKey: string,
  action: TOfficeAction,
): Promise<OfficeActor> {
  const member = await officeMember(db, user, brandKey);
  if (!can(member.kind, action)) throw new AppError(Status.OfficeActionNotAllowed);
  return { userId: member.user_id, kind: member.kind, brandKey, email: member.email, campusIds: member.campusIds };
}

export function staffProfile(member: StaffMember): TStaffProfile {
  return {
    idUsuario: member.user_id,
    email: member.email,
    nombre: member.nombre,
    apellidos: member.apellidos,
    tipo: member.kind,
    sedes: member.campusIds,
    permisos: [...PERMISSIONS[member.kind]],
    segundoFactor: member.totp_enrolled_at !== null,
    idIdiomaPreferido: languageIdOf(member.preferred_language),
  };
}

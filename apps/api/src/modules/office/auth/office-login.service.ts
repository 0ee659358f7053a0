import type { TBrand } from '@portal/contracts/brand';
import type {
  TConfirmSecondFactorResult,
  TStaffLoginBody,
  TStaffLoginResult,
  TStaffSession,
} from '@portal/contracts/office/office-auth.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { checkCredentials, sessionFor, type LoginDeps } from '../../auth/login.service';
import type { LoginUser } from '../../auth/auth.repository';
import type { Lang } from '../../auth/auth-messages';
import { findStaffMember, type StaffMember } from '../office-access.repository';
import { staffProfile } from '../office-access.service';
import { ensureCodeAllowed, rightCode, wrongCode, type CodeContext } from './code-attempts';
import * as repo from './office-auth.repository';
import {
  enrolmentQr,
  hashRecoveryCode,
  issueTicket,
  newRecoveryCodes,
  newTotpSecret,
  readTicket,
  totpStep,
  type ReadTicket,
  type TicketPurpose,
} from './second-factor';

/**
 * Sign-in of the university office (issue #14 'Who the staff are'): the password check, throttling,
 * token and revocation of the other roles (modules/auth), plus the admin's second factor.
 */
export interface OfficeLoginContext {
  ip: string;
  /** The request's brand: token audience; staff sign in on their own brand only. */
  brand: TBrand;
  lang: Lang;
  requestId: string;
}

/** Demo brands may let named admins skip the second factor (brand.json office.demoWithoutSecondFactor; README). */
function needsSecondFactor(member: StaffMember, brand: TBrand): boolean {
  return member.kind === 'admin' && !brand.office.demoWithoutSecondFactor.includes(member.email);
}

const codeContext = (ctx: OfficeLoginContext): CodeContext => ({
  ip: ctx.ip,
  brandKey: ctx.brand.key,
  lang: ctx.lang,
  requestId: ctx.requestId,
});

async function audit(
  deps: LoginDeps,
  ctx: OfficeLoginContext,
  userId: number,
  action: string,
  reason: string | null = null,
): Promise<void> {
  await recordAudit(deps.db, {
    brandKey: ctx.brand.key,
    actorUserId: userId,
    actorRole: 'staff',
    action,
    objectType: 'staff',
    objectId: userId,
    reason,
    requestId: ctx.requestId,
    ip: ctx.ip,
  });
}

async function openSession(
  deps: LoginDeps,
  user: LoginUser,
  ctx: OfficeLoginContext,
  via: string,
): Promise<TStaffSession> {
  const session = await sessionFor(deps, user, { companyId: null, audience: ctx.brand.key });
  const member = await findStaffMember(deps.db, user.id);
  if (!member) throw new AppError(Status.WrongCredentials);
  await audit(deps, ctx, user.id, 'auth.sign_in', via);
  return { token: session.token, rol: 'staff', perfil: staffProfile(member) };
}

async function ticketFor(
  deps: LoginDeps,
  user: LoginUser,
  purpose: TicketPurpose,
  ctx: OfficeLoginContext,
): Promise<string> {
  return issueTicket(deps.config, { userId: user.id, purpose, tokenVersion: user.token_version }, ctx.brand.key);
}

/** The ticket's user, still active staff of this brand at the same token version; else 141 (start again). */
async function ticketUser(
  deps: LoginDeps,
  token: string,
  purpose: TicketPurpose,
  ctx: OfficeLoginContext,
): Promise<{ ticket: ReadTicket; user: LoginUser; member: StaffMember }> {
  const ticket = readTicket(deps.config, token, ctx.brand.key);
  if (!ticket || ticket.purpose !== purpose) throw new AppError(Status.SecondFactorExpired);
  const [user, member] = await Promise.all([
    repo.findLoginUserById(deps.db, ticket.userId),
    findStaffMember(deps.db, ticket.userId),
  ]);
  if (
    !user ||
    !member ||
    user.status !== 'active' ||
    !member.active ||
    user.token_version !== ticket.tokenVersion ||
    user.role !== 'staff'
  ) {
    throw new AppError(Status.SecondFactorExpired);
  }
  return { ticket, user, member };
}

/** The code step: a current TOTP code (each accepted once) or an unused recovery code. */
async function completeWithCode(
  deps: LoginDeps,
  token: string,
  codigo: string,
  ctx: OfficeLoginContext,
): Promise<TStaffSession> {
  const { ticket, user, member } = await ticketUser(deps, token, 'codigo', ctx);
  const codeCtx = codeContext(ctx);
  await ensureCodeAllowed(deps, ticket, codeCtx);
  if (!member.totp_secret) throw new AppError(Status.SecondFactorExpired);
  const step = await totpStep(member.totp_secret, codigo);
  if (step !== null) {
    if (!(await repo.advanceTotpStep(deps.db, user.id, step))) return wrongCode(deps, ticket, user, codeCtx);
    await rightCode(deps, ticket, ctx.ip);
    return openSession(deps, user, ctx, 'totp');
  }
  if (!(await repo.useRecoveryCode(deps.db, user.id, hashRecoveryCode(codigo), new Date().toISOString())))
    return wrongCode(deps, ticket, user, codeCtx);
  await rightCode(deps, ticket, ctx.ip);
  await audit(deps, ctx, user.id, 'staff.recovery_code_used');
  return openSession(deps, user, ctx, 'recovery_code');
}

/** POST /api/Gestion/logaUsuario: the password step, or the code step with its ticket. */
export async function staffLogin(
  deps: LoginDeps,
  body: TStaffLoginBody,
  ctx: OfficeLoginContext,
): Promise<TStaffLoginResult> {
  if ('ticket' in body) return completeWithCode(deps, body.ticket, body.codigo, ctx);
  const user = await checkCredentials(deps, body.eUsuario, body.ePassword, 'staff', ctx.ip, ctx.lang);
  const member = await findStaffMember(deps.db, user.id);
  // Staff of another brand, or a staff user without office data, fail like a wrong password.
  if (!member || member.brand_key !== ctx.brand.key) throw new AppError(Status.WrongCredentials);
  if (!member.active) throw new AppError(Status.UserBlocked);
  if (!needsSecondFactor(member, ctx.brand))
    return openSession(deps, user, ctx, member.kind === 'admin' ? 'password_demo' : 'password');
  if (member.totp_secret) return { segundoFactor: 'codigo', ticket: await ticketFor(deps, user, 'codigo', ctx) };
  // An admin without a second factor enrols one now: a fresh secret each time until confirmed.
  const secret = newTotpSecret();
  await repo.setPendingSecret(deps.db, user.id, secret);
  const { qr } = await enrolmentQr({ secret, issuer: ctx.brand.name[ctx.lang], label: member.email });
  return { segundoFactor: 'alta', ticket: await ticketFor(deps, user, 'alta', ctx), qr, secreto: secret };
}

/** POST /api/Gestion/confirmaSegundoFactor: the first code confirms the enrolment; ten recovery codes, shown once. */
export async function confirmSecondFactor(
  deps: LoginDeps,
  body: { ticket: string; codigo: string },
  ctx: OfficeLoginContext,
): Promise<TConfirmSecondFactorResult> {
  const { ticket, user, member } = await ticketUser(deps, body.ticket, 'alta', ctx);
  const codeCtx = codeContext(ctx);
  await ensureCodeAllowed(deps, ticket, codeCtx);
  if (member.totp_secret) throw new AppError(Status.SecondFactorAlreadyEnrolled);
  const secret = member.totp_pending_secret;
  const step = secret ? await totpStep(secret, body.codigo) : null;
  if (!secret || step === null) return wrongCode(deps, ticket, user, codeCtx);
  const codes = newRecoveryCodes();
  const now = new Date().toISOString();
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    const done = await repo.confirmEnrolment(trx, {
      userId: user.id,
      secret,
      step,
      now,
      codeHashes: codes.map(hashRecoveryCode),
    });
    if (done) {
      await recordAudit(trx, {
        brandKey: ctx.brand.key,
        actorUserId: user.id,
        actorRole: 'staff',
        action: 'staff.totp_enrol',
        objectType: 'staff',
        objectId: user.id,
        toState: 'totp',
        requestId: ctx.requestId,
        ip: ctx.ip,
      });
    }
    return done;
  });
  if (!confirmed) throw new AppError(Status.SecondFactorExpired);
  await rightCode(deps, ticket, ctx.ip);
  const session = await openSession(deps, user, ctx, 'totp');
  return { ...session, codigosRecuperacion: codes };
}

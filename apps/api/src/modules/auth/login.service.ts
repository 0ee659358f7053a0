import {
  languageIdOf,
  type TCompanyChoice,
  type TGodModeResult,
  type TLoginBody,
  type TLoginResult,
  type TLoginSession,
  type TRole,
} from '@portal/contracts/auth/auth.schemas';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { GOD_TTL_SECONDS, issueToken, revokeToken, type AuthUser } from '../../platform/auth';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { dummyPasswordHash, verifyPassword } from '../../platform/password';
import * as repo from './auth.repository';
import { statusMessage, type Lang } from './auth-messages';
import { ensureNotLocked, recordPasswordFailure, recordPasswordSuccess, type AttemptDeps } from './password-attempts';
import { rgpdPendingFor } from './rgpd.service';
import { Status } from '@portal/contracts/status-names';

export { LockedError } from './password-attempts';

export interface LoginDeps extends AttemptDeps {
  config: Pick<AppConfig, 'jwtSecret' | 'dataDir' | 'smtpUrl' | 'mailFrom'>;
}

export interface LoginContext {
  /** The role of the path: /api/Alumno accepts students only, /api/Empresa company contacts only. */
  role: TRole;
  ip: string;
  /** The request's brand key: token audience and RGPD text. */
  audience: string;
  lang: Lang;
  /** The request's brand sends its graduates through single sign-on (brand.json sso.graduatesOnly). */
  graduatesUseSso?: boolean;
}

/**
 * The credential check shared by logaUsuario and modoDios. An unknown user is verified against
 * a dummy hash and a user of another role fails like a wrong password, so that every failure
 * answers the same body (status 3) after the same work: no account enumeration.
 */
export async function checkCredentials(
  deps: LoginDeps,
  eUsuario: string,
  ePassword: string,
  role: TRole,
  ip: string,
  lang: Lang,
): Promise<repo.LoginUser> {
  const email = eUsuario.trim().toLowerCase();
  await ensureNotLocked(deps.throttle, email, ip, lang);
  const user = await repo.findUserByEmail(deps.db, email);
  const hash = user?.password_hash ?? (await dummyPasswordHash());
  const passwordOk = await verifyPassword(hash, ePassword);
  if (!user || !user.password_hash || !passwordOk || user.role !== role) {
    await recordPasswordFailure(deps, email, ip, user);
    throw new AppError(Status.WrongCredentials, { mensaje: statusMessage(3, lang) });
  }
  await recordPasswordSuccess(deps.throttle, email, ip);
  // Checked only once the password is proven, so that they reveal nothing about other accounts.
  if (user.status === 'blocked') throw new AppError(Status.UserBlocked, { mensaje: statusMessage(90, lang) });
  if (user.status === 'deregistered') throw new AppError(Status.UserDeregistered, { mensaje: statusMessage(32, lang) });
  if (user.sso_required) throw new AppError(Status.UseUniversitySignIn, { mensaje: statusMessage(95, lang) });
  return user;
}

/** The company a contact signs in for (SPEC §4: a user with several companies picks one first). */
type CompanyPick = { empresas: TCompanyChoice[] } | { company: { id: number; nombre: string } };

async function pickCompany(
  db: Db,
  userId: number,
  eidEmpresa: number | null | undefined,
  lang: Lang,
): Promise<CompanyPick> {
  const companies = await repo.companiesOfContact(db, userId);
  // SPEC §8 79: a company login without any company left has no portal access.
  if (companies.length === 0) throw new AppError(Status.UserWithoutAccess, { mensaje: statusMessage(79, lang) });
  let chosen;
  if (eidEmpresa !== null && eidEmpresa !== undefined) {
    chosen = companies.find((c) => c.id === eidEmpresa);
    if (!chosen) throw new AppError(Status.WrongCredentials, { mensaje: statusMessage(3, lang) });
  } else if (companies.length > 1) {
    return { empresas: companies.map((c) => ({ idEmpresa: c.id, nombre: c.nombre })) };
  } else {
    chosen = companies[0];
  }
  // SPEC §6: companies must be validated and not blocked (SPEC §8 code 9).
  if (!chosen.validated || chosen.blocked)
    throw new AppError(Status.AccessUnavailable, { mensaje: statusMessage(9, lang) });
  return { company: chosen };
}

/** POST /api/{Alumno|Empresa}/logaUsuario: SPEC §3 Login response. */
export async function login(deps: LoginDeps, body: TLoginBody, ctx: LoginContext): Promise<TLoginResult> {
  const user = await checkCredentials(deps, body.eUsuario, body.ePassword, ctx.role, ctx.ip, ctx.lang);
  const { db } = deps;
  // SPEC §6 (95): on a brand whose graduates must use its single sign-on, a graduate's password
  // is not a way in, whatever the per-user flag says (issue #12 item 26).
  if (ctx.graduatesUseSso && ctx.role === 'student' && (await repo.findStudent(db, user.id))?.kind === 'alumnus') {
    throw new AppError(Status.UseUniversitySignIn, { mensaje: statusMessage(95, ctx.lang) });
  }
  let companyId: number | null = null;
  if (ctx.role === 'company') {
    const picked = await pickCompany(db, user.id, body.eidEmpresa, ctx.lang);
    if ('empresas' in picked) return { empresas: picked.empresas };
    companyId = picked.company.id;
  }

  return sessionFor(deps, user, { companyId, audience: ctx.audience });
}

/**
 * SPEC §3 Login response for a user already authenticated, by password (login) or by the
 * university's identity provider (modules/sso): marks the sign-in and issues the token.
 */
export async function sessionFor(
  deps: { db: Db; config: Pick<AppConfig, 'jwtSecret' | 'dataDir'> },
  user: repo.LoginUser,
  opts: { companyId: number | null; audience: string },
): Promise<TLoginSession> {
  const { db } = deps;
  const { companyId } = opts;
  const isStudent = user.role === 'student';
  const student = isStudent ? await repo.findStudent(db, user.id) : undefined;
  const [tieneCVadjunto, withInternships, signedAgreement, rgpd] = await Promise.all([
    isStudent ? repo.hasDocumentOfKind(db, user.id, 'cv') : false,
    isStudent ? repo.studentHasInternships(db, user.id) : false,
    companyId !== null ? repo.hasSignedAgreement(db, companyId) : true,
    rgpdPendingFor(db, user.id, opts.audience, user.preferred_language),
  ]);
  const lang = user.preferred_language === 'ca' ? 'ca' : 'es';
  await repo.markSignedIn(db, user.id, new Date().toISOString());
  const token = await issueToken(deps.config, {
    userId: user.id,
    role: user.role,
    companyId,
    tokenVersion: user.token_version,
    audience: opts.audience,
  });
  return {
    token,
    faltaConvenioFirmado: companyId !== null && !signedAgreement,
    tieneCVadjunto,
    textoCortoRGPD: rgpd?.textoCortoRGPD ?? null,
    linkExternoRGPD: rgpd?.linkExternoRGPD ?? null,
    // Alumni keep the job service only; an alumnus with an internship record still sees it.
    conPracticas: user.role === 'company' || student?.kind !== 'alumnus' || withInternships,
    conEmpleo: true,
    primerAcceso: user.first_access_at === null,
    soloCiclosUAX: !!student?.only_vocational,
    idIdiomaPreferido: languageIdOf(lang),
    // SPEC §8 518: students are asked for their social-security number until they give it.
    faltaNumeroSeguridadSocial: isStudent && !student?.social_security_number,
    rol: user.role,
    idEmpresa: companyId,
  };
}

/**
 * POST /api/Publico/modoDios: god mode of /gma2019 against a staff credential. The short-lived
 * token only lets the web lift its maintenance redirect and blocking popups; no server rule
 * reads the `god` claim.
 */
export async function grantGodMode(
  deps: LoginDeps,
  body: { eUsuario: string; ePassword: string },
  ctx: Omit<LoginContext, 'role'>,
): Promise<TGodModeResult> {
  const user = await checkCredentials(deps, body.eUsuario, body.ePassword, 'staff', ctx.ip, ctx.lang);
  const token = await issueToken(deps.config, {
    userId: user.id,
    role: 'staff',
    companyId: null,
    tokenVersion: user.token_version,
    audience: ctx.audience,
    ttlSeconds: GOD_TTL_SECONDS,
    god: true,
  });
  return { godMode: true, token };
}

/**
 * #16 part 1, POST /api/Empresa/cambiarEmpresa: a contact of several companies switches the
 * active one without signing out. Same rules as picking it at sign-in (one of the contact's own
 * companies, validated and not blocked); the old token is revoked and a new one issued.
 */
export async function switchCompany(
  deps: { db: Db; config: Pick<AppConfig, 'jwtSecret' | 'dataDir'> },
  current: AuthUser,
  eidEmpresa: number,
  ctx: { audience: string; lang: Lang; requestId: string; ip: string },
): Promise<TLoginSession> {
  const { db } = deps;
  const user = await repo.sessionUserById(db, current.userId);
  if (!user || user.role !== 'company' || user.status !== 'active') throw new AppError(Status.NoPermission);
  const companies = await repo.companiesOfContact(db, user.id);
  const chosen = companies.find((c) => c.id === eidEmpresa);
  // Someone else's company: refused, nothing changes (the current token stays valid).
  if (!chosen) throw new AppError(Status.NoPermission);
  if (!chosen.validated || chosen.blocked)
    throw new AppError(Status.AccessUnavailable, { mensaje: statusMessage(9, ctx.lang) });
  return db.transaction().execute(async (trx) => {
    await revokeToken(trx, current);
    await recordAudit(trx, {
      brandKey: ctx.audience,
      actorUserId: user.id,
      actorRole: 'company',
      action: 'auth.switch_company',
      objectType: 'company',
      objectId: chosen.id,
      fromState: current.companyId === null ? null : String(current.companyId),
      toState: String(chosen.id),
      requestId: ctx.requestId,
      ip: ctx.ip,
    });
    return sessionFor({ db: trx, config: deps.config }, user, { companyId: chosen.id, audience: ctx.audience });
  });
}

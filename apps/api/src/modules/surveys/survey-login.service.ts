import type { TLoginBody, TLoginResult, TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { AppError } from '../../platform/app-error';
import { revokeToken, verifyToken } from '../../platform/auth';
import { findUserByEmail } from '../auth/auth.repository';
import { login, type LoginDeps } from '../auth/login.service';
import { completeSso, type CompleteSsoDeps } from '../sso/sso.service';
import { openSurvey, userContext, type SurveyBrand } from './survey-access';
import type { SurveyRecord } from './surveys.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * POST /api/Encuestas/logaUsuario/{id}: signs a user in for a survey with the portal's own
 * credential check and session (the auth area's `login`: same throttling, codes 3/9/32/90/95,
 * company pick and data-protection fields), then checks the survey is for them (36, 38, 39).
 * The session token is answered only when it is; otherwise it is revoked at once.
 */
export async function surveyLogin(
  deps: LoginDeps,
  brand: SurveyBrand,
  param: string,
  body: TLoginBody,
  ctx: { ip: string; lang: 'es' | 'ca' },
): Promise<TLoginResult> {
  const brandKey = brand.key;
  const survey = await openSurvey(deps.db, brand, param);
  // A property of the survey, not of the account: answering it before the password reveals nobody.
  if (Number(survey.solo_nuevos) === 1) throw new AppError(Status.SurveyNotForRegisteredUsers);
  // The path names no role: the account's own decides which login rules apply. An unknown
  // address still runs the whole check as a student and fails like a wrong password (status 3).
  const account = await findUserByEmail(deps.db, body.eUsuario.trim().toLowerCase());
  const result = await login(deps, body, {
    role: account?.role ?? 'student',
    ip: ctx.ip,
    audience: brandKey,
    lang: ctx.lang,
  });
  if ('empresas' in result) return result;
  return admitToSurvey(deps, survey, result, brandKey);
}

/**
 * A session just opened for a survey is answered only when the survey is for that user (36, 38,
 * 39: userContext); otherwise its token is revoked at once and the survey's code answers.
 */
async function admitToSurvey(
  deps: Pick<CompleteSsoDeps, 'db' | 'config'>,
  survey: SurveyRecord,
  result: TLoginSession,
  brandKey: string,
): Promise<TLoginSession> {
  const claims = verifyToken(deps.config, result.token, brandKey);
  const user = { kind: 'user' as const, userId: Number(claims.sub), role: result.rol, companyId: result.idEmpresa };
  try {
    await userContext(deps.db, survey, user);
  } catch (err) {
    await revokeToken(deps.db, { userId: user.userId, jti: claims.jti, exp: claims.exp });
    throw err;
  }
  return result;
}

/**
 * POST /api/Encuestas/validaRespuestaLoginIntegrado/{id}: the single sign-on of the brand
 * (modules/sso: flow cookie, code exchange, a student account by e-mail), then the same survey
 * checks as logaUsuario/{id}.
 */
export async function surveySsoLogin(
  deps: CompleteSsoDeps,
  param: string,
  input: Parameters<typeof completeSso>[1],
): Promise<TLoginSession> {
  const survey = await openSurvey(deps.db, { key: input.audience, timeZone: input.brand.timeZone }, param);
  if (Number(survey.solo_nuevos) === 1) throw new AppError(Status.SurveyNotForRegisteredUsers);
  return admitToSurvey(deps, survey, await completeSso(deps, input), input.audience);
}

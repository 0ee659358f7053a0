import { languageIdOf, type TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { issueToken } from '../../platform/auth';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import * as authRepo from '../auth/auth.repository';
import { rgpdPendingFor } from '../auth/rgpd.service';

/**
 * The logaUsuario answer (SPEC §3 Login response) for a student whom the identity provider has
 * already authenticated. Built from the sign-in area's own repository and RGPD service so that
 * both paths answer the same fields; the login service keeps the credential checks.
 * TODO(auth): when login.service.ts exports its session builder, call it here instead.
 */
export async function studentSession(
  deps: { db: Db; config: Pick<AppConfig, 'jwtSecret' | 'dataDir'> },
  user: authRepo.LoginUser,
  audience: string,
): Promise<TLoginSession> {
  const { db } = deps;
  const [student, tieneCVadjunto, withInternships, rgpd] = await Promise.all([
    authRepo.findStudent(db, user.id),
    authRepo.hasDocumentOfKind(db, user.id, 'cv'),
    authRepo.studentHasInternships(db, user.id),
    rgpdPendingFor(db, user.id, audience, user.preferred_language),
  ]);
  await authRepo.markSignedIn(db, user.id, new Date().toISOString());
  const token = await issueToken(deps.config, {
    userId: user.id,
    role: 'student',
    companyId: null,
    tokenVersion: user.token_version,
    audience,
  });
  return {
    token,
    faltaConvenioFirmado: false,
    tieneCVadjunto,
    textoCortoRGPD: rgpd?.textoCortoRGPD ?? null,
    linkExternoRGPD: rgpd?.linkExternoRGPD ?? null,
    conPracticas: student?.kind !== 'alumnus' || withInternships,
    conEmpleo: true,
    primerAcceso: user.first_access_at === null,
    soloCiclosUAX: !!student?.only_vocational,
    idIdiomaPreferido: languageIdOf(user.preferred_language === 'ca' ? 'ca' : 'es'),
    faltaNumeroSeguridadSocial: !student?.social_security_number,
    rol: 'student',
    idEmpresa: null,
  };
}

import type {
  TAccountUser,
  TDeregistrationBody,
  TDeregistrationWithDataBody,
} from '@portal/contracts/account/account.schemas';
import { recordStudentAudit } from '../applications/student-audit';
import { languageIdOf } from '@portal/contracts/auth/auth.schemas';
import type { TBrand } from '@portal/contracts/brand';
import { nowIso } from '../../db/schema-helpers';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import * as repo from './account.repository';
import { Status } from '@portal/contracts/status-names';

/** GET /api/Alumno/editaUsuario: the account behind the CV. */
export async function accountUser(db: Db, userId: number): Promise<TAccountUser> {
  const [row, pending] = await Promise.all([repo.accountOf(db, userId), repo.pendingDeregistration(db, userId)]);
  return {
    idUsuario: row.id,
    email: row.email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    idIdiomaPreferido: languageIdOf(row.preferred_language),
    accesoIntegrado: !!row.sso_required,
    tienePassword: !!row.password_hash,
    recibirInformacionUniversidad: !!row.recibir_informacion,
    fechaAlta: row.created_at,
    ultimoAcceso: row.last_login_at,
    bajaSolicitada: !!pending,
  };
}

/**
 * solicitarBajaServicio / solicitarBajaServicioConDatos (SPEC §2 /solicitar-baja, notice 517),
 * only on brands with hasBajaAlumno (48 otherwise). The office processes the request; asking
 * again while one is pending answers the same request.
 */
export async function requestDeregistration(
  db: Db,
  input: {
    userId: number;
    brand: TBrand;
    body: TDeregistrationBody | TDeregistrationWithDataBody;
    withData: boolean;
    /** The request id and IP of the audit row (issue #14 part 6). */
    origin?: { requestId: string; ip: string };
  },
): Promise<{ idSolicitud: number }> {
  if (!input.brand.flags.hasBajaAlumno) throw new AppError(Status.ActionNotAllowed);
  const pending = await repo.pendingDeregistration(db, input.userId);
  if (pending) return { idSolicitud: pending.id };
  const { motivo, ...rest } = input.body as TDeregistrationWithDataBody;
  const datos = input.withData
    ? JSON.stringify({
        emailContacto: rest.emailContacto ?? null,
        telefonoContacto: rest.telefonoContacto ?? null,
        borrarDatos: rest.borrarDatos ?? false,
        comentarios: rest.comentarios ?? null,
      })
    : null;
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertDeregistration(trx, {
      userId: input.userId,
      motivo: motivo ?? null,
      datos,
      now: nowIso(),
    });
    await recordStudentAudit(
      trx,
      { userId: input.userId, brandKey: input.brand.key, origin: input.origin },
      {
        action: 'request.create',
        objectType: 'deregistration_request',
        objectId: created,
        from: null,
        to: 'pendiente',
        reason: motivo ?? null,
      },
    );
    return created;
  });
  return { idSolicitud: id };
}

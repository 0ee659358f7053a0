import type { TAuditPage, TAuditQuery } from '@portal/contracts/office/audit.schemas';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { requireOffice } from '../office-access.service';
import * as repo from './audit.repository';

/** GET /api/Gestion/auditoria: the brand's whole audit log, searchable and paginated (admins only). */
export async function searchAudit(db: Db, user: AuthUser, brandKey: string, query: TAuditQuery): Promise<TAuditPage> {
  const actor = await requireOffice(db, user, brandKey, 'audit.read');
  const { rows, total } = await repo.searchAudit(db, {
    brandKey: actor.brandKey,
    q: query.q || undefined,
    action: query.accion || undefined,
    objectType: query.tipoObjeto || undefined,
    objectId: query.idObjeto || undefined,
    actorUserId: query.idActor,
    from: query.desde,
    to: query.hasta,
    limit: query.tamano,
    offset: (query.pagina - 1) * query.tamano,
  });
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      fecha: r.occurred_at,
      idActor: r.actor_user_id === null ? null : Number(r.actor_user_id),
      emailActor: r.email ?? null,
      rolActor: r.actor_role,
      accion: r.action,
      tipoObjeto: r.object_type,
      idObjeto: r.object_id,
      estadoAnterior: r.from_state,
      estadoNuevo: r.to_state,
      motivo: r.reason,
      idPeticion: r.request_id,
      ip: r.ip,
    })),
    total,
    pagina: query.pagina,
    tamano: query.tamano,
  };
}

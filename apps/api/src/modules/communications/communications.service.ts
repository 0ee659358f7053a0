import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import type { CommunicationAudience } from '../../db/tables/content';
import { localized } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import * as repo from './communications.repository';

/** Today as 'YYYY-MM-DD' (UTC), the form communication dates are stored in. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * SPEC §2 communications module: what the office publishes for my role (or for everyone) on my
 * brand, in force today, newest first, in my language.
 */
export async function listForRole(
  db: Db,
  role: 'student' | 'company',
  brandKey: string,
  lang: 'es' | 'ca',
): Promise<TCommunication[]> {
  const audiences: CommunicationAudience[] = [role, 'all'];
  const rows = await repo.listCommunications(db, brandKey, audiences, today());
  return rows.map((r) => ({
    idComunicacion: r.id,
    fechaDesde: r.fecha_desde,
    descripcion: localized(r.descripcion_es, r.descripcion_ca, lang),
    enlace: r.enlace || null,
  }));
}

import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import type { CommunicationAudience } from '../../db/tables/content';
import { localized } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import { contentReader } from '../content-files/content-reader.repository';
import * as repo from './communications.repository';

/** Today as 'YYYY-MM-DD' (UTC), the form communication dates are stored in. */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * SPEC §2 communications module: what the office publishes for my role (or for everyone) on my
 * brand, in force today, newest first, in my language. Students and graduates (alumni) are
 * separate audiences; a degree or campus narrows a student's (issue #15 'Content').
 */
export async function listForRole(
  db: Db,
  role: 'student' | 'company',
  userId: number,
  brandKey: string,
  lang: 'es' | 'ca',
): Promise<TCommunication[]> {
  const reader = await contentReader(db, role, userId);
  const audiences: CommunicationAudience[] = [reader.audience, 'all'];
  const rows = await repo.listCommunications(db, brandKey, audiences, today(), reader);
  return rows.map((r) => ({
    idComunicacion: r.id,
    fechaDesde: r.fecha_desde,
    descripcion: localized(r.descripcion_es, r.descripcion_ca, lang),
    enlace: r.enlace || null,
  }));
}

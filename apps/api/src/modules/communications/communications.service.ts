import type { TBrand } from '@portal/contracts/brand';
import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import type { CommunicationAudience } from '../../db/tables/content';
import { today } from '../../platform/clock';
import { localized } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import { contentReader } from '../content-files/content-reader.repository';
import * as repo from './communications.repository';

/**
 * SPEC §2 communications module: what the office publishes for my role (or for everyone) on my
 * brand, in force today, newest first, in my language. Students and graduates (alumni) are
 * separate audiences; a degree or campus narrows a student's (docs/content.md). "In force
 * today" is the brand's day ('YYYY-MM-DD', the form communication dates are stored in).
 */
export async function listForRole(
  db: Db,
  role: 'student' | 'company',
  userId: number,
  brand: Pick<TBrand, 'key' | 'timeZone'>,
  lang: 'es' | 'ca',
): Promise<TCommunication[]> {
  const reader = await contentReader(db, role, userId);
  const audiences: CommunicationAudience[] = [reader.audience, 'all'];
  const rows = await repo.listCommunications(db, brand.key, audiences, today(brand), reader);
  return rows.map((r) => ({
    idComunicacion: r.id,
    fechaDesde: r.fecha_desde,
    descripcion: localized(r.descripcion_es, r.descripcion_ca, lang),
    enlace: r.enlace || null,
  }));
}

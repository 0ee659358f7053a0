import type { TBrand } from '@portal/contracts/brand';
import type { TGuide } from '@portal/contracts/guides/guides.schemas';
import { AppError } from '../../platform/app-error';
import { dayIn, now as clockNow } from '../../platform/clock';
import { localized, type ContentLang } from '../../platform/content-language';
import type { Db } from '../../platform/db';
import { contentReader } from '../content-files/content-reader.repository';
import * as repo from './guides.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * GET dameGuiaOrientacion (SPEC §7). A brand without guides (flag hasGuiasOrientacion off, SPEC §6)
 * answers HTTP 403 status 71, like the web's brand-flag route guard: the feature does not exist there.
 * Published "today" is the brand's day (DESIGN 'one clock'), not the UTC one.
 */
export async function listGuides(
  db: Db,
  brand: TBrand,
  userId: number,
  lang: ContentLang,
  limit?: number,
  now = clockNow(),
): Promise<TGuide[]> {
  if (!brand.flags.hasGuiasOrientacion) throw new AppError(Status.NoPermission);
  const reader = await contentReader(db, 'student', userId);
  const rows = await repo.listGuides(db, brand.key, limit, reader, dayIn(now, brand.timeZone));
  return rows.map((r) => ({
    idGuia: r.id,
    // issue #12 item 22: the Catalan texts on a Catalan page, the Spanish ones where none is written.
    titulo: localized(r.titulo, r.titulo_ca, lang),
    descripcion: localized(r.descripcion, r.descripcion_ca, lang),
    urlFichero: r.url_fichero,
    ulrImagen: r.url_imagen,
  }));
}

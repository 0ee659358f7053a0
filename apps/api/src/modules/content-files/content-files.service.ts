import type { TBrand } from '@portal/contracts/brand';
import { notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import type { StoredDocument } from '../../platform/download';
import { findContentFile } from './content-files.repository';

/**
 * A guide's PDF or a guide's or event's picture of this brand (issue #12 item 11). Anything else
 * (another brand's, an upload, a brand without guides or events, an unknown id) is 404/1, as a
 * missing file is.
 */
export async function contentFile(db: Db, brand: TBrand, id: number): Promise<StoredDocument> {
  const file = await findContentFile(db, id);
  const featureOn = file?.kind === 'event_image' ? brand.flags.hasEventos : brand.flags.hasGuiasOrientacion;
  if (!file || (file.brand_key !== null && file.brand_key !== brand.key) || !featureOn) throw notFound();
  return file;
}

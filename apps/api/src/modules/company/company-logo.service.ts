import {
  LOGO_EXTENSIONS,
  type TCompanyLogo,
  type TCompanyLogoBody,
} from '@portal/contracts/company/company-logo.schemas';
import { Status } from '@portal/contracts/status-names';
import { fileTypeFromBuffer } from 'file-type';
import { nowIso } from '../../db/schema-helpers';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { checkUpload, readStoredFile, storeBytes } from '../../platform/files';
import { imageDimensions } from '../../platform/image';
import type { Storage } from '../../platform/storage/storage';
import { recordCompanyAudit } from './company-audit';
import { toCompanyLogo } from './company-mappers';
import * as repo from './company-logo.repository';
import type { CompanyScope } from './company-request';

/**
 * The company's logo (#16 part 2, ADR 0028). Checked like every upload (platform/files: 2000 KB,
 * the format by its real content, 46) and as an image, stored through the storage driver before
 * the row names it, audited like the company's other changes. The public sees it only while the
 * company authorises it (logo_autorizado, SPEC §3 'logo authorisation').
 */

export interface LogoDeps {
  db: Db;
  storage: Storage;
}

/** The content types a logo is answered with (LOGO_EXTENSIONS by content). */
const SAFE_IMAGE_TYPES = new Map([
  ['image/png', 'image/png'],
  ['image/jpeg', 'image/jpeg'],
  ['image/webp', 'image/webp'],
]);

/** The audit value of a logo: its content key (the bytes stay with the storage). */
const auditValue = (key: string | null) => (key === null ? null : `logo:${key.slice(0, 12)}`);

/** editLogoEmpresa {extension, ficheroB64}: replaces the logo of the token's company. */
export async function saveLogo(deps: LogoDeps, scope: CompanyScope, body: TCompanyLogoBody): Promise<TCompanyLogo> {
  const checked = await checkUpload({
    base64: body.ficheroB64,
    extension: body.extension,
    allowed: LOGO_EXTENSIONS,
    field: 'ficheroB64',
  });
  // A file that says PNG but whose header no image reader understands is not shown to anyone.
  if (!imageDimensions(checked.bytes))
    throw new AppError(Status.FileTypeNotAllowed, { datos: { campos: [{ campo: 'extension', error: 'content' }] } });
  const storageKey = await storeBytes(deps.storage, checked.bytes);
  return writeLogo(deps.db, scope, storageKey, 'company.logo.update');
}

/** eliminaLogoEmpresa: removes the logo (404 when there is none). */
export async function removeLogo(db: Db, scope: CompanyScope): Promise<TCompanyLogo> {
  const current = await repo.findLogo(db, scope.companyId);
  if (!current?.logo_key) throw notFound();
  return writeLogo(db, scope, null, 'company.logo.remove');
}

async function writeLogo(db: Db, scope: CompanyScope, key: string | null, action: string): Promise<TCompanyLogo> {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findLogo(trx, scope.companyId);
    if (!before) throw notFound();
    await repo.setLogoKey(trx, scope.companyId, key, nowIso());
    await repo.bumpOffersVersion(trx);
    await recordCompanyAudit(
      trx,
      { userId: scope.userId, brandKey: scope.brand.key, origin: scope.origin },
      {
        action,
        objectType: 'company',
        objectId: scope.companyId,
        from: auditValue(before.logo_key),
        to: auditValue(key),
      },
    );
    return toCompanyLogo({ ...before, logo_key: key });
  });
}

/**
 * GET /api/Publico/logoEmpresa/{id}: the bytes of a logo of the request's brand that its company
 * authorised; 404 (status 1) otherwise, as for any missing file, so nothing tells the two apart.
 */
export async function readPublicLogo(
  deps: LogoDeps,
  companyId: number,
  brandKey: string,
): Promise<{ bytes: Buffer; mime: string }> {
  const key = await repo.publicLogoKey(deps.db, companyId, brandKey);
  const bytes = key ? await readStoredFile(deps.storage, key) : null;
  // The type is read again from the bytes and must be one of the image types: never text or SVG.
  const mime = bytes ? SAFE_IMAGE_TYPES.get((await fileTypeFromBuffer(bytes))?.mime ?? '') : undefined;
  if (!bytes || !mime) throw notFound();
  return { bytes, mime };
}

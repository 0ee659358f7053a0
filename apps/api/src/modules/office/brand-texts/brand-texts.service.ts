import type { TBrand } from '@portal/contracts/brand';
import type {
  TBannerBody,
  TBannerVersion,
  TBrandTexts,
  TDataProtectionBody,
  THomeBanner,
} from '@portal/contracts/office/brand-texts.schemas';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { addDays, now as clockNow, startOfDay, type Zoned } from '../../../platform/clock';
import { requireOffice, type OfficeActor } from '../office-access.service';
import * as repo from './brand-texts.repository';

/**
 * The brand's texts in the office console (issue #15 'Content the office publishes'): the home
 * banner (every save a new version with its publish window; unpublishing ends the window now) and
 * the data-protection text (every publication a new version of rgpd_texts for the brand, which
 * the sign-in asks every student and company user to accept again; SPEC §4 Login). Action
 * 'content.manage'; a new data-protection text, brand-wide and irreversible, 'legal.manage'
 * (admins only, ADR 0035).
 */
export interface BrandTextsRequest {
  user: AuthUser;
  brand: TBrand;
  requestId: string;
  ip: string;
}

const actorOf = (db: Db, req: BrandTextsRequest, action: 'content.manage' | 'legal.manage' = 'content.manage') =>
  requireOffice(db, req.user, req.brand.key, action);

function visibleAt(row: Pick<repo.BannerRow, 'publicado_desde' | 'publicado_hasta'>, now: string): boolean {
  return (
    (row.publicado_desde === null || row.publicado_desde <= now) &&
    (row.publicado_hasta === null || row.publicado_hasta > now)
  );
}

function presentBanner(row: repo.BannerRow, now: string): TBannerVersion {
  return {
    version: row.version,
    textoEs: row.texto_es,
    textoCa: row.texto_ca,
    enlace: row.enlace,
    publicadoDesde: row.publicado_desde,
    publicadoHasta: row.publicado_hasta,
    visible: visibleAt(row, now),
    fecha: row.created_at,
  };
}

async function textsOf(db: Db, brandKey: string): Promise<TBrandTexts> {
  const now = clockNow().toISOString();
  const [banner, versions] = await Promise.all([
    repo.currentBanner(db, brandKey),
    repo.dataProtectionVersions(db, brandKey),
  ]);
  // The brand's own text wins over the common one (auth.repository currentRgpdText).
  const current = versions[0]?.id;
  return {
    banner: banner ? presentBanner(banner, now) : null,
    proteccionDatos: versions.map((v) => ({
      version: v.version,
      textoEs: v.texto_corto_es,
      textoCa: v.texto_corto_ca,
      fecha: v.created_at,
      comun: v.brand_key === null,
      actual: v.id === current,
      aceptaciones: Number(v.aceptaciones ?? 0),
    })),
  };
}

export async function brandTexts(db: Db, req: BrandTextsRequest): Promise<TBrandTexts> {
  const actor = await actorOf(db, req);
  return textsOf(db, actor.brandKey);
}

/**
 * A date-only bound covers its whole day in the brand's zone (DESIGN 'one clock'): from its first
 * millisecond there, until its last one (a banner from 8 December shows at 00:46 in Madrid).
 */
function bound(value: string | undefined, edge: 'start' | 'end', brand: Zoned): string | null {
  if (!value) return null;
  if (value.length === 10)
    return edge === 'start'
      ? startOfDay(value, brand).toISOString()
      : new Date(startOfDay(addDays(value, 1), brand).getTime() - 1).toISOString();
  return new Date(value).toISOString();
}

function audit(db: Db, actor: OfficeActor, req: BrandTextsRequest, action: string, objectId: number, reason?: string) {
  return recordAudit(db, {
    brandKey: actor.brandKey,
    actorUserId: actor.userId,
    actorRole: 'staff',
    action,
    objectType: action.startsWith('banner') ? 'banner' : 'data_protection_text',
    objectId,
    reason: reason ?? null,
    requestId: req.requestId,
    ip: req.ip,
  });
}

export async function saveBanner(db: Db, req: BrandTextsRequest, body: TBannerBody): Promise<TBrandTexts> {
  const actor = await actorOf(db, req);
  const desde = bound(body.publicadoDesde, 'start', req.brand);
  const hasta = bound(body.publicadoHasta, 'end', req.brand);
  if (desde && hasta && desde > hasta) throw new AppError(Status.WrongDates);
  await db.transaction().execute(async (trx) => {
    const version = ((await repo.currentBanner(trx, actor.brandKey))?.version ?? 0) + 1;
    await repo.insertBanner(trx, {
      brandKey: actor.brandKey,
      version,
      textoEs: body.textoEs,
      textoCa: body.textoCa ?? null,
      enlace: body.enlace ?? null,
      desde,
      hasta,
      by: actor.userId,
      now: clockNow().toISOString(),
    });
    await audit(trx, actor, req, 'banner.publish', version);
  });
  return textsOf(db, actor.brandKey);
}

export async function unpublishBanner(db: Db, req: BrandTextsRequest): Promise<TBrandTexts> {
  const actor = await actorOf(db, req);
  await db.transaction().execute(async (trx) => {
    const now = clockNow().toISOString();
    const current = await repo.currentBanner(trx, actor.brandKey);
    if (!current || !(await repo.endBanner(trx, current.id, now))) throw new AppError(Status.NoBannerToUnpublish);
    await audit(trx, actor, req, 'banner.unpublish', current.version);
  });
  return textsOf(db, actor.brandKey);
}

export async function publishDataProtection(
  db: Db,
  req: BrandTextsRequest,
  body: TDataProtectionBody,
): Promise<TBrandTexts> {
  const actor = await actorOf(db, req, 'legal.manage');
  await db.transaction().execute(async (trx) => {
    const versions = await repo.dataProtectionVersions(trx, actor.brandKey);
    const version = Math.max(0, ...versions.map((v) => v.version)) + 1;
    await repo.insertDataProtectionText(trx, {
      brandKey: actor.brandKey,
      version,
      textoEs: body.textoEs,
      textoCa: body.textoCa,
      link: versions[0]?.link_externo ?? null,
      now: clockNow().toISOString(),
    });
    await audit(trx, actor, req, 'data_protection.publish', version);
  });
  return textsOf(db, actor.brandKey);
}

/**
 * GET /api/Publico/bannerHome (SPEC §2 Student home 'Optional brand banner'): the office's banner
 * while inside its window (Catalan falling back to Spanish); a brand whose office never saved one
 * keeps the banner_home of its brand.json.
 */
export async function homeBanner(db: Db, brand: TBrand, lang: 'es' | 'ca'): Promise<THomeBanner> {
  const row = await repo.currentBanner(db, brand.key);
  if (!row) {
    const configured = brand.texts[lang].banner_home;
    return {
      banner: configured
        ? { texto: configured.texto, enlace: configured.enlace ?? null, imagen: configured.imagen ?? null }
        : null,
    };
  }
  if (!visibleAt(row, clockNow().toISOString())) return { banner: null };
  return { banner: { texto: (lang === 'ca' && row.texto_ca) || row.texto_es, enlace: row.enlace, imagen: null } };
}

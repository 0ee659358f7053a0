import type { TRgpdAcceptance, TRgpdText } from '@portal/contracts/auth/auth.schemas';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import * as repo from './auth.repository';
import { Status } from '@portal/contracts/status-names';

/** Where the full data-protection text lives when a text names no link of its own (SPEC §2). */
const DEFAULT_RGPD_LINK = '/proteccion-de-datos';

function present(text: repo.RgpdText, lang: 'es' | 'ca'): TRgpdText {
  return {
    idTexto: text.id,
    version: text.version,
    textoCortoRGPD: lang === 'ca' ? text.texto_corto_ca : text.texto_corto_es,
    linkExternoRGPD: text.link_externo ?? DEFAULT_RGPD_LINK,
  };
}

async function currentText(db: Db, brandKey: string): Promise<repo.RgpdText> {
  const text = await repo.currentRgpdText(db, brandKey);
  // The seed writes one; a database without any text is a deployment error.
  if (!text) throw new AppError(Status.Unexpected);
  return text;
}

/** GET dameTextoRGPDactual: the brand's current text in the asked language. */
export async function currentRgpdText(db: Db, brandKey: string, lang: 'es' | 'ca'): Promise<TRgpdText> {
  return present(await currentText(db, brandKey), lang);
}

/**
 * SPEC §4 Login: the text the user still has to accept (the brand's current version), or null
 * when accepted. A brand without any text asks for nothing.
 */
export async function rgpdPendingFor(
  db: Db,
  userId: number,
  brandKey: string,
  lang: string,
): Promise<TRgpdText | null> {
  const text = await repo.currentRgpdText(db, brandKey);
  if (!text) return null;
  const accepted = await repo.findAcceptance(db, userId, text.id);
  return accepted ? null : present(text, lang === 'ca' ? 'ca' : 'es');
}

/**
 * GET guardaAceptacionRGPD: records who accepted which version when (and from where). Accepting
 * a version already accepted keeps the first record.
 */
export async function acceptRgpd(
  db: Db,
  userId: number,
  brandKey: string,
  ip: string | null,
): Promise<TRgpdAcceptance> {
  const text = await currentText(db, brandKey);
  const existing = await repo.findAcceptance(db, userId, text.id);
  if (existing) return { idTexto: text.id, version: text.version, fechaAceptacion: existing.accepted_at };
  await repo.insertAcceptance(db, { userId, rgpdTextId: text.id, acceptedAt: new Date().toISOString(), ip });
  const stored = await repo.findAcceptance(db, userId, text.id);
  return { idTexto: text.id, version: text.version, fechaAceptacion: stored?.accepted_at ?? new Date().toISOString() };
}

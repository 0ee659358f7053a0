import { nowIso } from '../schema-helpers';
import type { Db } from '../../platform/db';

/**
 * One current data-protection (RGPD) text for every brand (brand_key null), shown at first
 * sign-in until accepted (SPEC §4 Login). Idempotent: does nothing when any text exists, so a
 * newer version written by the office is never overwritten.
 */
export async function seedAuth(db: Db): Promise<void> {
  const existing = await db.selectFrom('rgpd_texts').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('rgpd_texts')
    .values({
      brand_key: null,
      version: 1,
      texto_corto_es:
        'La universidad trata tus datos personales para gestionar tu participación en el servicio de prácticas y empleo: ' +
        'publicar ofertas, tramitar candidaturas, prácticas y convenios. Puedes ejercer tus derechos de acceso, rectificación, ' +
        'supresión, oposición, limitación y portabilidad escribiendo a la oficina de protección de datos.',
      texto_corto_ca:
        'La universitat tracta les teves dades personals per gestionar la teva participació en el servei de pràctiques i ocupació: ' +
        "publicar ofertes, tramitar candidatures, pràctiques i convenis. Pots exercir els teus drets d'accés, rectificació, " +
        "supressió, oposició, limitació i portabilitat escrivint a l'oficina de protecció de dades.",
      link_externo: '/proteccion-de-datos',
      created_at: nowIso(),
    })
    .execute();
}

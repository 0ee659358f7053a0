import type { Insertable } from 'kysely';
import { storeBytes } from '../../platform/files';
import type { AgreementRow } from '../tables/agreements';
import type { DemoContext, DemoDb } from './demo-context';
import { guidePdf } from './demo-content-files';

/**
 * Agreements waiting for the office (issue #14 'Demo data', '4. Agreements'): besides one agreement
 * in every state (demo-companies.ts), two more in Firmado empresa with the company's signed PDF
 * really stored: 13 (CanEnergía, company 6) for the journey Firmado empresa -> Enviado Secretaría
 * -> Formalizado, and 14 (company 2, of grupo@) for the Erróneo empresa journey, in which the
 * company reads the reason and uploads again. Agreement 1 gets its university signer.
 */
export const DEMO_AGREEMENT_TO_FORMALISE = 13;
export const DEMO_AGREEMENT_TO_REFUSE = 14;

export async function seedDemoOfficeAgreements(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const plan: Array<[id: number, company: number, signer: [string, string, string, string, string], ago: number]> = [
    [
      DEMO_AGREEMENT_TO_FORMALISE,
      6,
      ['Alejandro', 'Suárez Rivero', '43218765Q', 'Director general', 'alejandro.suarez@canenergia.demo.test'],
      25,
    ],
    [
      DEMO_AGREEMENT_TO_REFUSE,
      2,
      ['Marta', 'Sánchez Vidal', '39876543M', 'Directora de personas', 'grupo@demo.test'],
      12,
    ],
  ];
  const rows: Insertable<AgreementRow>[] = plan.map(([id, companyId, [nombre, apellidos, dni, cargo, email], ago]) => ({
    id,
    company_id: companyId,
    estado: 'firmado_empresa',
    codigo: `CONV-${clock.day(-ago).slice(0, 4)}-${String(id).padStart(5, '0')}`,
    brand_key: ctx.brand,
    fecha_solicitud: clock.day(-ago),
    fecha_firma: clock.day(-ago + 5),
    fecha_caducidad: clock.day(-ago + 1460),
    nombre,
    apellidos,
    dni,
    cargo,
    email,
    fecha_escritura: '2012-03-15',
    notario: 'Francisco Javier Moll Aguiló',
    localidad_notario: 'Palma',
    observaciones: null,
    requested_by_user_id: companyId === 2 ? 5 : null,
    created_at: clock.at(-ago),
    updated_at: clock.at(-ago + 5),
    estado_desde: clock.at(-ago + 5),
  }));
  await db.insertInto('agreements').values(rows).execute();

  // The company's signed copies, stored like any upload (a row never names a missing file).
  const docs = [
    [90, DEMO_AGREEMENT_TO_FORMALISE, 6, null, 20],
    [91, DEMO_AGREEMENT_TO_REFUSE, 2, 5, 7],
  ] as const;
  for (const [docId, agreementId, companyId, owner, ago] of docs) {
    const code = rows.find((r) => r.id === agreementId)!.codigo;
    const bytes = await guidePdf(`Convenio ${code}`, ['Firmado por la empresa', 'Signat per l’empresa']);
    await db
      .insertInto('documents')
      .values({
        id: docId,
        owner_user_id: owner,
        company_id: companyId,
        kind: 'agreement',
        agreement_id: agreementId,
        nombre: `Convenio ${code} firmado.pdf`,
        extension: 'pdf',
        mime: 'application/pdf',
        size: bytes.length,
        storage_key: await storeBytes(ctx.files, bytes),
        url: null,
        descripcion: null,
        tipo_documento_id: null,
        internship_id: null,
        offer_id: null,
        experience_id: null,
        programme_id: null,
        practice_request_id: null,
        brand_key: null,
        course: null,
        signed: 0,
        created_at: clock.at(-ago),
      })
      .execute();
  }

  await db
    .insertInto('agreement_signers')
    .values({
      agreement_id: 1,
      lado: 'universidad',
      nombre: 'Rosa Ferrer Camps',
      cargo: 'Vicerrectora de Empleabilidad',
      email: null,
      fecha_firma: clock.day(-185),
      created_by_user_id: 7,
      created_at: clock.at(-185),
    })
    .execute();
}

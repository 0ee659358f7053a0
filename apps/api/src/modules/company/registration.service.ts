import type { TBrand } from '@portal/contracts/brand';
import type { TCompanyRegistrationBody } from '@portal/contracts/company/company-registration.schemas';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { nowIso } from '../../db/schema-helpers';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db';
import { checkPlace, fieldError } from './company-places';
import * as contactsRepo from './company-contacts.repository';
import * as companyRepo from './company.repository';
import * as repo from './registration.repository';
import { billingColumns, companyColumns, workCentreColumns } from './company.service';
import {
  assertContactTypes,
  assertEmailFree,
  contactTypes,
  insertContactWithUser,
  passwordHashOf,
} from './contact-users';
import { Status } from '@portal/contracts/status-names';

/**
 * Company account request at /solicitar-cuenta (SPEC §2, §3 Company registration, §7
 * guardarUsuarioEmpresa, existeCIF, compruebaCIF, compruebaEmailContactoEmpresa).
 */

/** A company of the brand with that CIF (CIFs are stored normalised). */
export function companyWithCif(db: Db, brandKey: string, cif: string) {
  return repo.companyWithCif(db, brandKey, cif);
}

/**
 * existeCIF/{cif}/{codigo}: the spec's 'fixed code' is the key of the brand the request is for
 * (or 'portal', the audience of brand-less deployments); any other code answers 71.
 */
export async function cifExistsWithCode(db: Db, brand: TBrand, cif: string, code: string): Promise<boolean> {
  if (code !== brand.key && code !== 'portal') throw new AppError(Status.NoPermission);
  // A rejected company may register again with its CIF to ask for validation once more.
  const company = await companyWithCif(db, brand.key, cif);
  return !!company && !isRejected(company);
}

/**
 * compruebaEmailContactoEmpresa: `existe` when the email already is a contact of the company with
 * that CIF; 44 when it is another portal user's (another company's contact, or not a company).
 */
export async function checkContactEmail(db: Db, brand: TBrand, cif: string, email: string): Promise<boolean> {
  const user = await contactsRepo.findUserByEmail(db, email.toLowerCase());
  if (!user) return false;
  const company = await companyWithCif(db, brand.key, cif);
  const companies = await contactsRepo.companiesOfUser(db, user.id);
  if (company && companies.some((c) => c.id === company.id)) return true;
  throw new AppError(Status.EmailOfOtherCompany);
}

export interface RegistrationOutcome {
  idEmpresa: number;
  activa: boolean;
  users: Array<{ userId: number; hasPassword: boolean }>;
}

interface RegistrationCheck {
  types: number[][];
  /** The rejected record of the same CIF, which this request corrects and puts back in the queue. */
  rejected: { id: number; rejection_reason: string | null } | null;
  /** Contacts (by index) who already are contacts of that rejected record: kept as they are. */
  known: Set<number>;
}

/** A record the office rejected, not blocked: its company may correct its data and ask again. */
function isRejected(c: { validated: number; blocked: number; rejected_at: string | null }): boolean {
  return Number(c.validated) === 0 && Number(c.blocked) === 0 && c.rejected_at !== null;
}

async function checkRegistration(db: Db, brand: TBrand, body: TCompanyRegistrationBody): Promise<RegistrationCheck> {
  const existing = await companyWithCif(db, brand.key, body.empresa.cif);
  if (existing && !isRejected(existing)) throw fieldError('empresa.cif', 'exists', 8);
  const rejected = existing ? { id: existing.id, rejection_reason: existing.rejection_reason } : null;
  await checkPlace(db, body.empresa, 'empresa.');
  for (const [i, centre] of body.centrosTrabajo.entries()) await checkPlace(db, centre, `centrosTrabajo.${i}.`);
  for (const [i, account] of body.cuentasFacturacion.entries()) {
    await checkPlace(
      db,
      { idPais: account.idPais, idProvincia: account.idPais === SPAIN_COUNTRY_ID ? account.idProvincia : null },
      `cuentasFacturacion.${i}.`,
    );
  }
  const seen = new Set<string>();
  const types: number[][] = [];
  const known = new Set<number>();
  for (const [i, contact] of body.contactos.entries()) {
    const email = contact.email.toLowerCase();
    // SPEC §8 29: the same person twice in the request.
    if (seen.has(email)) throw fieldError(`contactos.${i}.email`, 'exists', 29);
    seen.add(email);
    if (rejected && (await contactsRepo.findContactsByEmail(db, rejected.id, email)).length > 0) known.add(i);
    else await assertEmailFree(db, null, email, `contactos.${i}.email`);
    await checkPlace(db, { idPais: contact.idPais, idLocalidad: contact.idLocalidad }, `contactos.${i}.`);
    const t = contactTypes(brand, contact.tipoContacto, `contactos.${i}.tipoContacto`);
    await assertContactTypes(db, t, `contactos.${i}.tipoContacto`);
    types.push(t);
  }
  return { types, rejected, known };
}

/**
 * guardarUsuarioEmpresa: company, signer, work centres, billing accounts, contacts and their users
 * in one transaction. The company waits for the university's validation (sign-in answers 9 until
 * then, notice 503) unless the brand lets it be active at once (flag BornActive, notice 504).
 * The set-password mails go after the commit (the caller sends them).
 */
export async function registerCompany(
  db: Db,
  brand: TBrand,
  body: TCompanyRegistrationBody,
  lang: 'es' | 'ca',
  origin: { requestId: string; ip: string } | null = null,
): Promise<RegistrationOutcome> {
  if (!brand.flags.registroEmpresas) throw new AppError(Status.ActionNotAllowed);
  const { types, rejected, known } = await checkRegistration(db, brand, body);
  const hashes = await Promise.all(body.contactos.map((c, i) => (known.has(i) ? null : passwordHashOf(c))));
  const active = brand.flags.BornActive;
  const now = nowIso();

  return db.transaction().execute(async (trx) => {
    let companyId: number;
    let places = { centres: 0, accounts: 0 };
    if (rejected) {
      // The rejected company corrects its data and asks again (issue #14 '2. Companies'): the same
      // record, back in the office's validation queue, recorded on its timeline.
      companyId = rejected.id;
      const reopened = await repo.reopenRejectedCompany(trx, companyId, {
        ...companyColumns(body.empresa),
        validated: active ? 1 : 0,
        created_at: now,
      });
      if (!reopened) throw fieldError('empresa.cif', 'exists', 8);
      places = await repo.countPlaces(trx, companyId);
      await recordAudit(trx, {
        brandKey: brand.key,
        actorUserId: null,
        actorRole: 'company',
        action: 'company.reapply',
        objectType: 'company',
        objectId: companyId,
        fromState: 'rechazada',
        toState: active ? 'validada' : 'pendiente',
        reason: rejected.rejection_reason,
        requestId: origin?.requestId ?? null,
        ip: origin?.ip ?? null,
      });
    } else {
      companyId = await repo.insertCompany(trx, {
        ...companyColumns(body.empresa),
        cif: body.empresa.cif,
        validated: active ? 1 : 0,
        blocked: 0,
        brand_key: brand.key,
        created_at: now,
      });
    }
    const s = body.firmante;
    await (rejected ? repo.replaceSigner : repo.insertSigner)(trx, {
      company_id: companyId,
      nombre: s.nombre,
      apellidos: s.apellidos,
      dni: s.dni ?? null,
      cargo: s.cargo,
      email: s.email,
      telefono: s.telefono ?? null,
      updated_at: now,
    });
    // A company asking again keeps the work centres and billing accounts it already has (offers
    // and internships may point at them); it adds those it sends only when it has none.
    for (const centre of places.centres > 0 ? [] : body.centrosTrabajo) {
      await companyRepo.insertWorkCentre(trx, { company_id: companyId, ...workCentreColumns(centre), created_at: now });
    }
    for (const account of places.accounts > 0 ? [] : body.cuentasFacturacion) {
      await companyRepo.insertBillingAccount(trx, {
        company_id: companyId,
        ...billingColumns(account),
        created_at: now,
      });
    }
    const users: RegistrationOutcome['users'] = [];
    for (const [i, contact] of body.contactos.entries()) {
      if (known.has(i)) continue;
      const ctx = { companyId, brandKey: brand.key, lang, principal: i === 0 && !rejected, now };
      const { userId } = await insertContactWithUser(trx, ctx, contact, types[i], hashes[i]);
      users.push({ userId, hasPassword: hashes[i] !== null });
    }
    return { idEmpresa: companyId, activa: active, users };
  });
}

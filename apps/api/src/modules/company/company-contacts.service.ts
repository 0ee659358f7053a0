import type { TBrand } from '@portal/contracts/brand';
import {
  CONTACT_TYPE_RESPONSIBLE,
  CONTACT_TYPE_TUTOR,
  type TCompanyContact,
  type TEditContactBody,
  type TEditOwnContactBody,
  type TNewContactBody,
} from '@portal/contracts/company/company-contacts.schemas';
import { nowIso } from '../../db/schema-helpers';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { parseIdList, toContact } from './company-mappers';
import { checkPlace, fieldError } from './company-places';
import * as repo from './company-contacts.repository';
import {
  assertContactTypes,
  assertEmailFree,
  contactColumns,
  contactTypes,
  insertContactWithUser,
  passwordHashOf,
} from './contact-users';
import { Status } from '@portal/contracts/status-names';

/** Company contacts and the contact's own profile (SPEC §3/§5 Company contact, /mi-perfil). */

export interface ContactScope {
  companyId: number;
  userId: number;
  brand: TBrand;
  lang: 'es' | 'ca';
}

export async function listContacts(db: Db, scope: ContactScope): Promise<TCompanyContact[]> {
  return (await repo.listContacts(db, scope.companyId)).map((r) => toContact(r, scope.userId));
}

/** dameContactosTipoTutorPracticas (type 2) and dameContactosTipoContacto (type 1, responsible). */
export async function listContactsOfType(db: Db, scope: ContactScope, type: number): Promise<TCompanyContact[]> {
  return (await listContacts(db, scope)).filter((c) => c.tipoContacto.includes(type));
}

export async function getContact(db: Db, scope: ContactScope, contactId: number): Promise<TCompanyContact> {
  const row = await repo.findContact(db, scope.companyId, contactId);
  if (!row) throw notFound();
  return toContact(row, scope.userId);
}

/**
 * addContactoEmpresa (notice 538): a new contact with a portal user. 29 when the company already
 * has a contact with that email, 44 when the email is another portal user's.
 */
export async function addContact(
  db: Db,
  scope: ContactScope,
  body: TNewContactBody,
): Promise<{ contact: TCompanyContact; userId: number }> {
  const types = contactTypes(scope.brand, body.tipoContacto);
  await assertContactTypes(db, types);
  await checkPlace(db, { idPais: body.idPais, idLocalidad: body.idLocalidad });
  await assertEmailFree(db, scope.companyId, body.email);
  const passwordHash = await passwordHashOf(body);
  const ctx = {
    companyId: scope.companyId,
    brandKey: scope.brand.key,
    lang: scope.lang,
    principal: false,
    now: nowIso(),
  };
  const { userId, contactId } = await db
    .transaction()
    .execute((trx) => insertContactWithUser(trx, ctx, body, types, passwordHash));
  return { contact: await getContact(db, scope, contactId), userId };
}

/**
 * The email of a contact with a portal user is its sign-in name, which may serve several
 * companies: it is not changed from one company's page (48). Other contacts may take any email
 * not used by another contact of the company (29).
 */
async function saveContact(
  db: Db,
  scope: ContactScope,
  contactId: number,
  body: TEditOwnContactBody,
): Promise<TCompanyContact> {
  const row = await repo.findContact(db, scope.companyId, contactId);
  if (!row) throw notFound();
  const email = body.email.toLowerCase();
  if (email !== row.email.toLowerCase()) {
    if (row.user_id !== null) throw fieldError('email', 'readonly', 48);
    const others = await repo.findContactsByEmail(db, scope.companyId, email);
    if (others.some((o) => o.id !== contactId)) throw fieldError('email', 'exists', 29);
  }
  await checkPlace(db, { idPais: body.idPais, idLocalidad: body.idLocalidad });
  const types =
    body.tipoContacto === undefined ? parseIdList(row.tipo_contacto) : contactTypes(scope.brand, body.tipoContacto);
  await assertContactTypes(db, types);
  const now = nowIso();
  const columns = contactColumns(body, types);
  if (body.aniosForoEmpleo === undefined) columns.anios_foro_empleo = row.anios_foro_empleo;
  await db.transaction().execute(async (trx) => {
    await repo.updateContact(trx, scope.companyId, contactId, {
      ...columns,
      email: row.user_id !== null ? row.email : email,
      updated_at: now,
    });
    if (row.user_id !== null) await repo.updateUserNames(trx, row.user_id, body.nombre, body.apellidos, now);
  });
  return getContact(db, scope, contactId);
}

/** editaContactoEmpresa (notice 532). */
export function editContact(db: Db, scope: ContactScope, body: TEditContactBody): Promise<TCompanyContact> {
  const { idContacto, ...fields } = body;
  return saveContact(db, scope, idContacto, fields);
}

async function ownContactId(db: Db, scope: ContactScope): Promise<number> {
  const own = await repo.findContactOfUser(db, scope.companyId, scope.userId);
  if (!own) throw notFound();
  return own.id;
}

/** GET editaUsuario: the signed-in contact's data (/mi-perfil). */
export async function getOwnProfile(db: Db, scope: ContactScope): Promise<TCompanyContact> {
  return getContact(db, scope, await ownContactId(db, scope));
}

/** POST editaUsuario (notice 532). */
export async function editOwnProfile(db: Db, scope: ContactScope, body: TEditOwnContactBody): Promise<TCompanyContact> {
  return saveContact(db, scope, await ownContactId(db, scope), body);
}

/**
 * addContactoEmpresa_tutorPracticas_PorEmail (97) and addContactoEmpresa_contacto_PorEmail (96):
 * an active company user of the portal, found by email, becomes a placement tutor or responsible
 * contact of my company; 524 when the email names no active company user of the brand.
 */
export async function addTypeByEmail(
  db: Db,
  scope: ContactScope,
  email: string,
  type: typeof CONTACT_TYPE_TUTOR | typeof CONTACT_TYPE_RESPONSIBLE,
): Promise<TCompanyContact[]> {
  const lower = email.toLowerCase();
  const user = await repo.findUserByEmail(db, lower);
  if (!user || user.role !== 'company' || user.status !== 'active' || user.brand_key !== scope.brand.key)
    throw new AppError(Status.EmailNotActive, { http: 404 });
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const mine =
      (await repo.findContactOfUser(trx, scope.companyId, user.id)) ??
      (await repo.findContactsByEmail(trx, scope.companyId, lower))[0];
    if (mine) {
      const types = [...new Set([...parseIdList(mine.tipo_contacto), type])];
      await repo.updateContact(trx, scope.companyId, mine.id, {
        tipo_contacto: JSON.stringify(types),
        updated_at: now,
      });
      return;
    }
    // Another company's user becomes a contact record of mine, without sign-in access to my
    // company (that needs their consent: addContactoEmpresa sends them a set-password link), and
    // without copying what they told their other company (phone, position): only their name.
    await repo.insertContact(trx, {
      company_id: scope.companyId,
      user_id: null,
      nombre: user.nombre,
      apellidos: user.apellidos,
      puesto: null,
      email: lower,
      nick: null,
      telefono1: null,
      telefono2: null,
      departamento: null,
      tipo_contacto: JSON.stringify([type]),
      created_at: now,
    });
  });
  return listContactsOfType(db, scope, type);
}

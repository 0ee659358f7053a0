import type { TBrand } from '@portal/contracts/brand';
import type { TEditOwnContactBody, TNewContactBody } from '@portal/contracts/company/company-contacts.schemas';
import { DEFAULT_CONTACT_TYPE } from '@portal/contracts/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../platform/password';
import { issuePasswordLink } from '../account/password-links.service';
import { publicBaseUrl } from '../../platform/public-url';
import { fieldError } from './company-places';
import * as repo from './company-contacts.repository';
import type { DbOrTrx } from './company.repository';

/**
 * Contacts with a portal user (SPEC §3 Company contact): shared by the registration and
 * addContactoEmpresa. A new contact signs in with the password it brought, or sets one through
 * the link mailed to it (/establecer-login, establecerPassword).
 */

/** SPEC §9 default contact type 9; an explicit empty choice is refused where the brand requires one. */
export function contactTypes(brand: TBrand, tipoContacto: number[] | undefined, field = 'tipoContacto'): number[] {
  if (tipoContacto === undefined) return [DEFAULT_CONTACT_TYPE];
  const unique = [...new Set(tipoContacto)];
  if (unique.length > 0) return unique;
  if (brand.flags.tipoContactoObligatorio) throw fieldError(field, 'required');
  return [DEFAULT_CONTACT_TYPE];
}

/** Every contact type must be one of the list tiposContacoEmpresa. */
export async function assertContactTypes(db: DbOrTrx, types: number[], field = 'tipoContacto'): Promise<void> {
  const known = new Set(await repo.contactTypeIds(db));
  if (types.some((t) => !known.has(t))) throw fieldError(field);
}

/** Columns of the contact form fields. */
export function contactColumns(body: TEditOwnContactBody, types: number[]) {
  return {
    nombre: body.nombre,
    apellidos: body.apellidos,
    puesto: body.puesto,
    email: body.email.toLowerCase(),
    nick: body.nick ?? null,
    telefono1: body.telefono1,
    telefono2: body.telefono2 ?? null,
    departamento: body.departamento ?? null,
    direccion: body.direccion,
    localidad: body.localidad,
    id_localidad: body.idLocalidad,
    cp: body.cp,
    nif: body.nif ?? null,
    id_pais: body.idPais,
    provincia: body.provincia ?? null,
    tipo_contacto: JSON.stringify(types),
    anios_foro_empleo: JSON.stringify([...new Set(body.aniosForoEmpleo ?? [])].sort()),
  };
}

/** PostgreSQL 23505 or SQLite's UNIQUE constraint: two requests raced for one email. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
  );
}

/**
 * SPEC §8 44: an email already used by a portal user cannot become another company's new user
 * (29 when it already is a contact of this company).
 */
export async function assertEmailFree(
  db: DbOrTrx,
  companyId: number | null,
  email: string,
  field = 'email',
): Promise<void> {
  const lower = email.toLowerCase();
  if (companyId !== null && (await repo.findContactsByEmail(db, companyId, lower)).length > 0)
    throw fieldError(field, 'exists', 29);
  if (await repo.findUserByEmail(db, lower)) throw fieldError(field, 'exists', 44);
}

export interface NewContactContext {
  companyId: number;
  brandKey: string;
  lang: 'es' | 'ca';
  principal: boolean;
  now: string;
}

/** Prepared outside the transaction: argon2 is slow and needs no row lock. */
export async function passwordHashOf(body: Pick<TNewContactBody, 'password'>): Promise<string | null> {
  return body.password ? hashPassword(body.password) : null;
}

/** Inserts the user and its contact row; the caller runs it in a transaction. */
export async function insertContactWithUser(
  trx: DbOrTrx,
  ctx: NewContactContext,
  body: TNewContactBody,
  types: number[],
  passwordHash: string | null,
): Promise<{ userId: number; contactId: number }> {
  try {
    const userId = await repo.insertUser(trx, {
      email: body.email.toLowerCase(),
      password_hash: passwordHash,
      role: 'company',
      brand_key: ctx.brandKey,
      preferred_language: ctx.lang,
      nombre: body.nombre,
      apellidos: body.apellidos,
      created_at: ctx.now,
    });
    const contactId = await repo.insertContact(trx, {
      company_id: ctx.companyId,
      user_id: userId,
      ...contactColumns(body, types),
      principal: ctx.principal ? 1 : 0,
      created_at: ctx.now,
    });
    return { userId, contactId };
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('email', 'exists', 44);
    throw err;
  }
}

/**
 * Mails the set-password link of each new user without a password, after the commit. A mail
 * failure is logged, not answered: the account exists and password recovery still works.
 */
export async function sendSetPasswordLinks(
  app: FastifyInstance,
  request: FastifyRequest,
  users: Array<{ userId: number; hasPassword: boolean }>,
  lang: 'es' | 'ca',
): Promise<void> {
  const baseUrl = publicBaseUrl(request.brand, app.config);
  for (const u of users.filter((x) => !x.hasPassword)) {
    try {
      await issuePasswordLink(app, { userId: u.userId, purpose: 'set', lang, brand: request.brand, baseUrl });
    } catch (err) {
      request.log.error({ userId: u.userId, err: (err as Error).message }, 'set-password link not sent');
    }
  }
}

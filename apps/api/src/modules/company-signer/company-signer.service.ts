import type { TBrand } from '@portal/contracts/brand';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import {
  SIGNER_REQUIRED_FIELDS,
  type TMissingData,
  type TSigner,
  type TSignerBody,
} from '@portal/contracts/proposals/signer.schemas';
import { AppError } from '../../platform/app-error';
import { now as clockNow } from '../../platform/clock';
import type { Db } from '../../platform/db';
import * as repo from './company-signer.repository';
import { Status } from '@portal/contracts/status-names';

/**
 * The company's signer and the missing-data checks behind the company home popups (SPEC §2
 * Company home, §4 Company home flow 'signer dialog if incomplete, then processes load', §5).
 */

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export async function getSigner(db: Db, companyId: number): Promise<TSigner> {
  const row = await repo.findSigner(db, companyId);
  const signer = {
    nombre: row?.nombre ?? null,
    apellidos: row?.apellidos ?? null,
    dni: row?.dni ?? null,
    cargo: row?.cargo ?? null,
    email: row?.email ?? null,
  };
  return { ...signer, completo: SIGNER_REQUIRED_FIELDS.every((f) => !blank(signer[f])) };
}

/** editaDatosFirmanteEmpresa: notice 532. The phone of the signer is kept. */
export async function editSigner(db: Db, companyId: number, body: TSignerBody): Promise<TSigner> {
  const now = clockNow().toISOString();
  const values = {
    nombre: body.nombre,
    apellidos: body.apellidos,
    email: body.email,
    cargo: body.cargo,
    dni: body.dni ?? null,
    updated_at: now,
  };
  await repo.upsertSigner(db, companyId, values);
  return getSigner(db, companyId);
}

/**
 * faltanDatosAlaEmpresa: the company fields still missing (names of the company form). The IBAN
 * counts: SPEC §6 a company needs it for practice management (notice 535, error 72).
 */
export async function missingCompanyData(db: Db, companyId: number): Promise<TMissingData> {
  const c = await repo.findCompany(db, companyId);
  if (!c) throw new AppError(Status.CompanyIncident);
  const checks: Array<[string, unknown]> = [
    ['nombre', c.nombre],
    ['cif', c.cif],
    ['tipoEmpresa', c.tipo_empresa],
    ['tipoSociedad', c.tipo_sociedad],
    ['idSector', c.sector_id],
    ['direccion', c.direccion],
    ['cp', c.cp],
    ['localidad', c.localidad],
    ['idPais', c.country_id],
    ['iban', c.iban],
  ];
  if (c.country_id === SPAIN_COUNTRY_ID) checks.push(['idProvincia', c.province_id]);
  const campos = checks.filter(([, v]) => blank(v)).map(([k]) => k);
  return { faltanDatos: campos.length > 0, campos };
}

/** faltanDatosAlContactoEmpresa: SPEC §5 company contact rules for the signed-in contact. */
export async function missingContactData(
  db: Db,
  brand: TBrand,
  companyId: number,
  contactId: number | null,
): Promise<TMissingData> {
  const c = contactId === null ? undefined : await repo.findContact(db, companyId, contactId);
  if (!c) throw new AppError(Status.CompanyIncident);
  const checks: Array<[string, unknown]> = [
    ['nombre', c.nombre],
    ['apellidos', c.apellidos],
    ['email', c.email],
    ['telefono1', c.telefono1],
    ['puesto', c.puesto],
    ['direccion', c.direccion],
    ['localidad', c.localidad],
    ['cp', c.cp],
  ];
  // SPEC §5: contact type checkboxes are required only when the brand asks for them.
  if (brand.flags.tipoContactoObligatorio)
    checks.push(['tipoContacto', c.tipo_contacto === '[]' ? null : c.tipo_contacto]);
  const campos = checks.filter(([, v]) => blank(v)).map(([k]) => k);
  return { faltanDatos: campos.length > 0, campos };
}

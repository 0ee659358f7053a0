import { companyLogoUrl, type TCompanyLogo } from '@portal/contracts/company/company-logo.schemas';
import type { TCompanyContact } from '@portal/contracts/company/company-contacts.schemas';
import type { TCompanyData, TFiscalAccount, TSigner, TWorkCentre } from '@portal/contracts/company/company.schemas';
import type { Selectable } from 'kysely';
import type { CompanyContactRow, CompanyRow, CompanySignerRow, WorkCentreRow } from '../../db/tables/companies';
import type * as repo from './company.repository';

/** Rows of the company tables to the field names of the spec (SPEC §3). */

const flag = (v: unknown) => Number(v) === 1;

/** #16 part 2: the stored logo, and its public address only when the company authorised it. */
export function toCompanyLogo(row: Pick<Selectable<CompanyRow>, 'id' | 'logo_key' | 'logo_autorizado'>): TCompanyLogo {
  return {
    tieneLogo: row.logo_key !== null,
    urlLogo: row.logo_key !== null && flag(row.logo_autorizado) ? companyLogoUrl(row.id, row.logo_key) : null,
  };
}

export function parseIdList(json: string | null | undefined): number[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function toSigner(row: Selectable<CompanySignerRow> | undefined): TSigner {
  return {
    nombre: row?.nombre ?? null,
    apellidos: row?.apellidos ?? null,
    dni: row?.dni ?? null,
    cargo: row?.cargo ?? null,
    email: row?.email ?? null,
    telefono: row?.telefono ?? null,
  };
}

export function toWorkCentre(row: Selectable<WorkCentreRow>): TWorkCentre {
  return {
    idCentro: row.id,
    nombre: row.nombre,
    direccion: row.direccion,
    cp: row.cp,
    localidad: row.localidad,
    idLocalidad: row.locality_id,
    idProvincia: row.province_id,
    idPais: row.country_id,
    telefono: row.telefono,
    email: row.email,
    idContacto: row.contact_id,
  };
}

type AccountRow = Awaited<ReturnType<typeof repo.listBillingAccounts>>[number];

export function toFiscalAccount(row: AccountRow): TFiscalAccount {
  return {
    idCuenta: row.id,
    NombreFiscal: row.nombre_fiscal,
    CIF: row.cif,
    requiereEnvioPostalFacturas: flag(row.requiere_envio_postal),
    domicilioFiscal: row.domicilio_fiscal,
    idProvincia: row.province_id,
    Provincia: row.provincia ?? row.province_name ?? null,
    poblacion: row.poblacion,
    idPais: row.country_id,
    cp: row.cp,
    domicilioEnvioPostal: row.domicilio_envio_postal,
  };
}

export function toCompanyData(
  row: Selectable<CompanyRow>,
  signer: Selectable<CompanySignerRow> | undefined,
  centres: Selectable<WorkCentreRow>[],
  accounts: AccountRow[],
): TCompanyData {
  return {
    idEmpresa: row.id,
    nombre: row.nombre,
    nombreComercial: row.nombre_comercial,
    cif: row.cif,
    idTipoEmpresa: row.tipo_empresa,
    idTipoSociedad: row.tipo_sociedad,
    idSector: row.sector_id,
    idRangoEmpleados: row.rango_empleados_id,
    idRangoFacturacion: row.rango_facturacion_id,
    idAreaFuncional: row.area_funcional_id,
    web: row.web,
    email: row.email,
    telefono: row.telefono,
    iban: row.iban,
    descripcion: row.descripcion,
    autorizaLogo: flag(row.logo_autorizado),
    logo: toCompanyLogo(row),
    direccion: row.direccion,
    cp: row.cp,
    localidad: row.localidad,
    idLocalidad: row.locality_id,
    idProvincia: row.province_id,
    idPais: row.country_id,
    anioFundacion: row.anio_fundacion,
    requiereEnvioPostalFacturas: flag(row.requiere_envio_postal_facturas),
    validada: flag(row.validated),
    firmante: toSigner(signer),
    centrosTrabajo: centres.map(toWorkCentre),
    cuentasFacturacion: accounts.map(toFiscalAccount),
  };
}

export function toContact(row: Selectable<CompanyContactRow>, currentUserId: number | null): TCompanyContact {
  return {
    idContacto: row.id,
    nombre: row.nombre,
    apellidos: row.apellidos,
    puesto: row.puesto,
    email: row.email,
    nick: row.nick,
    telefono1: row.telefono1,
    telefono2: row.telefono2,
    departamento: row.departamento,
    localidad: row.localidad,
    idLocalidad: row.id_localidad,
    direccion: row.direccion,
    cp: row.cp,
    nif: row.nif,
    idPais: row.id_pais,
    provincia: row.provincia,
    tipoContacto: parseIdList(row.tipo_contacto),
    aniosForoEmpleo: parseIdList(row.anios_foro_empleo),
    recibirInformacion: flag(row.recibir_informacion),
    principal: flag(row.principal),
    tieneUsuario: row.user_id !== null,
    esUsuarioActual: row.user_id !== null && row.user_id === currentUserId,
  };
}

import { recordCompanyAudit } from './company-audit';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import type {
  TCompanyData,
  TEditCompanyBody,
  TFiscalAccount,
  TFiscalAccountBody,
  TWorkCentre,
  TWorkCentreBody,
} from '@portal/contracts/company/company.schemas';
import type { TBrand } from '@portal/contracts/brand';
import { nowIso } from '../../db/schema-helpers';
import { AppError, notFound } from '../../platform/app-error';
import type { Db } from '../../platform/db';
import { toCompanyData, toFiscalAccount, toWorkCentre } from './company-mappers';
import { checkPlace, fieldError } from './company-places';
import * as repo from './company.repository';
import { bumpOffersVersion } from './company-logo.repository';
import type { DbOrTrx } from './company.repository';
import { Status } from '@portal/contracts/status-names';

/** The company page /mi-empresa (SPEC §2, §3 Company registration, §5 Fiscal account). */

export async function getCompanyData(db: Db, companyId: number): Promise<TCompanyData> {
  const company = await repo.findCompany(db, companyId);
  if (!company) throw notFound();
  const [signer, centres, accounts] = await Promise.all([
    repo.findSigner(db, companyId),
    repo.listWorkCentres(db, companyId),
    repo.listBillingAccounts(db, companyId),
  ]);
  return toCompanyData(company, signer, centres, accounts);
}

/** Company columns of the company fields (SPEC §3 Company registration). */
export function companyColumns(body: TEditCompanyBody) {
  return {
    nombre: body.nombre,
    nombre_comercial: body.nombreComercial,
    tipo_empresa: body.idTipoEmpresa,
    tipo_sociedad: body.idTipoSociedad,
    sector_id: body.idSector,
    rango_empleados_id: body.idRangoEmpleados,
    rango_facturacion_id: body.idRangoFacturacion,
    area_funcional_id: body.idAreaFuncional,
    web: body.web ?? null,
    email: body.email ?? null,
    telefono: body.telefono ?? null,
    iban: body.iban ?? null,
    descripcion: body.descripcion ?? null,
    logo_autorizado: body.autorizaLogo ? 1 : 0,
    direccion: body.direccion,
    cp: body.cp,
    localidad: body.localidad,
    locality_id: body.idLocalidad,
    province_id: body.idProvincia,
    country_id: body.idPais,
    anio_fundacion: body.anioFundacion,
    requiere_envio_postal_facturas: body.requiereEnvioPostalFacturas ? 1 : 0,
  };
}

/** editaEmpresaCompletos (notice 532). The CIF, validation and brand stay as they are. */
export async function editCompany(db: Db, companyId: number, body: TEditCompanyBody): Promise<TCompanyData> {
  await checkPlace(db, body);
  const columns = companyColumns(body);
  await db.transaction().execute(async (trx) => {
    const before = await repo.findCompany(trx, companyId);
    await repo.updateCompany(trx, companyId, { ...columns, updated_at: nowIso() });
    // #16 part 2: cards show the logo only while authorised; the cached lists must follow.
    if (before?.logo_key && Number(before.logo_autorizado) !== columns.logo_autorizado) await bumpOffersVersion(trx);
  });
  return getCompanyData(db, companyId);
}

async function workCentres(db: DbOrTrx, companyId: number): Promise<TWorkCentre[]> {
  return (await repo.listWorkCentres(db, companyId)).map(toWorkCentre);
}

export function workCentreColumns(body: Omit<TWorkCentreBody, 'idCentro'>) {
  return {
    nombre: body.nombre,
    direccion: body.direccion,
    cp: body.cp,
    localidad: body.localidad,
    locality_id: body.idLocalidad,
    province_id: body.idProvincia,
    country_id: body.idPais,
    telefono: body.telefono ?? null,
    email: body.email ?? null,
    contact_id: body.idContacto,
  };
}

/** editaCentroDeTrabajo: adds a centre, or edits mine by idCentro (notice 98). */
export async function saveWorkCentre(db: Db, companyId: number, body: TWorkCentreBody): Promise<TWorkCentre[]> {
  await checkPlace(db, body);
  if (body.idContacto && !(await repo.findContactOfCompany(db, companyId, body.idContacto)))
    throw fieldError('idContacto');
  const now = nowIso();
  if (body.idCentro) {
    if (!(await repo.findWorkCentre(db, companyId, body.idCentro))) throw notFound();
    await repo.updateWorkCentre(db, companyId, body.idCentro, { ...workCentreColumns(body), updated_at: now });
  } else {
    await repo.insertWorkCentre(db, { company_id: companyId, ...workCentreColumns(body), created_at: now });
  }
  return workCentres(db, companyId);
}

/** eliminaCentroDeTrabajo: one of mine, else 404. */
export async function removeWorkCentre(db: Db, companyId: number, centreId: number): Promise<TWorkCentre[]> {
  if ((await repo.deactivateWorkCentre(db, companyId, centreId, nowIso())) === 0) throw notFound();
  return workCentres(db, companyId);
}

/**
 * SPEC §5 Fiscal account: the province id only in Spain and the free-text province only
 * elsewhere; the postal delivery address only with postal invoices.
 */
export function billingColumns(body: Omit<TFiscalAccountBody, 'idCuenta'>) {
  const spain = body.idPais === SPAIN_COUNTRY_ID;
  const postal = body.requiereEnvioPostalFacturas === true;
  return {
    nombre_fiscal: body.NombreFiscal,
    cif: body.CIF,
    requiere_envio_postal: postal ? 1 : 0,
    domicilio_fiscal: body.domicilioFiscal,
    province_id: spain ? body.idProvincia : null,
    provincia: spain ? null : body.Provincia,
    poblacion: body.poblacion,
    country_id: body.idPais,
    cp: body.cp,
    domicilio_envio_postal: postal ? body.domicilioEnvioPostal : null,
  };
}

/** addCuentaFacturacion: adds an account, or replaces mine by idCuenta (notice 531). */
export async function saveBillingAccount(
  db: Db,
  companyId: number,
  body: TFiscalAccountBody,
): Promise<TFiscalAccount[]> {
  await checkPlace(db, {
    idPais: body.idPais,
    idProvincia: body.idPais === SPAIN_COUNTRY_ID ? body.idProvincia : null,
  });
  if (body.idCuenta) {
    if (!(await repo.findBillingAccount(db, companyId, body.idCuenta))) throw notFound();
    await repo.updateBillingAccount(db, companyId, body.idCuenta, billingColumns(body));
  } else {
    await repo.insertBillingAccount(db, { company_id: companyId, ...billingColumns(body), created_at: nowIso() });
  }
  return (await repo.listBillingAccounts(db, companyId)).map(toFiscalAccount);
}

/**
 * solicitarBajaServicio (SPEC §2 /solicitar-baja): only where the brand offers it to companies
 * (flag hasBajaEmpresa, else 48). Answers notice 517 with the brand's mensajeBaja.
 */
export async function requestDeregistration(
  db: Db,
  brand: TBrand,
  user: { userId: number; companyId: number; origin?: { requestId: string; ip: string } },
  motivo: string | undefined,
): Promise<number> {
  if (!brand.flags.hasBajaEmpresa) throw new AppError(Status.ActionNotAllowed);
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertDeregistration(trx, {
      user_id: user.userId,
      company_id: user.companyId,
      motivo: motivo ?? null,
      created_at: nowIso(),
    });
    await recordCompanyAudit(
      trx,
      { userId: user.userId, brandKey: brand.key, origin: user.origin },
      {
        action: 'request.create',
        objectType: 'deregistration_request',
        objectId: id,
        from: null,
        to: 'pendiente',
        reason: motivo ?? null,
      },
    );
    return id;
  });
}

/** editRecibirInformacionUniversidad: the contact's consent to university information. */
export async function setReceiveInfo(
  db: Db,
  user: { userId: number; companyId: number },
  value: boolean,
): Promise<boolean> {
  await db
    .transaction()
    .execute((trx) => repo.setUserReceiveInfo(trx, user.userId, user.companyId, value ? 1 : 0, nowIso()));
  return value;
}

import { z } from 'zod';
import { ZCompanyLogo } from './company-logo.schemas';
import { zBoolFlag, zOptionalText, zRequiredText } from '../validation/fields';
import {
  companyShape,
  fiscalAccountShape,
  refineCompany,
  refineFiscalAccount,
  workCentreShape,
  zOptionalRefId,
  zRefId,
} from './company-fields';

/**
 * The company page /mi-empresa (SPEC §2 Company only, §3 Company registration, Fiscal account,
 * §7 dameDatosEmpresa, editaEmpresaCompletos, editaCentroDeTrabajo, eliminaCentroDeTrabajo,
 * addCuentaFacturacion) and the company side of /solicitar-baja.
 */

export const ZSigner = z.object({
  nombre: z.string().nullable(),
  apellidos: z.string().nullable(),
  dni: z.string().nullable(),
  cargo: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
});
export type TSigner = z.infer<typeof ZSigner>;

export const ZWorkCentre = z.object({
  idCentro: z.number().int(),
  nombre: z.string(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  idProvincia: z.number().int().nullable(),
  idPais: z.number().int().nullable(),
  telefono: z.string().nullable(),
  email: z.string().nullable(),
  idContacto: z.number().int().nullable(),
});
export type TWorkCentre = z.infer<typeof ZWorkCentre>;
export const ZWorkCentreList = z.array(ZWorkCentre);

/** SPEC §3 Fiscal account, with the field names the spec writes. */
export const ZFiscalAccount = z.object({
  idCuenta: z.number().int(),
  NombreFiscal: z.string(),
  CIF: z.string(),
  requiereEnvioPostalFacturas: z.boolean(),
  domicilioFiscal: z.string(),
  idProvincia: z.number().int().nullable(),
  /** The province name: the list's in Spain, the free text elsewhere. */
  Provincia: z.string().nullable(),
  poblacion: z.string(),
  idPais: z.number().int(),
  cp: z.string(),
  domicilioEnvioPostal: z.string().nullable(),
});
export type TFiscalAccount = z.infer<typeof ZFiscalAccount>;
export const ZFiscalAccountList = z.array(ZFiscalAccount);

/** datos of dameDatosEmpresa. */
export const ZCompanyData = z.object({
  idEmpresa: z.number().int(),
  nombre: z.string(),
  nombreComercial: z.string().nullable(),
  cif: z.string(),
  idTipoEmpresa: z.number().int().nullable(),
  idTipoSociedad: z.number().int().nullable(),
  idSector: z.number().int().nullable(),
  idRangoEmpleados: z.number().int().nullable(),
  idRangoFacturacion: z.number().int().nullable(),
  idAreaFuncional: z.number().int().nullable(),
  web: z.string().nullable(),
  email: z.string().nullable(),
  telefono: z.string().nullable(),
  iban: z.string().nullable(),
  descripcion: z.string().nullable(),
  autorizaLogo: z.boolean(),
  /** #16 part 2: the stored logo (optional: answers before the logo existed lack it). */
  logo: ZCompanyLogo.optional(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  idProvincia: z.number().int().nullable(),
  idPais: z.number().int().nullable(),
  anioFundacion: z.number().int().nullable(),
  requiereEnvioPostalFacturas: z.boolean(),
  validada: z.boolean(),
  firmante: ZSigner,
  centrosTrabajo: ZWorkCentreList,
  cuentasFacturacion: ZFiscalAccountList,
});
export type TCompanyData = z.infer<typeof ZCompanyData>;

/** editaEmpresaCompletos: every company field but the CIF, which identifies the company. */
export const ZEditCompanyBody = z.object(companyShape).superRefine(refineCompany);
export type TEditCompanyBody = z.output<typeof ZEditCompanyBody>;

/** editaCentroDeTrabajo: without idCentro it adds a centre. */
export const ZWorkCentreBody = z.object({ idCentro: zOptionalRefId(), ...workCentreShape }).superRefine(refineCompany);
export type TWorkCentreBody = z.output<typeof ZWorkCentreBody>;

export const ZWorkCentreIdBody = z.object({ idCentro: zRefId() });

/** addCuentaFacturacion: with idCuenta it replaces that account. */
export const ZFiscalAccountBody = z
  .object({ idCuenta: zOptionalRefId(), ...fiscalAccountShape(zRequiredText()) })
  .superRefine(refineFiscalAccount);
export type TFiscalAccountBody = z.output<typeof ZFiscalAccountBody>;

/** solicitarBajaServicio (SPEC §2 /solicitar-baja; brand flag hasBajaEmpresa). */
export const ZDeregistrationBody = z.object({ motivo: zOptionalText(2000) });
export const ZDeregistrationResult = z.object({ idSolicitud: z.number().int() });

/** editRecibirInformacionUniversidad (the same body as the student's call). */
export const ZReceiveInfoBody = z.object({ recibir: zBoolFlag() });
export const ZReceiveInfoResult = z.object({ recibirInformacion: z.boolean() });

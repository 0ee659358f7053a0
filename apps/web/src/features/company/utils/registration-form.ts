import { z } from 'zod';
import {
  REGISTRATION_MAX_CONTACTS,
  ZCompanyRegistrationBody,
  type TCompanyRegistrationBody,
} from '@portal/contracts/company/company-registration.schemas';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { ZNewContactForm } from './form-schemas';

/** guardarUsuarioEmpresa's body, with each contact's password confirmation (not sent). */
export const ZRegistrationForm = ZCompanyRegistrationBody.extend({
  contactos: z
    .array(ZNewContactForm, { error: 'required' })
    .min(1, 'required')
    .max(REGISTRATION_MAX_CONTACTS, 'malformed'),
});
export type TRegistrationForm = z.output<typeof ZRegistrationForm>;

export function toRegistrationBody(values: TRegistrationForm, idioma: 'es' | 'ca'): TCompanyRegistrationBody {
  return {
    ...values,
    contactos: values.contactos.map(({ confirmacionPassword: _confirmation, ...contact }) => contact),
    idioma,
  };
}

type TValues = Record<string, unknown>;

export const emptyCentre = (): TValues => ({
  nombre: '',
  direccion: '',
  cp: '',
  localidad: '',
  idProvincia: null,
  idPais: SPAIN_COUNTRY_ID,
  telefono: null,
  email: null,
});
export const emptyAccount = (): TValues => ({
  NombreFiscal: '',
  CIF: '',
  requiereEnvioPostalFacturas: false,
  domicilioFiscal: '',
  idProvincia: null,
  Provincia: '',
  poblacion: '',
  idPais: SPAIN_COUNTRY_ID,
  cp: '',
  domicilioEnvioPostal: '',
});
export const emptyContact = (): TValues => ({
  nombre: '',
  apellidos: '',
  puesto: '',
  email: '',
  telefono1: '',
  telefono2: null,
  departamento: null,
  direccion: '',
  localidad: '',
  cp: '',
  password: null,
  confirmacionPassword: null,
});

export function emptyRegistration(): TValues {
  return {
    empresa: {
      nombre: '',
      nombreComercial: '',
      cif: '',
      idTipoEmpresa: null,
      idTipoSociedad: null,
      idSector: null,
      idRangoEmpleados: null,
      web: null,
      email: null,
      telefono: null,
      iban: null,
      descripcion: null,
      autorizaLogo: false,
      direccion: '',
      cp: '',
      localidad: '',
      idProvincia: null,
      idPais: SPAIN_COUNTRY_ID,
      anioFundacion: null,
    },
    firmante: { nombre: '', apellidos: '', email: '', dni: null, cargo: '', telefono: null },
    centrosTrabajo: [emptyCentre()],
    cuentasFacturacion: [emptyAccount()],
    contactos: [emptyContact()],
  };
}

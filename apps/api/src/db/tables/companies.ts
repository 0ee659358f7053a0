import type { Generated } from 'kysely';

/**
 * Companies and what hangs from them (SPEC §3 'Company registration', 'Signer', 'Company
 * contact', 'Fiscal account', work centres). A login user with role 'company' may have contact
 * rows in several companies and picks one at login.
 */
export interface CompanyRow {
  id: Generated<number>;
  /** Legal name. */
  nombre: string;
  nombre_comercial: string | null;
  cif: string;
  /** Domain list id: private, public, startup. */
  tipo_empresa: number | null;
  tipo_sociedad: number | null;
  sector_id: number | null;
  rango_empleados_id: number | null;
  rango_facturacion_id: number | null;
  area_funcional_id: number | null;
  web: string | null;
  email: string | null;
  telefono: string | null;
  iban: string | null;
  descripcion: string | null;
  logo_autorizado: Generated<number>;
  /** Storage key of the logo file. */
  logo_key: string | null;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  locality_id: number | null;
  province_id: number | null;
  country_id: number | null;
  anio_fundacion: number | null;
  validated: Generated<number>;
  blocked: Generated<number>;
  /** The office's rejection (migration 0014): when and why; cleared by a validation. */
  rejected_at: Generated<string | null>;
  rejection_reason: Generated<string | null>;
  brand_key: string;
  requiere_envio_postal_facturas: Generated<number>;
  /** Company sees the education-internship requests menu (SPEC §2 Company only). */
  has_education_menu: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

export interface CompanySignerRow {
  company_id: number;
  nombre: string | null;
  apellidos: string | null;
  dni: string | null;
  cargo: string | null;
  email: string | null;
  telefono: string | null;
  updated_at: string | null;
}

export interface CompanyContactRow {
  id: Generated<number>;
  company_id: number;
  /** The login user of this contact; null for contacts that only receive mail (tutors...). */
  user_id: number | null;
  nombre: string;
  apellidos: string;
  puesto: string | null;
  email: string;
  nick: string | null;
  telefono1: string | null;
  telefono2: string | null;
  departamento: string | null;
  titulacion: string | null;
  dni: string | null;
  localidad: string | null;
  id_localidad: number | null;
  direccion: string | null;
  cp: string | null;
  nif: string | null;
  id_pais: number | null;
  provincia: string | null;
  /** JSON array of contact type ids (tiposContacoEmpresa), default [9] (SPEC §9). */
  tipo_contacto: Generated<string>;
  /** JSON array of employment-forum years (2010..current year). */
  anios_foro_empleo: Generated<string>;
  recibir_informacion: Generated<number>;
  /** The company's main (responsible) contact. */
  principal: Generated<number>;
  activo: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

export interface WorkCentreRow {
  id: Generated<number>;
  company_id: number;
  nombre: string;
  direccion: string | null;
  cp: string | null;
  localidad: string | null;
  locality_id: number | null;
  province_id: number | null;
  country_id: number | null;
  telefono: string | null;
  email: string | null;
  contact_id: number | null;
  activo: Generated<number>;
  created_at: string;
  updated_at: string | null;
}

export interface BillingAccountRow {
  id: Generated<number>;
  company_id: number;
  nombre_fiscal: string;
  cif: string;
  requiere_envio_postal: Generated<number>;
  domicilio_fiscal: string;
  /** Chosen from the list when the country is Spain (1); otherwise `provincia` is free text. */
  province_id: number | null;
  provincia: string | null;
  poblacion: string;
  country_id: number;
  cp: string;
  domicilio_envio_postal: string | null;
  created_at: string;
}

export interface CompanyTables {
  companies: CompanyRow;
  company_signers: CompanySignerRow;
  company_contacts: CompanyContactRow;
  work_centres: WorkCentreRow;
  billing_accounts: BillingAccountRow;
}

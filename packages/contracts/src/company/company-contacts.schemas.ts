import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { zContactEmail } from '../validation/fields';
import { contactShape, newContactShape, zRefId } from './company-fields';

/**
 * Company contacts (SPEC §3 Company contact, §5 Company contact, §7 dameDatosContactoEmpresa,
 * dameDatosContactoPorId, addContactoEmpresa, editaContactoEmpresa, dameContactosTipo*,
 * addContactoEmpresa_*_PorEmail) and the signed-in contact's own profile /mi-perfil (editaUsuario).
 */

/** tiposContacoEmpresa ids the calls of SPEC §7 name. */
export const CONTACT_TYPE_RESPONSIBLE = 1;
export const CONTACT_TYPE_TUTOR = 2;

export const ZCompanyContact = z.object({
  idContacto: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  puesto: z.string().nullable(),
  email: z.string(),
  nick: z.string().nullable(),
  telefono1: z.string().nullable(),
  telefono2: z.string().nullable(),
  departamento: z.string().nullable(),
  localidad: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  nif: z.string().nullable(),
  idPais: z.number().int().nullable(),
  provincia: z.string().nullable(),
  tipoContacto: z.array(z.number().int()),
  aniosForoEmpleo: z.array(z.number().int()),
  recibirInformacion: z.boolean(),
  /** The company's main (responsible) contact. */
  principal: z.boolean(),
  /** The contact can sign in (has a portal user). */
  tieneUsuario: z.boolean(),
  /** The contact is the signed-in user. */
  esUsuarioActual: z.boolean(),
});
export type TCompanyContact = z.infer<typeof ZCompanyContact>;
export const ZCompanyContactList = z.array(ZCompanyContact);

/** Short form for the tutor and contact pickers. */
export const ZContactOption = z.object({
  idContacto: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  puesto: z.string().nullable(),
});
export const ZContactOptionList = z.array(ZContactOption);

/** addContactoEmpresa: a new contact with a portal user (29 duplicate, 44 another company's). */
export const ZNewContactBody = z.object(newContactShape);
export type TNewContactBody = z.output<typeof ZNewContactBody>;

/** editaContactoEmpresa: one of my company's contacts. */
export const ZEditContactBody = z.object({ idContacto: zRefId(), ...contactShape });
export type TEditContactBody = z.output<typeof ZEditContactBody>;

/** editaUsuario (POST): the signed-in contact's own data. */
export const ZEditOwnContactBody = z.object(contactShape);
export type TEditOwnContactBody = z.output<typeof ZEditOwnContactBody>;

/** addContactoEmpresa_tutorPracticas_PorEmail / addContactoEmpresa_contacto_PorEmail. */
export const ZContactByEmailBody = z.object({ email: zContactEmail() });

export const ZContactIdParams = z.object({ id: zCoercedId('malformed') });

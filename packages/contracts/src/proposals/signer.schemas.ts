import { z } from 'zod';
import { zDni, zEmailCode, zOptional, zRequiredText } from '../validation/fields';

/**
 * The company's signer and the missing-data checks of the company home (SPEC §2 Company home
 * 'mandatory signer dialog', §3 Signer, §4 Company home flow, §5 Signer dialog, §7
 * dameDatosFirmanteEmpresa, editaDatosFirmanteEmpresa, faltanDatosAlaEmpresa,
 * faltanDatosAlContactoEmpresa).
 */

/** GET dameDatosFirmanteEmpresa. `completo` false makes the web open the signer dialog first. */
export const ZSigner = z.object({
  nombre: z.string().nullable(),
  apellidos: z.string().nullable(),
  dni: z.string().nullable(),
  cargo: z.string().nullable(),
  email: z.string().nullable(),
  completo: z.boolean(),
});
export type TSigner = z.infer<typeof ZSigner>;

/** SPEC §5 Signer dialog: first name, last name, email (valid) and position required; the ID optional. */
export const ZSignerBody = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  email: zEmailCode(),
  cargo: zRequiredText(),
  dni: zOptional(zDni()),
});
export type TSignerBody = z.infer<typeof ZSignerBody>;

/** The fields whose absence makes the signer incomplete (SPEC §2 Company home). */
export const SIGNER_REQUIRED_FIELDS = ['nombre', 'apellidos', 'email', 'cargo'] as const;

/** faltanDatosAlaEmpresa / faltanDatosAlContactoEmpresa: which fields still miss (form field names). */
export const ZMissingData = z.object({ faltanDatos: z.boolean(), campos: z.array(z.string()) });
export type TMissingData = z.infer<typeof ZMissingData>;

import { z } from 'zod';
import { zCoercedId, zId } from '../validation/ids';
import { AGREEMENT_ID_MIN, TEXT_MAX, TEXT_MIN } from '../limits';
import { zDate, zEmailCode, zRequiredText } from '../validation/fields';
import { AGREEMENT_EVENTS, AGREEMENT_STATES } from './agreement-states';

/**
 * Collaboration agreements of the signed-in company (SPEC §2 New-agreement form and
 * /subir-convenio-firmado, §3 Signer, §4 Agreement states, §5 Agreement request, §7
 * dameConveniosEmpresa, dameDetalleUltimoConvenioEmpresa, addSolicitudConvenioEmpresa,
 * adjuntaFicheroAlConvenioEmpresa) and the generated PDF (GET descargaConvenio/{id}).
 */

export const ZAgreementState = z.enum(AGREEMENT_STATES);

/** The signer and deed data of an agreement request ('Rellenar datos' prefills them). */
export const ZAgreementSigner = z.object({
  nombre: z.string().nullable(),
  apellidos: z.string().nullable(),
  dni: z.string().nullable(),
  cargo: z.string().nullable(),
  email: z.string().nullable(),
  fechaEscritura: z.string().nullable(),
  notario: z.string().nullable(),
  localidadNotario: z.string().nullable(),
});
export type TAgreementSigner = z.infer<typeof ZAgreementSigner>;

export const ZAgreement = z.object({
  idConvenio: z.number().int(),
  /** The agreement reference. */
  codigo: z.string(),
  /** State after expiry by date (SPEC §4). */
  estado: ZAgreementState,
  /** State name and what it awaits, in the user's language. */
  descripcionEstado: z.string(),
  explicacionEstado: z.string(),
  fechaSolicitud: z.string(),
  fechaFirma: z.string().nullable(),
  fechaCaducidad: z.string().nullable(),
  firmante: ZAgreementSigner,
  /**
   * Why the university office marked it Erróneo empresa (issue #14 '4. Agreements'): the office's
   * reason in the reader's language (its Catalan text when the office wrote one, else the Spanish);
   * null once the company uploads the signed agreement again.
   */
  observaciones: z.string().nullable(),
  /** The events the company may cause now ('firmaEmpresa': upload the signed PDF). */
  accionesEmpresa: z.array(z.enum(AGREEMENT_EVENTS)),
  /** GET /api/Empresa/descargaConvenio/{idConvenio} gives the PDF generated from its data. */
  urlDescarga: z.string(),
  /** The signed PDF uploaded by the company, if any. */
  documentoFirmado: z.object({ idDocumento: z.number().int(), nombre: z.string(), fecha: z.string() }).nullable(),
  enVigor: z.boolean(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

export const ZAgreementList = z.object({
  convenios: z.array(ZAgreement),
  /** The company has an agreement in force (Formalizado). */
  tieneConvenioEnVigor: z.boolean(),
  /** The company has signed one (what the login's faltaConvenioFirmado reads). */
  tieneConvenioFirmado: z.boolean(),
});
export type TAgreementList = z.infer<typeof ZAgreementList>;

/** dameDetalleUltimoConvenioEmpresa: the web reads `datos.datosFirmante` for 'Rellenar datos'. */
export const ZLatestAgreement = z.object({
  /** From the latest agreement; the company signer (without deed data) when there is none. */
  datosFirmante: ZAgreementSigner.nullable(),
  convenio: ZAgreement.nullable(),
});

/** addSolicitudConvenioEmpresa (SPEC §5 Agreement request). */
export const ZAgreementRequestBody = z.object({
  nombre: zRequiredText(),
  apellidos: zRequiredText(),
  /** SPEC §5/§9: ID required, at least 9 characters. */
  dni: zRequiredText(AGREEMENT_ID_MIN, 20),
  cargo: zRequiredText(),
  email: zEmailCode(),
  fechaEscritura: zDate(),
  notario: zRequiredText(TEXT_MIN, TEXT_MAX),
  localidadNotario: zRequiredText(TEXT_MIN, TEXT_MAX),
  /** The required declaration checkbox. */
  declaracion: z.literal(true, { error: 'required' }),
});
export type TAgreementRequestBody = z.output<typeof ZAgreementRequestBody>;

/**
 * adjuntaFicheroAlConvenioEmpresa (PDF only, SPEC §5 Files). Without idConvenio: the latest
 * agreement that awaits the company's signature.
 */
export const ZSignedAgreementUploadBody = z.object({
  idConvenio: zId('malformed').optional(),
  ficheroB64ParaAltas: z.string({ error: 'required' }).min(1, 'required'),
  extension_adjunto: z.string({ error: 'required' }).trim().min(1, 'required').max(10, '46'),
  nombre: z.string().trim().max(150, 'malformed').optional(),
});
export type TSignedAgreementUploadBody = z.output<typeof ZSignedAgreementUploadBody>;

export const ZAgreementIdParams = z.object({ id: zCoercedId('malformed') });

/** GET descargaConvenio/{id}: the PDF answer is the file itself, not the envelope (errors still are). */
export const ZAgreementPdf = z.string().describe('application/pdf: the agreement generated from its data');

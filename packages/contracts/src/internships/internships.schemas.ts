import { z } from 'zod';
import { zCoercedId } from '../validation/ids';
import { ZRequiredDocument } from '../offers/offers.schemas';
import { INTERNSHIP_STATES, type TInternshipState } from './internship-states';

/**
 * The signed-in student's internships (SPEC §2 My internships, §4 'Practices can be accepted or
 * rejected by the student', §7 Practices) and their documents (SPEC §3 Uploaded document, §5 Files).
 */

/** The states of internship-states.ts, the one declaration, as a schema. */
export const ZInternshipState = z.enum(INTERNSHIP_STATES);
export type { TInternshipState };

export const ZInternshipSummary = z.object({
  idPractica: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  /** State key; the web shows its label. 'pendiente' awaits my acceptance. */
  estado: ZInternshipState,
  descripcionEstado: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  /** Academic course, '2025-26'. */
  curso: z.string(),
  tipo: z.string().nullable(),
  pendienteAceptacion: z.boolean(),
});
export type TInternshipSummary = z.infer<typeof ZInternshipSummary>;
export const ZInternshipList = z.array(ZInternshipSummary);

export const ZInternshipDocument = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  fecha: z.string(),
  idTipoDocumento: z.number().int().nullable(),
  tipoDocumento: z.string().nullable(),
  /** Signed with a digital certificate (SPEC §6: required from 2023-24). */
  firmado: z.boolean(),
  seguimientoCF: z.boolean(),
});
export type TInternshipDocument = z.infer<typeof ZInternshipDocument>;

export const ZInternshipDetail = ZInternshipSummary.extend({
  tareas: z.string().nullable(),
  horario: z.string().nullable(),
  idModalidad: z.number().int().nullable(),
  horasDia: z.number().nullable(),
  horasSemana: z.number().nullable(),
  horasTotales: z.number().nullable(),
  ayudaEstudio: z.number().nullable(),
  titulacion: z.string().nullable(),
  programa: z.string().nullable(),
  centroTrabajo: z
    .object({ nombre: z.string(), direccion: z.string().nullable(), localidad: z.string().nullable() })
    .nullable(),
  tutorEmpresa: z.object({
    nombre: z.string().nullable(),
    apellidos: z.string().nullable(),
    email: z.string().nullable(),
    telefono: z.string().nullable(),
  }),
  tutorUniversidad: z.object({ nombre: z.string().nullable(), email: z.string().nullable() }),
  urlAccesoOferta: z.string().nullable(),
  /** SPEC §6: courses from 2023-24 need digital-certificate signing of practice documents. */
  requiereFirmaDigital: z.boolean(),
  /** Vocational-training (CF) internship: has a follow-up document (editDocumentoSeguimientoCF). */
  esCicloFormativo: z.boolean(),
  documentos: z.array(ZInternshipDocument),
});
export type TInternshipDetail = z.infer<typeof ZInternshipDetail>;

export const ZInternshipParams = z.object({ id: zCoercedId() });
const idPractica = zCoercedId('required');

/** aceptarPractica / rechazarPractica. */
export const ZInternshipActionBody = z.object({
  idPractica,
  motivo: z.string().trim().max(500, 'malformed').optional(),
});

/** SPEC §3 Uploaded document / §5 Files: base64 content plus extension (checked server-side). */
const upload = {
  ficheroB64ParaAltas: z.string({ error: 'required' }).min(1, 'required'),
  extension_adjunto: z.string({ error: 'required' }).trim().min(1, 'required').max(10, '46'),
  nombre: z.string().trim().min(1, 'required').max(150, 'malformed').optional(),
};

/** addFicheroPractica: any file of the general whitelist. */
export const ZAddInternshipFileBody = z.object({
  idPractica,
  ...upload,
  descripcion: z.string().trim().max(500, 'malformed').optional(),
});
/** addDocumentoPractica: a typed internship document; PDF only (it may carry a digital signature). */
export const ZAddInternshipDocumentBody = z.object({
  idPractica,
  idTipoDocumento: zCoercedId('required'),
  ...upload,
});
/** editDocumentoSeguimientoCF: replaces the follow-up document of a vocational-training internship. */
export const ZFollowUpDocumentBody = z.object({ idPractica, ...upload });

/** datos of the upload calls (aviso 513). */
export const ZUploadedDocument = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  tamano: z.number().int(),
});

/** GET documentacionDeProcesosSolicitada: documents the offers I applied to ask for. */
export const ZRequestedProcessDocuments = z.array(
  z.object({
    idOferta: z.number().int(),
    urlAcceso: z.string(),
    titulo: z.string(),
    documentos: z.array(ZRequiredDocument.extend({ aportado: z.boolean() })),
  }),
);

/** GET dameAnexosPracticasUsuario: the university's annexes and information notes. */
export const ZInternshipAnnexes = z.array(
  z.object({
    id: z.number().int(),
    nombre: z.string(),
    descripcion: z.string().nullable(),
    tipo: z.enum(['anexo', 'notaInformativa']),
    curso: z.string().nullable(),
    fecha: z.string(),
  }),
);

/** Personal data an internship needs (SPEC §3 Personal fields). */
export const INTERNSHIP_REQUIRED_FIELDS = ['dni', 'telefono', 'direccion', 'numeroSeguridadSocial', 'iban'] as const;
/** GET faltaDatosNecesariosPorPractica. */
export const ZMissingInternshipData = z.object({
  faltanDatos: z.boolean(),
  campos: z.array(z.enum(INTERNSHIP_REQUIRED_FIELDS)),
});

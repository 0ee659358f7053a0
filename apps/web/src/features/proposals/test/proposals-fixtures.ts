import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import type { TOfferEditable } from '@portal/contracts/proposals/proposals.schemas';

/** Test data of the proposals feature: the reference lists the offer form reads, and a stored offer. */
const items = (...names: string[]) => names.map((descripcion, i) => ({ id: i + 1, descripcion }));

export const DOMAINS_FIXTURE = {
  areasFuncionales: items('Administración', 'Informática'),
  sectoresActividad: items('Industria', 'Tecnología'),
  tiposContrato: items('Indefinido', 'Temporal'),
  tiposContratoOfertaPracticas: [
    { id: 1, descripcion: 'Prácticas curriculares', cuotaGestion: false },
    { id: 5, descripcion: 'Prácticas extracurriculares', cuotaGestion: true },
  ],
  tiposDocumentoAlumnoPracticas: items('Currículum vitae', 'Expediente académico'),
  paises: [{ id: 1, descripcion: 'España', codigo: 'ES', ue: true }],
  provincias: [{ id: 46, descripcion: 'Valencia/València', tieneIslas: false }],
  islas: [],
  localidades: [],
  sedes: [],
  titulaciones: [
    { id: 1, descripcion: 'Grado en Ingeniería Informática', nivel: 'grado', idSede: 1, idArea: 5, creditos: 240, dosAnios: false },
    { id: 29, descripcion: 'Máster en Ciencia de Datos', nivel: 'master', idSede: 1, idArea: 5, creditos: 90, dosAnios: false },
  ],
  idiomas: items('Español', 'Catalán', 'Inglés'),
  nivelesIdioma: items('A1', 'A2', 'B1', 'B2'),
  nivelesTitulacion: items('Grado', 'Máster'),
  tiposFormacionAcademica: items('Grado universitario'),
  programasInformaticos: items('Word', 'Excel'),
  competencias: items('Trabajo en equipo'),
  tagsInteresAlumno: items('Tecnología'),
} as unknown as TDominios;

/** A complete internship offer as dameOfertaEditable answers it. */
export const EDITABLE_FIXTURE: TOfferEditable = {
  idOferta: 13,
  tipo: 'practicas',
  titulo: 'Prácticas de desarrollo web',
  descripcion: 'Desarrollo de aplicaciones web con el equipo de producto.',
  tareas: 'Desarrollo y pruebas.',
  plazas: 2,
  experienciaRequerida: null,
  experienciaDeseable: null,
  horario: 'De 9:00 a 14:00',
  fechaInicio: '2030-03-01',
  fechaFin: '2030-06-30',
  contrato: 1,
  salario: null,
  otraRemuneracion: null,
  ayudaEstudio: 400,
  horasDia: 5,
  horasSemana: 25,
  horasTotales: 300,
  dedicacion: null,
  diasSemana: 5,
  meses: 4,
  idModalidad: 2,
  tipoPractica: null,
  idAreaFuncional: 2,
  idSector: null,
  idNivelTitulacion: null,
  idTipoFormacion: null,
  idPrograma: null,
  idCentro: null,
  idPais: null,
  idProvincia: 46,
  idIsla: null,
  localidad: 'València',
  trabajoFin: null,
  tutorEmpresa: { idContacto: null, nombre: 'Sergio', apellidos: 'Blasco', email: 'sergio@empresa.test', telefono: null, cargo: null, titulacion: 'Ingeniería Informática', departamento: null, dni: null },
  tutorUniversidad: { nombre: 'Inés Vallés', email: null },
  titulaciones: [{ idTitulacion: 1, obligatoria: true }],
  idiomas: [{ idIdioma: 3, idNivel: 4, certificacion: true }],
  programasInformaticos: [],
  intereses: [],
  competencias: [],
  paisesNacionalidad: [],
  paisesResidencia: [],
  provinciasResidencia: [],
  vehiculoPropio: false,
  carnetConducir: true,
  disponibilidadExtranjero: false,
  disponibilidadTraslado: false,
  edadMaxima: null,
  salarioMaximo: null,
  anioPromocionMaximo: null,
  ultimoCurso: false,
  perfilNoUniversitario: false,
  documentosRequeridos: [],
  urlInscripcion: null,
  urlInfo: null,
  ocultarDatosEmpresa: false,
  fechaCaducidad: '2030-02-15',
  etiquetas: ['remoto'],
  dniCandidato: null,
};

/** A fetch answering the envelope of each path from `routes` (by path prefix), `{ status: 0, datos: [] }` otherwise. */
export function routedFetch(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const match = Object.keys(routes).find((prefix) => url.startsWith(prefix));
    const datos = match ? routes[match] : [];
    return new Response(JSON.stringify({ status: 0, datos }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

import type { z } from 'zod';
import type { TOfferFormInput, TProposalKind, ZThesisLink } from '@portal/contracts/proposals/offer-form.schemas';
import { isPlacementKind } from '@portal/contracts/proposals/offer-form.schemas';

/**
 * The offer form's values as the inputs hold them (text for numbers, so a decimal comma reaches
 * the contracts' rules as typed; select ids as strings) and their conversion to the addOferta body.
 */
export interface TOfferDegreeValue {
  idTitulacion: number;
  obligatoria: boolean;
}

export interface TOfferLanguageValue {
  idIdioma: string | null;
  idNivel: string | null;
  certificacion: boolean;
}

export interface TOfferFormValues {
  idOferta?: number;
  tipo: TProposalKind;
  titulo: string;
  descripcion: string;
  tareas: string;
  plazas: string;
  experienciaRequerida: string;
  experienciaDeseable: string;
  horario: string;
  fechaInicio: string;
  fechaFin: string;
  contrato: string | null;
  salario: string;
  otraRemuneracion: string;
  ayudaEstudio: string;
  horasDia: string;
  horasSemana: string;
  horasTotales: string;
  dedicacion: string;
  diasSemana: string;
  meses: string;
  idModalidad: string | null;
  tipoPractica: string | null;
  idAreaFuncional: string | null;
  idSector: string | null;
  idNivelTitulacion: string | null;
  idTipoFormacion: string | null;
  idPrograma: string | null;
  idCentro: string | null;
  idPais: string | null;
  idProvincia: string | null;
  idIsla: string | null;
  localidad: string;
  trabajoFin: { tipo: string | null; nombre: string; tutor: string };
  tutorEmpresa: {
    idContacto: string | null;
    nombre: string;
    apellidos: string;
    email: string;
    telefono: string;
    cargo: string;
    titulacion: string;
    departamento: string;
    dni: string;
  };
  tutorUniversidad: { nombre: string; email: string };
  titulaciones: TOfferDegreeValue[];
  idiomas: TOfferLanguageValue[];
  programasInformaticos: string[];
  intereses: string[];
  competencias: string[];
  paisesNacionalidad: string[];
  paisesResidencia: string[];
  provinciasResidencia: string[];
  vehiculoPropio: boolean;
  carnetConducir: boolean;
  disponibilidadExtranjero: boolean;
  disponibilidadTraslado: boolean;
  edadMaxima: string;
  salarioMaximo: string;
  anioPromocionMaximo: string;
  ultimoCurso: boolean;
  perfilNoUniversitario: boolean;
  documentosRequeridos: string[];
  urlInscripcion: string;
  urlInfo: string;
  ocultarDatosEmpresa: boolean;
  fechaCaducidad: string;
  etiquetas: string[];
}

/** Fields only placements have (internships and alternance, SPEC §9 profile 2). */
export const PLACEMENT_ONLY = new Set([
  'ayudaEstudio',
  'horasTotales',
  'tipoPractica',
  'idPrograma',
  'trabajoFin',
  'tutorEmpresa',
  'tutorUniversidad',
]);
/** Fields only jobs have. */
export const JOB_ONLY = new Set(['salario']);

/** SPEC §5 fields every offer requires: a brand cannot hide them (as the API ignores such a rule). */
export const ALWAYS_REQUIRED = [
  'titulo',
  'descripcion',
  'plazas',
  'horario',
  'fechaInicio',
  'contrato',
  'idAreaFuncional',
  'titulaciones',
] as const;
/** SPEC §5 fields placements require (contracts' offerFormRules). */
export const PLACEMENT_REQUIRED = [
  'horasSemana',
  'horasDia',
  'horasTotales',
  'ayudaEstudio',
  'fechaFin',
  'tareas',
  'tutorEmpresa.nombre',
  'tutorEmpresa.apellidos',
  'tutorEmpresa.email',
  'tutorEmpresa.titulacion',
  'tutorUniversidad.nombre',
] as const;

/** The brand-rule name of a form path: tutors' fields are flattened ('tutorEmpresa.dni' -> 'tutorEmpresaDni'). */
export function ruleName(path: string): string {
  const [head, tail] = path.split('.');
  if (!tail || (head !== 'tutorEmpresa' && head !== 'tutorUniversidad')) return head;
  return `${head}${tail[0].toUpperCase()}${tail.slice(1)}`;
}

/** The form path of a brand-rule name ('tutorEmpresaDni' -> 'tutorEmpresa.dni'). */
export function pathOfRule(name: string): string {
  for (const group of ['tutorEmpresa', 'tutorUniversidad']) {
    if (name.startsWith(group) && name.length > group.length)
      return `${group}.${name[group.length].toLowerCase()}${name.slice(group.length + 1)}`;
  }
  return name;
}

/** Whether a form path belongs to offers of this type at all. */
export function appliesTo(tipo: TProposalKind, path: string): boolean {
  const head = path.split('.')[0];
  if (PLACEMENT_ONLY.has(head)) return isPlacementKind(tipo);
  if (JOB_ONLY.has(head)) return !isPlacementKind(tipo);
  return true;
}

/** The fields this type of offer always requires (SPEC §5). */
export function baseRequired(tipo: TProposalKind): ReadonlySet<string> {
  return new Set<string>([...ALWAYS_REQUIRED, ...(isPlacementKind(tipo) ? PLACEMENT_REQUIRED : [])]);
}

/**
 * The addOferta body (the input of the contracts' ZOfferForm) as the form builds it, before it is
 * checked: any field but the type may be absent (blank, hidden by the brand or not of this type of
 * offer), and the schema then answers 'required' where one must be given (SPEC §5).
 */
export type TOfferPayload = Partial<TOfferFormInput> & Pick<TOfferFormInput, 'tipo'>;

type TPracticeKind = NonNullable<TOfferFormInput['tipoPractica']>;
type TCompanyTutorInput = NonNullable<TOfferFormInput['tutorEmpresa']>;
type TUniversityTutorInput = NonNullable<TOfferFormInput['tutorUniversidad']>;
type TThesisKind = z.input<typeof ZThesisLink>['tipo'];

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
const text = (value: string | null | undefined) => (blank(value) ? undefined : (value as string).trim());
const id = (value: string | null | undefined) => (blank(value) ? undefined : Number(value));
/**
 * Numeric text as typed ('' when blank): the contracts' numeric rules say 'required' for '' and
 * read a decimal comma; their optional wrappers treat '' as not given.
 */
const numeric = (value: string) => value.trim();
const whole = (value: string) => (blank(value) ? undefined : Number(value.trim()));
const ids = (values: string[]) => (values.length === 0 ? undefined : values.map(Number));

/** A tutor group with the fields the brand hides blanked; the group itself is always sent. */
function blankHidden<T extends object>(group: T, prefix: string, shown: (path: string) => boolean): Partial<T> {
  const out: Partial<T> = { ...group };
  for (const sub of Object.keys(group) as Array<keyof T & string>) if (!shown(`${prefix}.${sub}`)) out[sub] = undefined;
  return out;
}

/**
 * The addOferta body of the form values: blanks left out, ids as numbers, numeric text as typed
 * (the contracts accept a decimal comma), only the fields of this type that are `shown`.
 */
export function toOfferPayload(values: TOfferFormValues, shown: (path: string) => boolean): TOfferPayload {
  const placement = isPlacementKind(values.tipo);
  const out: TOfferPayload = {
    idOferta: values.idOferta,
    tipo: values.tipo,
    titulo: text(values.titulo),
    descripcion: text(values.descripcion),
    tareas: text(values.tareas),
    plazas: numeric(values.plazas),
    experienciaRequerida: text(values.experienciaRequerida),
    experienciaDeseable: text(values.experienciaDeseable),
    horario: text(values.horario),
    fechaInicio: text(values.fechaInicio),
    fechaFin: text(values.fechaFin),
    contrato: id(values.contrato),
    salario: numeric(values.salario),
    otraRemuneracion: text(values.otraRemuneracion),
    ayudaEstudio: numeric(values.ayudaEstudio),
    horasDia: numeric(values.horasDia),
    horasSemana: numeric(values.horasSemana),
    horasTotales: numeric(values.horasTotales),
    dedicacion: numeric(values.dedicacion),
    diasSemana: numeric(values.diasSemana),
    meses: numeric(values.meses),
    idModalidad: id(values.idModalidad),
    // The select offers only the schema's values; any other text would still reach the schema ('malformed').
    tipoPractica: text(values.tipoPractica) as TPracticeKind | undefined,
    idAreaFuncional: id(values.idAreaFuncional),
    idSector: id(values.idSector),
    idNivelTitulacion: id(values.idNivelTitulacion),
    idTipoFormacion: id(values.idTipoFormacion),
    idPrograma: id(values.idPrograma),
    idCentro: id(values.idCentro),
    idPais: id(values.idPais),
    idProvincia: id(values.idProvincia),
    idIsla: id(values.idIsla),
    localidad: text(values.localidad),
    titulaciones: values.titulaciones.map((d) => ({ idTitulacion: d.idTitulacion, obligatoria: d.obligatoria })),
    idiomas: values.idiomas
      .filter((l) => !blank(l.idIdioma))
      .map((l) => ({ idIdioma: Number(l.idIdioma), idNivel: id(l.idNivel), certificacion: l.certificacion })),
    programasInformaticos: ids(values.programasInformaticos),
    intereses: ids(values.intereses),
    competencias: ids(values.competencias),
    paisesNacionalidad: ids(values.paisesNacionalidad),
    paisesResidencia: ids(values.paisesResidencia),
    provinciasResidencia: ids(values.provinciasResidencia),
    vehiculoPropio: values.vehiculoPropio,
    carnetConducir: values.carnetConducir,
    disponibilidadExtranjero: values.disponibilidadExtranjero,
    disponibilidadTraslado: values.disponibilidadTraslado,
    edadMaxima: whole(values.edadMaxima),
    salarioMaximo: numeric(values.salarioMaximo),
    anioPromocionMaximo: whole(values.anioPromocionMaximo),
    ultimoCurso: values.ultimoCurso,
    perfilNoUniversitario: values.perfilNoUniversitario,
    documentosRequeridos: ids(values.documentosRequeridos),
    urlInscripcion: text(values.urlInscripcion),
    urlInfo: text(values.urlInfo),
    ocultarDatosEmpresa: values.ocultarDatosEmpresa,
    fechaCaducidad: text(values.fechaCaducidad),
    etiquetas: values.etiquetas.length === 0 ? undefined : values.etiquetas,
  };
  if (placement) {
    const tutor = values.tutorEmpresa;
    // The tutors are always sent for placements, so that their required fields are checked.
    out.tutorEmpresa = blankHidden<TCompanyTutorInput>(
      {
        idContacto: id(tutor.idContacto),
        nombre: text(tutor.nombre),
        apellidos: text(tutor.apellidos),
        email: text(tutor.email),
        telefono: text(tutor.telefono),
        cargo: text(tutor.cargo),
        titulacion: text(tutor.titulacion),
        departamento: text(tutor.departamento),
        dni: text(tutor.dni),
      },
      'tutorEmpresa',
      shown,
    );
    out.tutorUniversidad = blankHidden<TUniversityTutorInput>(
      { nombre: text(values.tutorUniversidad.nombre), email: text(values.tutorUniversidad.email) },
      'tutorUniversidad',
      shown,
    );
    const thesis = values.trabajoFin;
    // As tipoPractica: the select offers only TFG and TFM, and the schema answers anything else.
    if (!blank(thesis.tipo))
      out.trabajoFin = { tipo: thesis.tipo as TThesisKind, nombre: text(thesis.nombre), tutor: text(thesis.tutor) };
  }
  for (const key of Object.keys(out) as Array<keyof TOfferPayload>) {
    if (key === 'idOferta' || key === 'tipo') continue;
    if (!appliesTo(values.tipo, key)) delete out[key];
    // The tutor groups stay (their hidden fields were blanked above).
    else if (key !== 'tutorEmpresa' && key !== 'tutorUniversidad' && !shown(key)) delete out[key];
  }
  return out;
}

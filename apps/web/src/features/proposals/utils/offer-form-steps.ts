import type { FieldPath } from 'react-hook-form';
import type { TOfferFormValues } from './offer-form-values';

type TTopField = Extract<FieldPath<TOfferFormValues>, keyof TOfferFormValues>;

export type TOfferStepKey = 'position' | 'conditions' | 'requirements' | 'tutors' | 'review';

/**
 * #16 part 6: the steps of a new offer and the fields each one checks before going on (the same
 * rules as the whole form: react-hook-form's trigger runs the one resolver and keeps the errors
 * of these fields only). 'tutors' only for placements, whose form has the tutors (SPEC §3).
 */
const STEP_FIELDS: Record<Exclude<TOfferStepKey, 'review'>, readonly TTopField[]> = {
  position: [
    'titulo',
    'plazas',
    'idAreaFuncional',
    'idSector',
    'descripcion',
    'tareas',
    'experienciaRequerida',
    'experienciaDeseable',
    'etiquetas',
    'idCentro',
    'idPais',
    'idProvincia',
    'idIsla',
    'localidad',
  ],
  conditions: [
    'contrato',
    'tipoPractica',
    'fechaInicio',
    'fechaFin',
    'horario',
    'idModalidad',
    'horasDia',
    'horasSemana',
    'horasTotales',
    'diasSemana',
    'dedicacion',
    'meses',
    'salario',
    'ayudaEstudio',
    'otraRemuneracion',
    'idPrograma',
    'documentosRequeridos',
    'fechaCaducidad',
    'urlInscripcion',
    'urlInfo',
    'ocultarDatosEmpresa',
  ],
  requirements: [
    'titulaciones',
    'idiomas',
    'idNivelTitulacion',
    'idTipoFormacion',
    'programasInformaticos',
    'competencias',
    'intereses',
    'paisesNacionalidad',
    'paisesResidencia',
    'provinciasResidencia',
    'edadMaxima',
    'salarioMaximo',
    'anioPromocionMaximo',
    'vehiculoPropio',
    'carnetConducir',
    'disponibilidadExtranjero',
    'disponibilidadTraslado',
    'ultimoCurso',
    'perfilNoUniversitario',
  ],
  tutors: ['tutorEmpresa', 'tutorUniversidad', 'trabajoFin'],
};

export function offerSteps(withTutors: boolean): TOfferStepKey[] {
  return withTutors
    ? ['position', 'conditions', 'requirements', 'tutors', 'review']
    : ['position', 'conditions', 'requirements', 'review'];
}

export function stepFields(step: TOfferStepKey): TTopField[] {
  return step === 'review' ? [] : [...STEP_FIELDS[step]];
}

/** The first of `steps` holding one of the fields in error ('tutorEmpresa.dni' is in 'tutors'). */
export function firstStepWithError(steps: TOfferStepKey[], errorPaths: string[]): number {
  const tops = new Set(errorPaths.map((path) => path.split('.')[0]));
  const index = steps.findIndex((step) => stepFields(step).some((field) => tops.has(field)));
  return index === -1 ? 0 : index;
}

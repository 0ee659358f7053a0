import { items, type DomainItemData, type DomainListsData } from './domain-item';

/** SPEC §4: state 16 asks the student to accept or reject; 17 is the rejected state of reasons. */
export const STATE_PREENROLLED = 16;
export const STATE_DISCARDED = 17;
/** SPEC §9 profile ids. */
export const PROFILE_EMPLOYMENT = 1;
export const PROFILE_PLACEMENTS = 2;

const APPLICATION_STATES: Array<[number, string, string]> = [
  [1, 'Inscrito', 'Inscrit'],
  [2, 'En proceso', 'En procés'],
  [3, 'Preseleccionado', 'Preseleccionat'],
  [4, 'Entrevista', 'Entrevista'],
  [5, 'Seleccionado', 'Seleccionat'],
  [6, 'Contratado', 'Contractat'],
  [7, 'CV visto por la empresa', "CV vist per l'empresa"],
  [8, 'CV enviado a la empresa', "CV enviat a l'empresa"],
  [9, 'Pruebas de selección', 'Proves de selecció'],
  [10, 'Finalista', 'Finalista'],
  [11, 'En espera', 'En espera'],
  [12, 'Oferta cerrada', 'Oferta tancada'],
  [13, 'Baja voluntaria', 'Baixa voluntària'],
  [14, 'Renuncia del candidato', 'Renúncia del candidat'],
  [15, 'Pendiente de documentación', 'Pendent de documentació'],
  [STATE_PREENROLLED, 'Preinscrito: pendiente de tu respuesta', 'Preinscrit: pendent de la teva resposta'],
  [STATE_DISCARDED, 'Descartado', 'Descartat'],
  [18, 'Preinscripción aceptada', 'Preinscripció acceptada'],
  [19, 'Preinscripción rechazada', 'Preinscripció rebutjada'],
  [20, 'Práctica asignada', 'Pràctica assignada'],
];

/** States a company may move a candidate to (same ids as estadosCandidaturasAlumno). */
const COMPANY_DESTINATION_STATES = [2, 3, 4, 5, 6, 9, 10, 11, STATE_DISCARDED];

function reason(id: number, idPerfil: number | null, es: string, ca: string): DomainItemData {
  return { id, es, ca, extra: { idEstado: STATE_DISCARDED, idPerfil } };
}

/** A reason the company gives: for either profile (SPEC §9 has only 1 and 2), told apart by `ambito`. */
function companyReason(id: number, es: string, ca: string): DomainItemData {
  return { id, es, ca, extra: { idEstado: STATE_DISCARDED, idPerfil: null, ambito: 'empresa' } };
}

export const APPLICATION_LISTS: DomainListsData = {
  estadosCandidaturasAlumno: items(APPLICATION_STATES),
  estadosDestinoCandidaturaEmpresa: items(APPLICATION_STATES.filter(([id]) => COMPANY_DESTINATION_STATES.includes(id))),
  // SPEC §3 Rejection reason (idMotivo, idEstado, idPerfil); SPEC §4 filters by state 17 and profile.
  motivosCambioEstadoCandidatura: [
    reason(
      1,
      PROFILE_EMPLOYMENT,
      'La oferta no se ajusta a mi perfil profesional',
      "L'oferta no s'ajusta al meu perfil professional",
    ),
    reason(
      2,
      PROFILE_EMPLOYMENT,
      'Las condiciones salariales no se ajustan a mis expectativas',
      "Les condicions salarials no s'ajusten a les meves expectatives",
    ),
    reason(3, PROFILE_EMPLOYMENT, 'La jornada o el horario no me encajan', "La jornada o l'horari no m'encaixen"),
    reason(4, PROFILE_EMPLOYMENT, 'La ubicación del puesto no me conviene', 'La ubicació del lloc no em convé'),
    reason(5, PROFILE_EMPLOYMENT, 'Ya estoy trabajando', 'Ja estic treballant'),
    reason(
      6,
      PROFILE_PLACEMENTS,
      'El horario de las prácticas es incompatible con mis estudios',
      "L'horari de les pràctiques és incompatible amb els meus estudis",
    ),
    reason(7, PROFILE_PLACEMENTS, 'Ya estoy realizando otras prácticas', 'Ja estic fent altres pràctiques'),
    reason(
      8,
      PROFILE_PLACEMENTS,
      'La ayuda al estudio no se ajusta a mis expectativas',
      "L'ajuda a l'estudi no s'ajusta a les meves expectatives",
    ),
    reason(
      9,
      PROFILE_PLACEMENTS,
      'Las tareas no se corresponden con mis estudios',
      'Les tasques no es corresponen amb els meus estudis',
    ),
    reason(
      10,
      PROFILE_PLACEMENTS,
      'La ubicación de las prácticas no me conviene',
      'La ubicació de les pràctiques no em convé',
    ),
    reason(11, null, 'He aceptado otra oferta', 'He acceptat una altra oferta'),
    reason(12, null, 'Motivos personales', 'Motius personals'),
    reason(13, null, 'Otros motivos', 'Altres motius'),
    // The company's reasons for discarding a candidate, never the student's (contracts REASON_SCOPES).
    companyReason(
      14,
      'El perfil no se ajusta a los requisitos de la oferta',
      "El perfil no s'ajusta als requisits de l'oferta",
    ),
    companyReason(15, 'Otra candidatura se ajusta mejor al puesto', "Una altra candidatura s'ajusta millor al lloc"),
    companyReason(16, 'No ha superado el proceso de selección', 'No ha superat el procés de selecció'),
    companyReason(17, 'No se ha presentado a la entrevista', "No s'ha presentat a l'entrevista"),
    companyReason(18, 'Las plazas ya están cubiertas', 'Les places ja estan cobertes'),
    companyReason(19, 'Otros motivos de la empresa', "Altres motius de l'empresa"),
  ],
  tiposDocumentoAlumnoPracticas: items([
    [1, 'Currículum vitae', 'Currículum vitae'],
    [2, 'Expediente académico', 'Expedient acadèmic'],
    [3, 'Copia del DNI o NIE', 'Còpia del DNI o NIE'],
    [4, 'Documento de afiliación a la Seguridad Social', "Document d'afiliació a la Seguretat Social"],
    [5, 'Permiso de trabajo', 'Permís de treball'],
    [6, 'Carta de presentación', 'Carta de presentació'],
    [7, 'Matrícula del curso actual', 'Matrícula del curs actual'],
    [8, 'Copia del título o resguardo', 'Còpia del títol o resguard'],
    [9, 'Certificado de idiomas', "Certificat d'idiomes"],
    [10, 'Proyecto formativo firmado', 'Projecte formatiu signat'],
    [11, 'Otros', 'Altres'],
  ]),
};

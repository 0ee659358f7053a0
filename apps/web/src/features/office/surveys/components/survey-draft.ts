import type {
  TOfficeSurveyBody,
  TOfficeSurveyKind,
  TOfficeSurveySheet,
} from '@portal/contracts/office/surveys.schemas';

/**
 * The builder's working copy of a survey (issue #15): questions and answers carry a local key,
 * and a jump names its target question by key, so that reordering keeps the jump on the same
 * question. `toBody` turns it into the API's body, jumps as positions.
 */
export interface TDraftAnswer {
  key: string;
  idRespuesta: number | null;
  texto: string;
  texto_ca: string;
  jumpTo: string | null;
}

export interface TDraftQuestion {
  key: string;
  idPregunta: number | null;
  tipo: TOfficeSurveyKind;
  texto: string;
  texto_ca: string;
  obligatoria: boolean;
  respuestas: TDraftAnswer[];
}

export interface TDraftSurvey {
  titulo: string;
  titulo_ca: string;
  descripcion: string;
  descripcion_ca: string;
  activa: boolean;
  obligatoria: boolean;
  anonima: boolean;
  paraAlumnos: boolean;
  paraEmpresa: boolean;
  paraTutorAcademico: boolean;
  idPractica: string;
  fechaDesde: string;
  fechaHasta: string;
  preguntas: TDraftQuestion[];
}

let counter = 0;
export const newKey = (): string => `k${++counter}`;

export function newAnswer(texto = ''): TDraftAnswer {
  return { key: newKey(), idRespuesta: null, texto, texto_ca: '', jumpTo: null };
}

/** The answers a question of this kind starts with: a 1-5 scale, two empty options, or none. */
export function answersFor(tipo: TOfficeSurveyKind): TDraftAnswer[] {
  if (tipo === 'scale') return [1, 2, 3, 4, 5].map((n) => newAnswer(String(n)));
  if (tipo === 'text') return [];
  return [newAnswer(), newAnswer()];
}

export function newQuestion(tipo: TOfficeSurveyKind = 'single'): TDraftQuestion {
  return {
    key: newKey(),
    idPregunta: null,
    tipo,
    texto: '',
    texto_ca: '',
    obligatoria: false,
    respuestas: answersFor(tipo),
  };
}

export function emptyDraft(): TDraftSurvey {
  return {
    titulo: '',
    titulo_ca: '',
    descripcion: '',
    descripcion_ca: '',
    activa: false,
    obligatoria: false,
    anonima: false,
    paraAlumnos: true,
    paraEmpresa: false,
    paraTutorAcademico: false,
    idPractica: '',
    fechaDesde: '',
    fechaHasta: '',
    preguntas: [newQuestion()],
  };
}

export function fromSheet(s: TOfficeSurveySheet): TDraftSurvey {
  const keys = s.preguntas.map(() => newKey());
  return {
    titulo: s.titulo,
    titulo_ca: s.titulo_ca,
    descripcion: s.descripcion,
    descripcion_ca: s.descripcion_ca,
    activa: s.activa,
    obligatoria: s.obligatoria,
    anonima: s.anonima,
    paraAlumnos: s.paraAlumnos,
    paraEmpresa: s.paraEmpresa,
    paraTutorAcademico: s.paraTutorAcademico,
    idPractica: s.idPractica === null ? '' : String(s.idPractica),
    fechaDesde: s.fechaDesde ?? '',
    fechaHasta: s.fechaHasta ?? '',
    preguntas: s.preguntas.map((q, i) => ({
      key: keys[i],
      idPregunta: q.idPregunta,
      tipo: q.tipo,
      texto: q.texto,
      texto_ca: q.texto_ca,
      obligatoria: q.obligatoria,
      respuestas: q.respuestas.map((a) => ({
        key: newKey(),
        idRespuesta: a.idRespuesta,
        texto: a.texto,
        texto_ca: a.texto_ca,
        jumpTo: a.destino === null ? null : (keys[a.destino] ?? null),
      })),
    })),
  };
}

export function toBody(d: TDraftSurvey): TOfficeSurveyBody {
  const position = new Map(d.preguntas.map((q, i) => [q.key, i]));
  const idPractica = Number(d.idPractica);
  return {
    titulo: d.titulo,
    titulo_ca: d.titulo_ca,
    descripcion: d.descripcion,
    descripcion_ca: d.descripcion_ca,
    activa: d.activa,
    obligatoria: d.obligatoria,
    anonima: d.anonima,
    paraAlumnos: d.paraAlumnos,
    paraEmpresa: d.paraEmpresa,
    paraTutorAcademico: d.paraTutorAcademico,
    idPractica: d.idPractica.trim() && Number.isInteger(idPractica) ? idPractica : null,
    fechaDesde: d.fechaDesde || null,
    fechaHasta: d.fechaHasta || null,
    preguntas: d.preguntas.map((q) => ({
      idPregunta: q.idPregunta,
      tipo: q.tipo,
      texto: q.texto,
      texto_ca: q.texto_ca,
      obligatoria: q.obligatoria,
      respuestas: q.respuestas.map((a) => ({
        idRespuesta: a.idRespuesta,
        texto: a.texto,
        texto_ca: a.texto_ca,
        destino: a.jumpTo === null ? null : (position.get(a.jumpTo) ?? null),
      })),
    })),
  };
}

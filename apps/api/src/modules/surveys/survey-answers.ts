import type { TSurveyAnswer, TSurveyQuestion } from '@portal/contracts/surveys/surveys.schemas';
import type { SurveyQuestionType } from '../../db/tables/content';

/**
 * The answering rules of SPEC §4 Survey flow, as pure functions: which answers are valid, the
 * path the answers follow through the jumps (idPreguntaDestino), and which mandatory questions
 * on that path are unanswered (SPEC §5 'mandatory questions must be answered', code 40).
 */

export interface SurveyOption {
  idRespuesta: number;
  texto: string;
  idPreguntaDestino: number | null;
}

export interface QuestionDef {
  id: number;
  orden: number;
  texto: string;
  tipo: SurveyQuestionType;
  obligatoria: boolean;
  opciones: SurveyOption[];
}

/**
 * The stored options JSON (`[{ idRespuesta, texto, texto_ca?, idPreguntaDestino? }]`); anything
 * else reads as none. In Catalan, an answer's `texto_ca` where written (issue #12 item 22).
 */
export function parseOptions(json: string, lang: 'es' | 'ca' = 'es'): SurveyOption[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((o): o is Record<string, unknown> => typeof o === 'object' && o !== null && Number.isInteger(o.idRespuesta))
    .map((o) => ({
      idRespuesta: o.idRespuesta as number,
      texto:
        lang === 'ca' && typeof o.texto_ca === 'string' && o.texto_ca
          ? o.texto_ca
          : typeof o.texto === 'string'
            ? o.texto
            : String(o.idRespuesta),
      idPreguntaDestino: Number.isInteger(o.idPreguntaDestino) ? (o.idPreguntaDestino as number) : null,
    }));
}

export function toQuestion(q: QuestionDef, last: boolean): TSurveyQuestion {
  return {
    idPregunta: q.id,
    orden: q.orden,
    texto: q.texto,
    tipo: q.tipo,
    respuestaObligatoria: q.obligatoria,
    respuestas: q.opciones.map((o) => ({ ...o })),
    error: false,
    ultima: last,
  };
}

/** One problem of an answer list, shaped like the validation errors' `datos.campos`. */
export interface AnswerProblem {
  campo: string;
  error: 'malformed' | 'maxLength';
}

const CHOICE_TYPES: ReadonlySet<SurveyQuestionType> = new Set(['single', 'scale', 'multi']);

/**
 * Checks every answer against its question: the question belongs to the survey, a chosen answer
 * is one of its options (one only for single and scale questions, no repeats for multiple
 * choice), a text answer is text no longer than `maxLength` (SPEC §9: 256 or 6000).
 */
export function validateAnswers(
  questions: QuestionDef[],
  answers: TSurveyAnswer[],
  maxLength: number,
): AnswerProblem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<number, Set<number>>();
  const texts = new Set<number>();
  const problems: AnswerProblem[] = [];
  answers.forEach((a, i) => {
    const at = (field: string, error: AnswerProblem['error']) =>
      problems.push({ campo: `lContestaciones/${i}/${field}`, error });
    const q = byId.get(a.idPregunta);
    if (!q) return at('idPregunta', 'malformed');
    if (CHOICE_TYPES.has(q.tipo)) {
      if (a.texto !== undefined && a.texto !== null && a.texto !== '') return at('texto', 'malformed');
      if (a.idRespuesta === undefined || a.idRespuesta === null) return;
      if (!q.opciones.some((o) => o.idRespuesta === a.idRespuesta)) return at('idRespuesta', 'malformed');
      const set = chosen.get(q.id) ?? new Set<number>();
      if (set.has(a.idRespuesta) || (q.tipo !== 'multi' && set.size > 0)) return at('idRespuesta', 'malformed');
      set.add(a.idRespuesta);
      chosen.set(q.id, set);
      return;
    }
    // Text question.
    if (a.idRespuesta !== undefined && a.idRespuesta !== null) return at('idRespuesta', 'malformed');
    if (texts.has(q.id)) return at('texto', 'malformed');
    texts.add(q.id);
    if ((a.texto ?? '').length > maxLength) return at('texto', 'maxLength');
  });
  return problems;
}

function answersOf(answers: TSurveyAnswer[], questionId: number): TSurveyAnswer[] {
  return answers.filter((a) => a.idPregunta === questionId);
}

export function isAnswered(q: QuestionDef, answers: TSurveyAnswer[]): boolean {
  const mine = answersOf(answers, q.id);
  if (q.tipo === 'text') return mine.some((a) => (a.texto ?? '').trim() !== '');
  return mine.some((a) => a.idRespuesta !== undefined && a.idRespuesta !== null);
}

/**
 * The questions the answers lead through, in order: from the first question, a chosen answer
 * with idPreguntaDestino jumps forward to that question (the questions between are skipped);
 * otherwise the next question follows. A jump backwards or to an unknown question is ignored,
 * so every path ends.
 */
export function followedPath(questions: QuestionDef[], answers: TSurveyAnswer[]): QuestionDef[] {
  const sorted = [...questions].sort((a, b) => a.orden - b.orden || a.id - b.id);
  const index = new Map(sorted.map((q, i) => [q.id, i]));
  const path: QuestionDef[] = [];
  let i = 0;
  while (i < sorted.length) {
    const q = sorted[i];
    path.push(q);
    const picked = new Set(answersOf(answers, q.id).map((a) => a.idRespuesta));
    const jump = q.opciones.find((o) => picked.has(o.idRespuesta) && o.idPreguntaDestino !== null);
    const target = jump ? index.get(jump.idPreguntaDestino as number) : undefined;
    i = target !== undefined && target > i ? target : i + 1;
  }
  return path;
}

/** Mandatory questions on the followed path left unanswered (SPEC §8 40); skipped questions are not required. */
export function unansweredMandatory(questions: QuestionDef[], answers: TSurveyAnswer[]): number[] {
  return followedPath(questions, answers)
    .filter((q) => q.obligatoria && !isAnswered(q, answers))
    .map((q) => q.id);
}

/** The answers worth keeping: filled in, and, once finished, only those on the followed path. */
export function normaliseAnswers(answers: TSurveyAnswer[], keep?: QuestionDef[]): TSurveyAnswer[] {
  const allowed = keep ? new Set(keep.map((q) => q.id)) : null;
  const out: TSurveyAnswer[] = [];
  for (const a of answers) {
    if (allowed && !allowed.has(a.idPregunta)) continue;
    if (a.idRespuesta !== undefined && a.idRespuesta !== null)
      out.push({ idPregunta: a.idPregunta, idRespuesta: a.idRespuesta });
    else if (a.texto !== undefined && a.texto !== null && a.texto !== '')
      out.push({ idPregunta: a.idPregunta, texto: a.texto });
  }
  return out;
}

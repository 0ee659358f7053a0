import type { TSurveyAnswer, TSurveyQuestion } from '@portal/contracts/surveys/surveys.schemas';

/**
 * SPEC §4 Survey flow, as pure functions the runner uses: answers kept per question, the jump
 * rules (a chosen answer with idPreguntaDestino jumps forward to that question; otherwise the
 * next one follows; backward or unknown targets are ignored, as the API does), the finish flag,
 * and where saved progress resumes.
 */

/** The answer to one question: the chosen options (choice questions) or the text. */
export interface TQuestionAnswer {
  ids: number[];
  texto: string;
}
export type TAnswers = Readonly<Record<number, TQuestionAnswer>>;

export function sortQuestions(questions: readonly TSurveyQuestion[]): TSurveyQuestion[] {
  return [...questions].sort((a, b) => a.orden - b.orden || a.idPregunta - b.idPregunta);
}

export function isAnswered(q: TSurveyQuestion, answers: TAnswers): boolean {
  const a = answers[q.idPregunta];
  if (!a) return false;
  return q.tipo === 'text' ? a.texto.trim() !== '' : a.ids.length > 0;
}

/** Index of the question after `index`: the jump target of a chosen answer, else the next one. */
export function nextIndex(sorted: readonly TSurveyQuestion[], index: number, answers: TAnswers): number {
  const q = sorted[index];
  if (!q) return sorted.length;
  const picked = new Set(answers[q.idPregunta]?.ids ?? []);
  const jump = q.respuestas.find((o) => picked.has(o.idRespuesta) && o.idPreguntaDestino !== null);
  if (jump) {
    const target = sorted.findIndex((other) => other.idPregunta === jump.idPreguntaDestino);
    if (target > index) return target;
  }
  return index + 1;
}

/** SPEC §4: the finish button shows on the question flagged `ultima`, or when the path leads past the end. */
export function isFinishStep(sorted: readonly TSurveyQuestion[], index: number, answers: TAnswers): boolean {
  const q = sorted[index];
  return !q || q.ultima || nextIndex(sorted, index, answers) >= sorted.length;
}

/** The indexes the answers lead through, from the first question. */
export function followedPath(sorted: readonly TSurveyQuestion[], answers: TAnswers): number[] {
  const path: number[] = [];
  for (let i = 0; i < sorted.length; i = nextIndex(sorted, i, answers)) path.push(i);
  return path;
}

/** Where saved progress resumes: the first unanswered question on the path, else its last one. */
export function resumePath(sorted: readonly TSurveyQuestion[], answers: TAnswers): number[] {
  const path = followedPath(sorted, answers);
  const stop = path.findIndex((i) => !isAnswered(sorted[i], answers));
  return stop === -1 ? path : path.slice(0, stop + 1);
}

/** The path from the first question up to (and including) the question `idPregunta`, or null when off the path. */
export function pathTo(sorted: readonly TSurveyQuestion[], answers: TAnswers, idPregunta: number): number[] | null {
  const path = followedPath(sorted, answers);
  const at = path.findIndex((i) => sorted[i].idPregunta === idPregunta);
  return at === -1 ? null : path.slice(0, at + 1);
}

/** Saved answers (lContestaciones) by question. */
export function fromAnswerList(list: readonly TSurveyAnswer[]): Record<number, TQuestionAnswer> {
  const out: Record<number, TQuestionAnswer> = {};
  for (const a of list) {
    const entry = (out[a.idPregunta] ??= { ids: [], texto: '' });
    if (a.idRespuesta !== undefined && a.idRespuesta !== null && !entry.ids.includes(a.idRespuesta))
      entry.ids.push(a.idRespuesta);
    if (a.texto) entry.texto = a.texto;
  }
  return out;
}

/**
 * lContestaciones of the given questions (all of them by default): one entry per chosen option,
 * the text of text questions; unanswered questions are left out.
 */
export function toAnswerList(
  sorted: readonly TSurveyQuestion[],
  answers: TAnswers,
  only?: readonly number[],
): TSurveyAnswer[] {
  const indexes = only ?? sorted.map((_, i) => i);
  const out: TSurveyAnswer[] = [];
  for (const i of indexes) {
    const q = sorted[i];
    const a = answers[q.idPregunta];
    if (!a) continue;
    if (q.tipo === 'text') {
      if (a.texto.trim() !== '') out.push({ idPregunta: q.idPregunta, texto: a.texto });
    } else {
      for (const id of a.ids) out.push({ idPregunta: q.idPregunta, idRespuesta: id });
    }
  }
  return out;
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { TSurveyAnswer, TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import {
  followedPath,
  fromAnswerList,
  isAnswered,
  isFinishStep,
  nextIndex,
  pathTo,
  resumePath,
  sortQuestions,
  toAnswerList,
  type TQuestionAnswer,
} from '../utils/survey-path';

/** Moves the focus to a question's field once it is rendered, so that a keyboard user lands on it. */
function focusQuestionField(idPregunta: number): void {
  window.setTimeout(() => {
    const field = document.getElementById(`survey-question-${idPregunta}`);
    const target = field?.matches('input, textarea') ? field : field?.querySelector<HTMLElement>('input, textarea');
    target?.focus();
    field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, 0);
}

/**
 * The answers of one survey sheet and the way through its questions (SPEC §4 Survey flow): the
 * saved answers restored where they stopped, jumps by idPreguntaDestino, 'back' retracing them,
 * and the questions marked unanswered (SPEC §5 mandatory, SPEC §8 40).
 */
export function useSurveyAnswers(sheet: TSurveySheet) {
  const sorted = useMemo(() => sortQuestions(sheet.preguntas), [sheet.preguntas]);
  const [answers, setAnswers] = useState<Record<number, TQuestionAnswer>>(() => fromAnswerList(sheet.lContestaciones));
  // The questions shown so far, in order: 'back' retraces the jumps taken.
  const [trail, setTrail] = useState<number[]>(() => {
    const path = resumePath(sorted, fromAnswerList(sheet.lContestaciones));
    return path.length ? path : [0];
  });
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(
    () => new Set(sheet.preguntas.filter((q) => q.error).map((q) => q.idPregunta)),
  );
  const [unansweredAlert, setUnansweredAlert] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const index = trail[trail.length - 1];
  const question = sorted[index];

  useEffect(() => {
    // A new question is announced by moving the focus to its heading (not on first load).
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  function go(next: number[]): void {
    moved.current = true;
    setTrail(next);
  }

  function changeAnswer(answer: TQuestionAnswer): void {
    if (!question) return;
    setAnswers((current) => ({ ...current, [question.idPregunta]: answer }));
    if (invalid.has(question.idPregunta)) {
      const rest = new Set(invalid);
      rest.delete(question.idPregunta);
      setInvalid(rest);
      if (rest.size === 0) setUnansweredAlert(false);
    }
  }

  /** SPEC §5: a mandatory question must be answered; the field is marked and focused. */
  function checkCurrent(): boolean {
    if (!question || !question.respuestaObligatoria || isAnswered(question, answers)) return true;
    setInvalid(new Set([...invalid, question.idPregunta]));
    focusQuestionField(question.idPregunta);
    return false;
  }

  /** SPEC §8 40: marks the questions the API names and shows the first one reachable. */
  function showUnanswered(ids: number[]): void {
    setInvalid(new Set(ids));
    setUnansweredAlert(true);
    const first = ids.map((id) => pathTo(sorted, answers, id)).find((path) => path !== null);
    if (first) go(first);
  }

  return {
    total: sorted.length,
    index,
    question,
    answer: question ? answers[question.idPregunta] : undefined,
    finishing: isFinishStep(sorted, index, answers),
    invalid,
    unansweredAlert,
    headingRef,
    canGoBack: trail.length > 1,
    back: () => go(trail.slice(0, -1)),
    advance: () => go([...trail, nextIndex(sorted, index, answers)]),
    changeAnswer,
    checkCurrent,
    showUnanswered,
    /** Only the answers on the path taken count when finishing (a jump skips questions). */
    answersToSubmit: (): TSurveyAnswer[] => toAnswerList(sorted, answers, followedPath(sorted, answers)),
    answersToSave: (): TSurveyAnswer[] => toAnswerList(sorted, answers),
  };
}

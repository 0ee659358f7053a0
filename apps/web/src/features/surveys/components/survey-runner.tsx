import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/contracts/routes';
import type { TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useSaveSurveyProgress } from '../api/save-survey-progress';
import { UNANSWERED_QUESTIONS_CODE, useSubmitSurvey } from '../api/submit-survey';
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
import { clearSurveyToken } from '../utils/survey-token';
import { SurveyQuestion } from './survey-question';

/**
 * SPEC §4 Survey flow, answering: one question at a time, jumps by idPreguntaDestino, the finish
 * button on the last question, 'save progress' (notice 539) and the saved answers restored where
 * they stopped. A mandatory question must be answered before moving on (SPEC §5); the questions
 * a 40 names are marked and the first one is shown.
 */
export function SurveyRunner({
  sheet,
  surveyId,
  bearer,
  idPractica,
  onFinished,
}: {
  sheet: TSurveySheet;
  surveyId: string;
  /** The survey bearer (anonymous token) or null for the session token. */
  bearer: string | null;
  idPractica: number | null;
  onFinished: () => void;
}) {
  const { t } = useTranslation(['surveys', 'common']);
  const catalogue = useCatalogueText();
  const brand = useBrand();
  const sorted = useMemo(() => sortQuestions(sheet.preguntas), [sheet.preguntas]);
  const [answers, setAnswers] = useState<Record<number, TQuestionAnswer>>(() => fromAnswerList(sheet.lContestaciones));
  // The questions shown so far, in order: 'back' retraces the jumps taken.
  const [trail, setTrail] = useState<number[]>(() => {
    const path = resumePath(sorted, fromAnswerList(sheet.lContestaciones));
    return path.length ? path : [0];
  });
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(() => new Set(sheet.preguntas.filter((q) => q.error).map((q) => q.idPregunta)));
  const [unansweredAlert, setUnansweredAlert] = useState(false);
  const [resumeLink, setResumeLink] = useState<string | null>(null);
  const save = useSaveSurveyProgress();
  const submit = useSubmitSurvey();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const index = trail[trail.length - 1];
  const question = sorted[index];
  const finishing = isFinishStep(sorted, index, answers);
  const restored = sheet.lContestaciones.length > 0;
  const maxLength = sheet.maxLongitudRespuesta > 0 ? sheet.maxLongitudRespuesta : brand.surveyMaxLength;

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
  function currentIsValid(): boolean {
    if (!question || !question.respuestaObligatoria || isAnswered(question, answers)) return true;
    setInvalid(new Set([...invalid, question.idPregunta]));
    window.setTimeout(() => {
      const field = document.getElementById(`survey-question-${question.idPregunta}`);
      const target = field?.matches('input, textarea') ? field : field?.querySelector<HTMLElement>('input, textarea');
      target?.focus();
      field?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    }, 0);
    return false;
  }

  function finish(): void {
    const answerList = toAnswerList(sorted, answers, followedPath(sorted, answers));
    submit.mutate(
      { id: surveyId, answers: answerList, idPractica, bearer },
      {
        onSuccess: () => {
          clearSurveyToken([surveyId, sheet.idEncuesta, sheet.urlAcceso]);
          onFinished();
        },
        onError: (err) => {
          if (!(err instanceof ApiError) || err.status !== UNANSWERED_QUESTIONS_CODE) return;
          const ids = (err.datos as { preguntasSinContestar?: unknown } | null)?.preguntasSinContestar;
          const marked = Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
          setInvalid(new Set(marked));
          setUnansweredAlert(true);
          const first = marked.map((id) => pathTo(sorted, answers, id)).find((path) => path !== null);
          if (first) go(first);
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!currentIsValid()) return;
    if (finishing) finish();
    else go([...trail, nextIndex(sorted, index, answers)]);
  }

  function saveProgress(): void {
    save.mutate(
      { id: surveyId, answers: toAnswerList(sorted, answers), idPractica, bearer },
      {
        onSuccess: () => {
          if (!sheet.anonima || !bearer) return;
          // An anonymous answer is resumed through its own link (docs/surveys.md: token=enc_…).
          const query = new URLSearchParams({ token: bearer, ...(idPractica ? { idPractica: String(idPractica) } : {}) });
          setResumeLink(`${window.location.origin}${routePath('survey-link', { urlAcceso: sheet.urlAcceso })}?${query.toString()}`);
        },
      },
    );
  }

  const unanswered = catalogue(UNANSWERED_QUESTIONS_CODE);
  return (
    <Stack gap="md">
      {restored && (
        <Alert variant="light" color="brand" role="status">
          {t('runner.restored')}
        </Alert>
      )}
      {unansweredAlert && (
        <Alert variant="light" color="red" role="alert" title={unanswered.titulo} data-testid="survey-unanswered">
          {unanswered.cuerpo}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} aria-labelledby="survey-question-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="survey-question-heading" ref={headingRef} tabIndex={-1}>
            {t('runner.position', { n: Math.min(index + 1, sorted.length), total: sorted.length })}
          </Title>
          {question ? (
            <SurveyQuestion
              key={question.idPregunta}
              question={question}
              answer={answers[question.idPregunta]}
              maxLength={maxLength}
              invalid={invalid.has(question.idPregunta)}
              onChange={changeAnswer}
            />
          ) : (
            <Text>{t('runner.noQuestions')}</Text>
          )}
          <Group justify="space-between" gap="sm">
            <Group gap="sm">
              {trail.length > 1 && (
                <Button variant="default" onClick={() => go(trail.slice(0, -1))}>
                  {t('runner.back')}
                </Button>
              )}
              <Button variant="light" onClick={saveProgress} loading={save.isPending}>
                {t('runner.saveProgress')}
              </Button>
            </Group>
            <Button type="submit" loading={submit.isPending}>
              {finishing ? t('runner.finish') : t('runner.next')}
            </Button>
          </Group>
        </Stack>
      </form>
      {resumeLink && (
        <Alert variant="light" color="brand" title={t('runner.resumeLinkTitle')}>
          <Stack gap="xs">
            <Text size="sm">{t('runner.resumeLinkHelp')}</Text>
            <TextInput label={t('runner.resumeLinkLabel')} value={resumeLink} readOnly onFocus={(event) => event.currentTarget.select()} />
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

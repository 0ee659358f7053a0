import { Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSurveyAnswer, TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import { ApiError } from '../../../lib/api-client';
import { useBrand } from '../../../lib/brand';
import { useSaveSurveyProgress } from '../api/save-survey-progress';
import { UNANSWERED_QUESTIONS_CODE, useSubmitSurvey } from '../api/submit-survey';
import { useSurveyAnswers } from '../hooks/use-survey-answers';
import { clearSurveyToken } from '../utils/survey-token';
import { SurveyQuestion } from './survey-question';
import { SurveyResumeLink, surveyResumeLink } from './survey-resume-link';
import { SurveyRunnerNotices } from './survey-runner-notices';
import { SurveyStepButtons } from './survey-step-buttons';

/** The question ids of a 40's datos ({ preguntasSinContestar }), ignoring anything else. */
function unansweredIds(datos: unknown): number[] {
  const ids = (datos as { preguntasSinContestar?: unknown } | null)?.preguntasSinContestar;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

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
  preview,
}: {
  sheet: TSurveySheet;
  surveyId: string;
  /** The survey bearer (anonymous token) or null for the session token. */
  bearer: string | null;
  idPractica: number | null;
  onFinished: () => void;
  /**
   * The office's preview (issue #15): the final answers go to this check instead of being
   * submitted, and there is no progress to save.
   */
  preview?: { check: (answers: TSurveyAnswer[]) => Promise<void>; checking: boolean };
}) {
  const { t } = useTranslation(['surveys', 'common']);
  const brand = useBrand();
  // The ref taken apart: lint (react-hooks/refs) treats an object holding a ref as a ref, and the rest is read while rendering.
  const { headingRef, ...walk } = useSurveyAnswers(sheet);
  const { question, index, total } = walk;
  const [resumeLink, setResumeLink] = useState<string | null>(null);
  const save = useSaveSurveyProgress();
  const submit = useSubmitSurvey();
  const maxLength = sheet.maxLongitudRespuesta > 0 ? sheet.maxLongitudRespuesta : brand.surveyMaxLength;

  function finish(): void {
    if (preview) {
      preview.check(walk.answersToSubmit()).then(onFinished, (err: unknown) => {
        if (err instanceof ApiError && err.status === UNANSWERED_QUESTIONS_CODE)
          walk.showUnanswered(unansweredIds(err.datos));
      });
      return;
    }
    submit.mutate(
      { id: surveyId, answers: walk.answersToSubmit(), idPractica, bearer },
      {
        onSuccess: () => {
          clearSurveyToken([surveyId, sheet.idEncuesta, sheet.urlAcceso]);
          onFinished();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === UNANSWERED_QUESTIONS_CODE)
            walk.showUnanswered(unansweredIds(err.datos));
        },
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!walk.checkCurrent()) return;
    if (walk.finishing) finish();
    else walk.advance();
  }

  function saveProgress(): void {
    save.mutate(
      { id: surveyId, answers: walk.answersToSave(), idPractica, bearer },
      {
        onSuccess: () => {
          // Only an anonymous answer needs a link to come back to; a signed-in person finds it in the list.
          if (sheet.anonima && bearer) setResumeLink(surveyResumeLink(sheet.urlAcceso, bearer, idPractica));
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <SurveyRunnerNotices restored={sheet.lContestaciones.length > 0} unanswered={walk.unansweredAlert} />
      <form noValidate onSubmit={onSubmit} aria-labelledby="survey-question-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="survey-question-heading" ref={headingRef} tabIndex={-1}>
            {t('runner.position', { n: Math.min(index + 1, total), total })}
          </Title>
          {question ? (
            <SurveyQuestion
              key={question.idPregunta}
              question={question}
              answer={walk.answer}
              maxLength={maxLength}
              invalid={walk.invalid.has(question.idPregunta)}
              onChange={walk.changeAnswer}
            />
          ) : (
            <Text>{t('runner.noQuestions')}</Text>
          )}
          <SurveyStepButtons
            canGoBack={walk.canGoBack}
            onBack={walk.back}
            onSave={preview ? undefined : saveProgress}
            saving={save.isPending}
            finishing={walk.finishing}
            submitting={submit.isPending || !!preview?.checking}
          />
        </Stack>
      </form>
      {resumeLink && <SurveyResumeLink link={resumeLink} />}
    </Stack>
  );
}

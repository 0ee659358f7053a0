import { Checkbox, Group, Radio, Stack, Textarea, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSurveyQuestion } from '@portal/contracts/surveys/surveys.schemas';
import type { TQuestionAnswer } from '../utils/survey-path';

const EMPTY: TQuestionAnswer = { ids: [], texto: '' };
/** Mantine draws descriptions 'dimmed', below WCAG AA on some brand backgrounds. */
const READABLE = { description: { color: 'var(--mantine-color-text)' } };

/**
 * One survey question (SPEC §3 Survey): single choice and scale as radios, multiple choice as
 * checkboxes, text as a textarea capped at the survey's maximum length (SPEC §9: 256 or 6000)
 * with a live counter. Mandatory questions say so; `invalid` marks one left unanswered (SPEC §8 40).
 */
export function SurveyQuestion({
  question,
  answer = EMPTY,
  maxLength,
  invalid,
  onChange,
}: {
  question: TSurveyQuestion;
  answer?: TQuestionAnswer;
  maxLength: number;
  invalid: boolean;
  onChange: (answer: TQuestionAnswer) => void;
}) {
  const { t } = useTranslation(['surveys', 'common']);
  const mandatory = question.respuestaObligatoria;
  const common = {
    label: question.texto,
    withAsterisk: mandatory,
    description: mandatory ? t('runner.mandatory') : undefined,
    error: invalid ? t('validation.required', { ns: 'common' }) : undefined,
    styles: READABLE,
  };
  const fieldId = `survey-question-${question.idPregunta}`;

  if (question.tipo === 'text') {
    const length = answer.texto.length;
    return (
      <Stack gap={4}>
        <Textarea
          {...common}
          id={fieldId}
          description={[common.description, t('runner.counter', { count: length, max: maxLength })]
            .filter(Boolean)
            .join(' · ')}
          value={answer.texto}
          maxLength={maxLength}
          autosize
          minRows={4}
          maxRows={14}
          aria-required={mandatory || undefined}
          onChange={(event) => onChange({ ids: [], texto: event.currentTarget.value.slice(0, maxLength) })}
        />
        {/* Announced only when the limit is reached, not on every key. */}
        <VisuallyHidden aria-live="polite">
          {length >= maxLength ? t('runner.limitReached', { max: maxLength }) : ''}
        </VisuallyHidden>
      </Stack>
    );
  }

  if (question.tipo === 'multi') {
    return (
      <Checkbox.Group
        {...common}
        id={fieldId}
        value={answer.ids.map(String)}
        onChange={(values) => onChange({ ids: values.map(Number), texto: '' })}
      >
        <Stack gap="xs" mt="xs">
          {question.respuestas.map((option) => (
            <Checkbox key={option.idRespuesta} value={String(option.idRespuesta)} label={option.texto} />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }

  const Options = question.tipo === 'scale' ? Group : Stack;
  return (
    <Radio.Group
      {...common}
      id={fieldId}
      value={answer.ids.length ? String(answer.ids[0]) : null}
      onChange={(value) => onChange({ ids: [Number(value)], texto: '' })}
    >
      <Options gap="md" mt="xs">
        {question.respuestas.map((option) => (
          <Radio key={option.idRespuesta} value={String(option.idRespuesta)} label={option.texto} />
        ))}
      </Options>
    </Radio.Group>
  );
}

import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { OFFICE_SURVEY_KINDS, type TOfficeSurveyKind } from '@portal/contracts/office/surveys.schemas';
import { useTranslation } from 'react-i18next';
import { answersFor, newAnswer, type TDraftAnswer, type TDraftQuestion } from './survey-draft';

const NO_JUMP = '';

/**
 * One question of the builder (issue #15): kind, texts es/ca, mandatory, its answers es/ca and,
 * for one-choice and scale questions, where each answer jumps (only to a later question).
 */
export function QuestionEditor({
  question,
  index,
  later,
  locked,
  isFirst,
  isLast,
  onChange,
  onMove,
  onRemove,
}: {
  question: TDraftQuestion;
  index: number;
  /** The questions after this one: the possible jump targets. */
  later: Array<{ key: string; n: number; texto: string }>;
  /** With answers received, the structure stays: only texts change. */
  locked: boolean;
  isFirst: boolean;
  isLast: boolean;
  onChange: (q: TDraftQuestion) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('office');
  const n = index + 1;
  const set = (patch: Partial<TDraftQuestion>) => onChange({ ...question, ...patch });
  const setAnswer = (i: number, patch: Partial<TDraftAnswer>) =>
    set({ respuestas: question.respuestas.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const jumps = question.tipo === 'single' || question.tipo === 'scale';
  return (
    <Fieldset legend={t('surveys.builder.question', { n })}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('surveys.builder.kind')}
            value={question.tipo}
            disabled={locked}
            data={OFFICE_SURVEY_KINDS.map((k) => ({ value: k, label: t(`surveys.builder.kinds.${k}`) }))}
            onChange={(e) => {
              const tipo = e.currentTarget.value as TOfficeSurveyKind;
              set({ tipo, respuestas: answersFor(tipo) });
            }}
          />
          <Checkbox
            mt="xl"
            label={t('surveys.builder.mandatoryQuestion')}
            checked={question.obligatoria}
            onChange={(e) => set({ obligatoria: e.currentTarget.checked })}
          />
          <TextInput
            label={t('surveys.builder.texto')}
            required
            value={question.texto}
            onChange={(e) => set({ texto: e.currentTarget.value })}
          />
          <TextInput
            label={t('surveys.builder.texto_ca')}
            value={question.texto_ca}
            onChange={(e) => set({ texto_ca: e.currentTarget.value })}
          />
        </SimpleGrid>
        {question.tipo !== 'text' && (
          <Fieldset legend={t('surveys.builder.answers', { n })} variant="filled">
            <Stack gap="xs">
              {question.respuestas.map((a, i) => (
                <Group key={a.key} align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label={t('surveys.builder.answer', { n: i + 1 })}
                    value={a.texto}
                    required
                    onChange={(e) => setAnswer(i, { texto: e.currentTarget.value })}
                  />
                  <TextInput
                    label={t('surveys.builder.answer_ca', { n: i + 1 })}
                    value={a.texto_ca}
                    onChange={(e) => setAnswer(i, { texto_ca: e.currentTarget.value })}
                  />
                  {jumps && (
                    <NativeSelect
                      label={t('surveys.builder.jump', { n: i + 1 })}
                      value={a.jumpTo ?? NO_JUMP}
                      disabled={locked}
                      data={[
                        { value: NO_JUMP, label: t('surveys.builder.noJump') },
                        ...later.map((q) => ({
                          value: q.key,
                          label: t('surveys.builder.jumpTarget', { n: q.n, text: q.texto }),
                        })),
                      ]}
                      onChange={(e) => setAnswer(i, { jumpTo: e.currentTarget.value || null })}
                    />
                  )}
                  {!locked && question.respuestas.length > 2 && (
                    <Button
                      variant="subtle"
                      color="red"
                      onClick={() => set({ respuestas: question.respuestas.filter((_, j) => j !== i) })}
                    >
                      {t('surveys.builder.removeAnswer', { a: i + 1, n })}
                    </Button>
                  )}
                </Group>
              ))}
              {!locked && (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => set({ respuestas: [...question.respuestas, newAnswer()] })}
                >
                  {t('surveys.builder.addAnswer', { n })}
                </Button>
              )}
            </Stack>
          </Fieldset>
        )}
        {!locked && (
          <Group gap="xs">
            <Button variant="default" size="xs" disabled={isFirst} onClick={() => onMove(-1)}>
              {t('surveys.builder.moveUp', { n })}
            </Button>
            <Button variant="default" size="xs" disabled={isLast} onClick={() => onMove(1)}>
              {t('surveys.builder.moveDown', { n })}
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
              {t('surveys.builder.removeQuestion', { n })}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

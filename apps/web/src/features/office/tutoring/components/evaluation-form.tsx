import { Button, NativeSelect, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { EVALUATION_CRITERIA, type TEvaluationBody } from '@portal/contracts/office/tutoring.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The academic tutor's final evaluation: a mark 0-10, each criterion 1-5, a comment. */
export function EvaluationForm({ busy, onSubmit }: { busy: boolean; onSubmit: (body: TEvaluationBody) => void }) {
  const { t } = useTranslation('office');
  const [nota, setNota] = useState<number | string>('');
  const [comentario, setComentario] = useState('');
  const [criterios, setCriterios] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const notaOk = typeof nota === 'number' && nota >= 0 && nota <= 10;
  const missing = (k: string) => tried && !criterios[k];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!notaOk || EVALUATION_CRITERIA.some((k) => !criterios[k])) return;
        onSubmit({
          nota: nota as number,
          comentario: comentario.trim(),
          criterios: Object.fromEntries(
            EVALUATION_CRITERIA.map((k) => [k, Number(criterios[k])]),
          ) as TEvaluationBody['criterios'],
        });
      }}
    >
      <Stack gap="sm">
        <NumberInput
          label={t('tutoring.evaluation.nota')}
          description={t('tutoring.evaluation.notaHint')}
          min={0}
          max={10}
          step={0.5}
          decimalScale={2}
          value={nota}
          onChange={setNota}
          required
          error={tried && !notaOk ? t('tutoring.evaluation.notaError') : undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {EVALUATION_CRITERIA.map((k) => (
            <NativeSelect
              key={k}
              label={t(`tutoring.criteria.${k}`)}
              value={criterios[k] ?? ''}
              required
              error={missing(k) ? t('tutoring.evaluation.required') : undefined}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setCriterios((c) => ({ ...c, [k]: value }));
              }}
              data={[
                { value: '', label: t('tutoring.evaluation.choose') },
                ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`tutoring.evaluation.scale.${n}`) })),
              ]}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label={t('tutoring.evaluation.comentario')}
          value={comentario}
          maxLength={4000}
          autosize
          minRows={3}
          onChange={(e) => setComentario(e.currentTarget.value)}
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('tutoring.evaluation.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

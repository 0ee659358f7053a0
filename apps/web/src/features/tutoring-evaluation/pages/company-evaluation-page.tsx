import {
  Alert,
  Button,
  Container,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  EVALUATION_CRITERIA,
  type TCompanyEvaluationSummary,
  type TEvaluationBody,
} from '@portal/contracts/office/tutoring.schemas';
import { statusText } from '@portal/contracts/status-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCompanyEvaluation } from '../api/get-company-evaluation';
import { useSubmitCompanyEvaluation } from '../api/submit-company-evaluation';

/** A link problem (225 unknown or replaced, 226 expired, 227 already answered) said on the page. */
function LinkProblem({ error }: { error: unknown }) {
  const { i18n } = useTranslation('tutoring-evaluation');
  const code = error instanceof ApiError ? error.status : 1;
  const text = statusText(code, i18n.language);
  return (
    <Stack gap="sm">
      <Alert color={code === 227 ? 'green' : 'red'} variant="light" role="alert">
        <Text fw={700} c="dark">
          {text.titulo}
        </Text>
        <Text size="sm" c="dark">
          {text.cuerpo}
        </Text>
      </Alert>
    </Stack>
  );
}

function EvaluationForm({ summary, token }: { summary: TCompanyEvaluationSummary; token: string }) {
  const { t, i18n } = useTranslation('tutoring-evaluation');
  const submit = useSubmitCompanyEvaluation(token);
  const [nota, setNota] = useState<number | string>('');
  const [comentario, setComentario] = useState('');
  const [criterios, setCriterios] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const notaOk = typeof nota === 'number' && nota >= 0 && nota <= 10;
  if (submit.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status">
        <Text c="dark">{t('thanks')}</Text>
      </Alert>
    );
  }
  if (submit.error) return <LinkProblem error={submit.error} />;
  return (
    <Stack gap="md">
      <Text>{t('intro', { tutor: summary.tutorEmpresa ?? '' })}</Text>
      <Stack gap={4}>
        {(
          [
            ['alumno', summary.alumno],
            ['titulo', summary.titulo],
            ['empresa', summary.empresa],
            [
              'fechas',
              `${formatDate(summary.fechaInicio, i18n.language)} – ${formatDate(summary.fechaFin, i18n.language)}`,
            ],
          ] as const
        ).map(([key, value]) => (
          <Text size="sm" key={key}>
            <strong>{t(`summary.${key}`)}:</strong> {value}
          </Text>
        ))}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!notaOk || summary.criterios.some((k) => !criterios[k])) return;
          submit.mutate({
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
            label={t('nota')}
            description={t('notaHint')}
            min={0}
            max={10}
            step={0.5}
            decimalScale={2}
            value={nota}
            onChange={setNota}
            required
            error={tried && !notaOk ? t('notaError') : undefined}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {summary.criterios.map((k) => (
              <NativeSelect
                key={k}
                label={t(`criteria.${k}`)}
                value={criterios[k] ?? ''}
                required
                error={tried && !criterios[k] ? t('required') : undefined}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setCriterios((c) => ({ ...c, [k]: value }));
                }}
                data={[
                  { value: '', label: t('choose') },
                  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t(`scale.${n}`) })),
                ]}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('comentario')}
            value={comentario}
            maxLength={4000}
            autosize
            minRows={3}
            onChange={(e) => setComentario(e.currentTarget.value)}
          />
          <div>
            <Button type="submit" loading={submit.isPending}>
              {t('submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * /evaluacion-tutor-empresa/{token} (issue #15 'Academic tutor pages'): the company tutor evaluates
 * the internship through the mailed link, without an account or a session.
 */
export default function CompanyEvaluationPage() {
  const token = useParams().token ?? '';
  const query = useCompanyEvaluation(token);
  const { t } = useTranslation('tutoring-evaluation');
  return (
    <Container size="sm" py="lg">
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      {query.data ? (
        <EvaluationForm summary={query.data} token={token} />
      ) : query.error ? (
        <LinkProblem error={query.error} />
      ) : (
        <LoadingPlaceholders />
      )}
    </Container>
  );
}

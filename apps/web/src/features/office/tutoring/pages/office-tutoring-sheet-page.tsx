import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import type { TEvaluation, TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { downloadTutoringDocument } from '../api/download-document';
import { useTutoringSheet } from '../api/get-tutoring-sheet';
import { useReviewPlan } from '../api/review-plan';
import { useSendCompanyEvaluation } from '../api/send-company-evaluation';
import { useSubmitEvaluation } from '../api/submit-evaluation';
import { EvaluationForm } from '../components/evaluation-form';
import { FollowUps } from '../components/follow-ups';
import { ReturnPlanDialog } from '../components/return-plan-dialog';
import { StatusBadge } from '../../../../ui/status-badge';
import { trainingPlanTone } from '../../../../lib/training-plan-tone';
import { internshipTone } from '../../../../lib/internship-tone';
import { formatNumber } from '../../../../lib/numbers';

function Field({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <Text size="sm">
      <strong>{label}:</strong> {value === null || value === undefined || value === '' ? '—' : value}
    </Text>
  );
}

function EvaluationSummary({ evaluation }: { evaluation: TEvaluation }) {
  const { t, i18n } = useTranslation('office');
  return (
    <Stack gap={4}>
      <Text size="sm">
        <strong>{t('tutoring.evaluation.nota')}:</strong>{' '}
        {evaluation.nota === null ? '' : formatNumber(evaluation.nota, i18n.language)}
        {evaluation.fecha ? ` · ${formatDateTime(evaluation.fecha, i18n.language)}` : ''}
      </Text>
      {Object.entries(evaluation.criterios ?? {}).map(([k, v]) => (
        <Text size="sm" key={k}>
          {t(`tutoring.criteria.${k}`)}: {t(`tutoring.evaluation.scale.${v}`)}
        </Text>
      ))}
      {evaluation.comentario && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {evaluation.comentario}
        </Text>
      )}
    </Stack>
  );
}

function CompanyEvaluation({ sheet }: { sheet: TTutoringSheet }) {
  const { t, i18n } = useTranslation('office');
  const send = useSendCompanyEvaluation(sheet.idPractica);
  const evaluation = sheet.evaluacionEmpresa;
  return (
    <section aria-labelledby="tutoring-company-evaluation">
      <Title order={2} size="h4" mb="xs" id="tutoring-company-evaluation">
        {t('tutoring.company.title')}
      </Title>
      {evaluation?.fecha ? (
        <EvaluationSummary evaluation={evaluation} />
      ) : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" role="status">
            {evaluation?.enviadaEl
              ? t('tutoring.company.sent', {
                  fecha: formatDateTime(evaluation.enviadaEl, i18n.language),
                  count: evaluation.recordatorios,
                  caduca: formatDate(evaluation.caducaEl, i18n.language),
                })
              : t('tutoring.company.notSent')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            loading={send.isPending}
            disabled={!sheet.tutorEmpresa.email}
            onClick={() => send.mutate(undefined)}
          >
            {t('tutoring.company.send')}
          </Button>
          {!sheet.tutorEmpresa.email && <Text size="sm">{t('tutoring.company.noEmail')}</Text>}
        </Stack>
      )}
    </section>
  );
}

/** /gestion/tutorias/{id} (issue #15 'Academic tutor pages'): the internship sheet for its academic tutor. */
export default function OfficeTutoringSheetPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const id = Number(useParams().idPractica);
  const query = useTutoringSheet(id);
  const review = useReviewPlan(id);
  const evaluate = useSubmitEvaluation(id);
  const [returning, setReturning] = useState(false);
  if (!query.data) return <LoadingPlaceholders />;
  const sheet = query.data;
  const { plan } = sheet;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('office-tutoring', {}, lang)} size="sm">
        {t('tutoring.back')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{sheet.titulo}</Title>
        <Group gap="xs">
          <StatusBadge tone={internshipTone(sheet.estado)}>{t(`tutoring.states.${sheet.estado}`)}</StatusBadge>
          <Text size="sm">
            {formatDate(sheet.fechaInicio, i18n.language)} – {formatDate(sheet.fechaFin, i18n.language)}
          </Text>
        </Group>
      </Stack>

      <section aria-labelledby="tutoring-details">
        <Title order={2} size="h4" mb="xs" id="tutoring-details">
          {t('tutoring.details')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
          <Field label={t('tutoring.columns.alumno')} value={sheet.alumno} />
          <Field label={t('tutoring.emailAlumno')} value={sheet.emailAlumno} />
          <Field label={t('tutoring.columns.empresa')} value={sheet.empresa} />
          <Field label={t('tutoring.tipo')} value={sheet.tipo} />
          <Field label={t('tutoring.horario')} value={sheet.horario} />
          <Field
            label={t('tutoring.horas')}
            value={t('tutoring.horasValue', {
              dia: sheet.horasDia === null ? '—' : formatNumber(sheet.horasDia, i18n.language),
              semana: sheet.horasSemana === null ? '—' : formatNumber(sheet.horasSemana, i18n.language),
            })}
          />
          <Field label={t('tutoring.tutorEmpresa')} value={sheet.tutorEmpresa.nombre} />
          <Field
            label={t('tutoring.tutorEmpresaContacto')}
            value={sheet.tutorEmpresa.email ?? sheet.tutorEmpresa.telefono}
          />
        </SimpleGrid>
      </section>

      <Card withBorder padding="sm" component="section" aria-labelledby="tutoring-plan">
        <Group justify="space-between" align="flex-start" mb="xs">
          <Title order={2} size="h4" id="tutoring-plan">
            {t('tutoring.plan.title')}
          </Title>
          {plan.estado && (
            <StatusBadge tone={trainingPlanTone(plan.estado)}>{t(`tutoring.plan.states.${plan.estado}`)}</StatusBadge>
          )}
        </Group>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {t('tutoring.plan.tareas')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {plan.tareas || '—'}
          </Text>
          <Text size="sm" fw={700}>
            {t('tutoring.plan.objetivos')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {plan.objetivos || '—'}
          </Text>
          {plan.revisadoEl && (
            <Text size="sm" role="status">
              {t('tutoring.plan.reviewed', { fecha: formatDateTime(plan.revisadoEl, i18n.language) })}
            </Text>
          )}
          {plan.comentario && (
            <Alert color="red" variant="light">
              <Text size="sm" c="dark">
                <strong>{t('tutoring.plan.comment')}:</strong> {plan.comentario}
              </Text>
            </Alert>
          )}
          {plan.estado === 'pendiente' && (
            <Group gap="xs">
              <Button loading={review.isPending} onClick={() => review.mutate({ decision: 'validar' })}>
                {t('tutoring.plan.validate')}
              </Button>
              <Button variant="outline" color="red" onClick={() => setReturning(true)}>
                {t('tutoring.plan.return')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>

      <FollowUps sheet={sheet} />

      <section aria-labelledby="tutoring-documents">
        <Title order={2} size="h4" mb="xs" id="tutoring-documents">
          {t('tutoring.documents.title')}
        </Title>
        {sheet.documentos.length === 0 ? (
          <Text size="sm">{t('tutoring.documents.none')}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {sheet.documentos.map((d) => (
              <Group component="li" gap="xs" key={d.idDocumento}>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  disabled={!d.descargable}
                  onClick={() => void downloadTutoringDocument(id, d.idDocumento, d.nombre)}
                >
                  {d.nombre}
                </Button>
                <Text size="sm">
                  {t(`tutoring.documents.origin.${d.origen}`)} · {formatDate(d.fecha, i18n.language)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>

      <CompanyEvaluation sheet={sheet} />

      <section aria-labelledby="tutoring-final-evaluation">
        <Title order={2} size="h4" mb="xs" id="tutoring-final-evaluation">
          {t('tutoring.evaluation.title')}
        </Title>
        {sheet.evaluacionAcademica ? (
          <EvaluationSummary evaluation={sheet.evaluacionAcademica} />
        ) : sheet.terminada ? (
          <EvaluationForm busy={evaluate.isPending} onSubmit={(body) => evaluate.mutate(body)} />
        ) : (
          <Text size="sm">{t('tutoring.evaluation.notYet')}</Text>
        )}
      </section>

      {returning && (
        <ReturnPlanDialog
          busy={review.isPending}
          onClose={() => setReturning(false)}
          onConfirm={(comentario) =>
            review.mutate({ decision: 'devolver', comentario }, { onSuccess: () => setReturning(false) })
          }
        />
      )}
    </Stack>
  );
}

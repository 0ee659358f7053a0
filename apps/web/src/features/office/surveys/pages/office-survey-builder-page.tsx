import {
  Alert,
  Button,
  Checkbox,
  CopyButton,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useOfficeSurvey } from '../api/get-survey';
import { useSaveSurvey } from '../api/save-survey';
import { QuestionEditor } from '../components/question-editor';
import { emptyDraft, fromSheet, newQuestion, toBody, type TDraftSurvey } from '../components/survey-draft';
import { DateField } from '../../../../ui/date-field/date-field';

type Flag = 'activa' | 'obligatoria' | 'anonima' | 'paraAlumnos' | 'paraEmpresa' | 'paraTutorAcademico';

/**
 * /gestion/encuestas/nueva and /gestion/encuestas/{id} (issue #15 'Survey builder'): texts es/ca,
 * questions with their answers, jumps, mandatory questions, the mandatory and anonymous options,
 * the audience, the dates and the access link. The whole survey is saved at once.
 */
export default function OfficeSurveyBuilderPage() {
  const { idEncuesta } = useParams();
  const id = idEncuesta ? Number(idEncuesta) : null;
  const sheet = useOfficeSurvey(id);
  if (id !== null && !sheet.data) return <LoadingPlaceholders count={1} cols={1} />;
  // Keyed by the saved version, so that a save shows what the server stored.
  return <Builder key={`${id ?? 'new'}`} id={id} sheet={sheet.data ?? null} />;
}

function Builder({ id, sheet }: { id: number | null; sheet: ReturnType<typeof useOfficeSurvey>['data'] | null }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const navigate = useNavigate();
  const save = useSaveSurvey();
  const [draft, setDraft] = useState<TDraftSurvey>(() => (sheet ? fromSheet(sheet) : emptyDraft()));
  const [saved, setSaved] = useState(false);
  const locked = !!sheet?.estructuraBloqueada;
  const set = (patch: Partial<TDraftSurvey>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const flag = (name: Flag) => ({
    checked: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set({ [name]: e.currentTarget.checked }),
  });
  const text = (name: 'titulo' | 'titulo_ca' | 'descripcion' | 'descripcion_ca' | 'idPractica') => ({
    value: draft[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [name]: e.currentTarget.value }),
  });
  const questions = draft.preguntas;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { id, body: toBody(draft) },
      {
        onSuccess: (stored) => {
          if (id === null) {
            navigate(routePath('office-survey', { idEncuesta: stored.idEncuesta }, lang), { replace: true });
            return;
          }
          setDraft(fromSheet(stored));
          setSaved(true);
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{sheet ? sheet.titulo : t('surveys.builder.newTitle')}</Title>
      {sheet && (
        <Group gap="sm">
          <Button
            component={Link}
            variant="default"
            to={routePath('office-survey-preview', { idEncuesta: sheet.idEncuesta }, lang)}
          >
            {t('surveys.preview')}
          </Button>
          <Button
            component={Link}
            variant="default"
            to={routePath('office-survey-results', { idEncuesta: sheet.idEncuesta }, lang)}
          >
            {t('surveys.results')}
          </Button>
        </Group>
      )}
      {sheet && (
        <Group align="flex-end" gap="xs">
          <TextInput label={t('surveys.builder.link')} value={sheet.enlace} readOnly style={{ flex: 1 }} />
          <CopyButton value={sheet.enlace}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} aria-live="polite">
                {copied ? t('surveys.builder.copied') : t('surveys.builder.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
      {locked && <Alert color="yellow">{t('surveys.builder.locked', { count: sheet?.respuestas ?? 0 })}</Alert>}
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="lg">
          <Fieldset legend={t('surveys.builder.texts')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('surveys.builder.titulo')} required {...text('titulo')} />
              <TextInput label={t('surveys.builder.titulo_ca')} {...text('titulo_ca')} />
              <Textarea label={t('surveys.builder.descripcion')} autosize minRows={2} {...text('descripcion')} />
              <Textarea label={t('surveys.builder.descripcion_ca')} autosize minRows={2} {...text('descripcion_ca')} />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('surveys.builder.settings')}>
            <Stack gap="sm">
              <Checkbox label={t('surveys.builder.activa')} {...flag('activa')} />
              <Checkbox label={t('surveys.builder.obligatoria')} {...flag('obligatoria')} />
              <Checkbox label={t('surveys.builder.anonima')} {...flag('anonima')} />
              <Fieldset legend={t('surveys.builder.audience')} variant="unstyled">
                <Group gap="md" mt="xs">
                  <Checkbox label={t('surveys.builder.paraAlumnos')} {...flag('paraAlumnos')} />
                  <Checkbox label={t('surveys.builder.paraEmpresa')} {...flag('paraEmpresa')} />
                  <Checkbox label={t('surveys.builder.paraTutorAcademico')} {...flag('paraTutorAcademico')} />
                </Group>
              </Fieldset>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('surveys.builder.idPractica')}
                  description={t('surveys.builder.idPracticaHelp')}
                  inputMode="numeric"
                  {...text('idPractica')}
                />
                <DateField
                  label={t('surveys.builder.fechaDesde')}
                  value={draft.fechaDesde}
                  onChange={(day) => set({ fechaDesde: day })}
                />
                <DateField
                  label={t('surveys.builder.fechaHasta')}
                  value={draft.fechaHasta}
                  onChange={(day) => set({ fechaHasta: day })}
                />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Title order={2} size="h3">
            {t('surveys.builder.questions')}
          </Title>
          {questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              question={q}
              index={i}
              locked={locked}
              isFirst={i === 0}
              isLast={i === questions.length - 1}
              later={questions.slice(i + 1).map((l, j) => ({ key: l.key, n: i + j + 2, texto: l.texto }))}
              onChange={(next) => set({ preguntas: questions.map((x) => (x.key === q.key ? next : x)) })}
              onMove={(delta) => {
                const next = [...questions];
                [next[i], next[i + delta]] = [next[i + delta], next[i]];
                set({ preguntas: next });
              }}
              onRemove={() =>
                set({
                  preguntas: questions
                    .filter((x) => x.key !== q.key)
                    .map((x) => ({
                      ...x,
                      respuestas: x.respuestas.map((a) => (a.jumpTo === q.key ? { ...a, jumpTo: null } : a)),
                    })),
                })
              }
            />
          ))}
          {!locked && (
            <Button
              variant="light"
              onClick={() => set({ preguntas: [...questions, newQuestion()] })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('surveys.builder.addQuestion')}
            </Button>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('surveys.builder.save')}
            </Button>
            {saved && (
              <Text role="status" c="green.8">
                {t('surveys.builder.saved')}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

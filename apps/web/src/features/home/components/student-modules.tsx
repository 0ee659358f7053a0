import { Anchor, Group, List, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useStudentApplications } from '../api/get-student-applications';
import { useStudentCommunications } from '../api/get-student-communications';
import { useStudentEvents } from '../api/get-student-events';
import { useStudentGuides } from '../api/get-student-guides';
import { useStudentSurveys } from '../api/get-student-surveys';
import { CommunicationsModule } from './communications-module';
import { retryOf } from '../../../ui/load-failed';
import { HomeModule } from './home-module';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { candidatureTone } from '../../../lib/candidature-tone';

/** SPEC §2: the 4 latest applications. */
export function StudentApplicationsModule() {
  const { t } = useTranslation(['student-home', 'home']);
  const query = useStudentApplications();
  const { data, isPending } = query;
  return (
    <HomeModule
      title={t('modules.applications', { ns: 'home' })}
      seeAllTo={routePath('my-applications')}
      loading={isPending}
      failed={query.isError ? retryOf(query) : undefined}
    >
      {!data || data.length === 0 ? (
        <Text>{t('applications.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0} data-testid="home-applications">
          {data.map((a) => (
            <List.Item key={a.idCandidatura}>
              <Anchor component={Link} to={routePath('my-application', { id: a.urlAcceso })} fw={600}>
                {a.titulo}
              </Anchor>
              <Group gap="xs">
                <StatusBadge tone={candidatureTone(a.idEstado)} size="sm">
                  {a.estado}
                </StatusBadge>
                {a.fecha && <Text size="sm">{a.fecha}</Text>}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </HomeModule>
  );
}

/** SPEC §2 student home: the communications module. */
export function StudentCommunicationsModule() {
  const query = useStudentCommunications();
  return (
    <CommunicationsModule
      communications={query.data}
      loading={query.isPending}
      failed={query.isError ? retryOf(query) : undefined}
      ns="student-home"
    />
  );
}

/** SPEC §2 surveys module: survey cards (title plus a start link by access url); the #informes anchor. */
export function StudentSurveysModule({ anchorId }: { anchorId: string }) {
  const { t } = useTranslation(['student-home', 'home']);
  const query = useStudentSurveys();
  const { data, isPending } = query;
  return (
    <HomeModule
      id={anchorId}
      title={t('modules.surveys', { ns: 'home' })}
      seeAllTo={routePath('surveys')}
      loading={isPending}
      failed={query.isError ? retryOf(query) : undefined}
    >
      {!data || data.length === 0 ? (
        <Text>{t('surveys.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {data.map((s) => {
            const to = routePath('survey-sheet', { id: s.urlAcceso });
            return (
              <List.Item key={`${s.idEncuesta}-${s.idPractica ?? 0}`}>
                <Text fw={600}>{s.titulo}</Text>
                <Anchor component={Link} to={s.idPractica ? `${to}?idPractica=${s.idPractica}` : to} size="sm">
                  {s.enCurso ? t('surveys.continue') : t('surveys.start')}
                  <VisuallyHidden>: {s.titulo}</VisuallyHidden>
                </Anchor>
              </List.Item>
            );
          })}
        </List>
      )}
    </HomeModule>
  );
}

/** SPEC §2: upcoming events, at most 3, future only, by date (brand flag hasEventos). */
export function StudentEventsModule() {
  const { t } = useTranslation(['student-home', 'home']);
  const { lang } = useLanguage();
  const query = useStudentEvents(true);
  const { data, isPending } = query;
  return (
    <HomeModule
      title={t('modules.events', { ns: 'home' })}
      seeAllTo={routePath('events')}
      loading={isPending}
      failed={query.isError ? retryOf(query) : undefined}
    >
      {!data || data.length === 0 ? (
        <Text>{t('events.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {data.map((e) => (
            <List.Item key={e.idEvento}>
              <Anchor component={Link} to={routePath('event', { id: e.urlAcceso })} fw={600}>
                {e.titulo}
              </Anchor>
              <Text size="sm">{[formatDate(e.fecha, lang), e.lugar].filter(Boolean).join(' · ')}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </HomeModule>
  );
}

/** SPEC §2: guidance guides, at most 4 (brand flag hasGuiasOrientacion). */
export function StudentGuidesModule() {
  const { t } = useTranslation(['student-home', 'home']);
  const query = useStudentGuides(true);
  const { data, isPending } = query;
  return (
    <HomeModule
      title={t('modules.guides', { ns: 'home' })}
      seeAllTo={routePath('guides')}
      loading={isPending}
      failed={query.isError ? retryOf(query) : undefined}
    >
      {!data || data.length === 0 ? (
        <Text>{t('guides.none')}</Text>
      ) : (
        <SimpleGrid cols={1} spacing="xs">
          {data.map((g) => (
            <div key={g.idGuia}>
              <Text fw={600}>{g.titulo}</Text>
              {g.urlFichero && (
                <Anchor href={g.urlFichero} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('guides.download', { title: g.titulo })}
                </Anchor>
              )}
            </div>
          ))}
        </SimpleGrid>
      )}
    </HomeModule>
  );
}

import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { updateSessionUser, useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useInternships } from '../api/get-internships';
import { InternshipAnswerButtons } from '../components/internship-answer-buttons';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { internshipTone } from '../../../lib/internship-tone';

/** SPEC §2 /mis-practicas: my internships. */
export default function MyInternshipsPage() {
  const { t } = useTranslation('internships');
  const { lang } = useLanguage();
  const internships = useInternships();
  const { data, isPending } = internships;
  const { user } = useSession();
  const has = (data?.length ?? 0) > 0;
  useEffect(() => {
    // SPEC §2 Menus: 'my internships' only if any; keep the session's flag in step with the list.
    if (data && user && user.conPracticas !== has) updateSessionUser({ conPracticas: has });
  }, [data, has, user]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {isPending ? (
        <LoadingPlaceholders />
      ) : internships.isError ? (
        <LoadFailed {...retryOf(internships)} />
      ) : !has ? (
        <Text>{t('none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data?.map((p) => (
            <li key={p.idPractica}>
              <Card
                component="article"
                withBorder
                padding="md"
                radius="md"
                aria-labelledby={`practica-${p.idPractica}`}
              >
                <Stack gap={6}>
                  <Title order={2} size="h5" id={`practica-${p.idPractica}`}>
                    <Anchor component={Link} to={routePath('my-internship', { id: p.idPractica })} inherit>
                      {p.titulo}
                    </Anchor>
                  </Title>
                  <Text size="sm" fw={600}>
                    {p.empresa}
                  </Text>
                  <Group gap="xs">
                    <StatusBadge tone={internshipTone(p.estado)}>{p.descripcionEstado}</StatusBadge>
                    <Text size="sm">
                      {t('dates', { from: formatDate(p.fechaInicio, lang), to: formatDate(p.fechaFin, lang) })}
                    </Text>
                    <Text size="sm">{t('course', { course: p.curso })}</Text>
                  </Group>
                  {p.pendienteAceptacion && <InternshipAnswerButtons idPractica={p.idPractica} titulo={p.titulo} />}
                </Stack>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

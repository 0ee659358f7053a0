import { Anchor, Badge, Box, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProgrammeDetail } from '@portal/contracts/programmes/programmes.schemas';
import type { TSessionRole } from '../../../lib/session';
import { PageTitle } from '../../../ui/page-title';
import { useRequestAdhesion } from '../api/request-adhesion';
import { useLanguage } from '../../../i18n';
import { formatLongDate } from '../../../lib/dates';
import { AdhesionForm } from './adhesion-form';
import { AdhesionBadge } from './adhesion-badge';

/** SPEC §2 /programas-practicas-activos/{id}: the programme and, when it needs one, the adhesion request. */
export function ProgrammeDetailView({
  programme,
  role,
  headingLevel = 1,
}: {
  programme: TProgrammeDetail;
  role: TSessionRole;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('programmes');
  const adhesion = useRequestAdhesion();
  const { lang } = useLanguage();
  const subLevel = (headingLevel + 1) as 2 | 3;
  const canRequest =
    programme.requiereAdhesion && (programme.estadoAdhesion === null || programme.estadoAdhesion === 'rechazada');
  const facts: Array<[string, string]> = [
    ...(programme.fechaInicio
      ? [[t('detail.start'), formatLongDate(programme.fechaInicio, lang)] as [string, string]]
      : []),
    ...(programme.fechaFin ? [[t('detail.end'), formatLongDate(programme.fechaFin, lang)] as [string, string]] : []),
    ...(programme.dedicacion !== null
      ? [[t('detail.dedication'), t('detail.dedicationValue', { value: programme.dedicacion })] as [string, string]]
      : []),
    ...(programme.meses !== null
      ? [[t('detail.months'), t('detail.monthsValue', { count: programme.meses })] as [string, string]]
      : []),
  ];
  return (
    <Stack gap="md">
      {headingLevel === 1 && <PageTitle title={programme.nombre} />}
      <Title order={headingLevel}>{programme.nombre}</Title>
      <Group gap="xs">
        {programme.paraAlumnos && <Badge color="gray.7">{t('detail.forStudents')}</Badge>}
        {programme.paraEmpresas && <Badge color="gray.7">{t('detail.forCompanies')}</Badge>}
        <AdhesionBadge programme={programme} />
      </Group>
      {programme.descripcion && <Text style={{ whiteSpace: 'pre-line' }}>{programme.descripcion}</Text>}
      {facts.length > 0 && (
        <Box component="dl" m={0} style={{ display: 'grid', gap: 4 }}>
          {facts.map(([label, value]) => (
            <Group key={label} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" fw={600}>
                {label}:
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Box>
      )}
      {programme.documentos.length > 0 && (
        <Stack gap="xs">
          <Title order={subLevel}>{t('detail.documents')}</Title>
          <List>
            {programme.documentos.map((doc) => (
              <List.Item key={doc.idDocumento}>
                {doc.url ? (
                  <Anchor href={doc.url} target="_blank" rel="noopener noreferrer">
                    {doc.nombre} ({doc.extension})
                  </Anchor>
                ) : (
                  `${doc.nombre} (${doc.extension})`
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={`adhesion-${programme.id}`}>
        <Stack gap="sm">
          <Title order={subLevel} size="h4" id={`adhesion-${programme.id}`}>
            {t('adhesion.title')}
          </Title>
          {!programme.requiereAdhesion ? (
            <Text>{t('adhesion.notNeeded')}</Text>
          ) : canRequest ? (
            <>
              {programme.estadoAdhesion === 'rechazada' && <Text>{t('adhesion.rejectedAgain')}</Text>}
              <AdhesionForm
                programme={programme}
                role={role}
                pending={adhesion.isPending}
                onSubmit={(body) => adhesion.mutate({ id: programme.id, body, lang })}
              />
            </>
          ) : (
            <Text role="status">{t(`adhesion.state.${programme.estadoAdhesion}`)}</Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

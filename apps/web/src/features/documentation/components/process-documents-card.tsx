import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TRequestedProcessDocuments } from '../api/get-requested-process-documents';
import { StatusBadge } from '../../../ui/status-badge';

type TProcess = TRequestedProcessDocuments[number];

/**
 * The documents one offer asks me for (SPEC §2 /documentacion): each one provided or missing.
 * Documents are uploaded elsewhere (the CV's documents), so a missing one links there.
 */
export function ProcessDocumentsCard({ process }: { process: TProcess }) {
  const { t } = useTranslation('documentation');
  const headingId = `process-${process.idOferta}`;
  const missing = process.documentos.filter((d) => !d.aportado).length;
  return (
    <Card
      component="section"
      withBorder
      padding="lg"
      radius="md"
      aria-labelledby={headingId}
      data-testid="process-documents"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {process.titulo}
          </Title>
          {missing > 0 ? (
            <StatusBadge tone="bad">{t('process.missing', { count: missing })}</StatusBadge>
          ) : (
            <StatusBadge tone="good">{t('process.complete')}</StatusBadge>
          )}
        </Group>
        <List spacing="xs">
          {process.documentos.map((doc) => (
            <List.Item key={doc.idTipoDocumento}>
              <Group gap="xs">
                <Text size="sm">{doc.descripcion}</Text>
                <StatusBadge size="sm" tone={doc.aportado ? 'good' : 'bad'}>
                  {doc.aportado ? t('document.provided') : t('document.pending')}
                </StatusBadge>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group gap="lg">
          {missing > 0 && (
            <Anchor component={Link} to={routePath('cv')} fw={600}>
              {t('process.upload')}
            </Anchor>
          )}
          <Anchor component={Link} to={routePath('my-application', { id: process.urlAcceso })} size="sm">
            {t('process.seeApplication')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TProgrammeListItem } from '../api/get-programmes';
import { AdhesionBadge } from './adhesion-badge';

/** SPEC §3 Programme: the list of (id, name) pairs, sorted by name, each opening its detail. */
export function ProgrammeList({ programmes }: { programmes: TProgrammeListItem[] }) {
  const { t } = useTranslation('programmes');
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {programmes.map((programme) => (
        <Card key={programme.id} component="li" withBorder padding="md" radius="md" data-testid="programme">
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={routePath('programme', { id: programme.id })} fw={600}>
              {programme.nombre}
            </Anchor>
            <Group gap="xs">
              {programme.requiereAdhesion === true && !programme.estadoAdhesion && (
                <Text size="sm">{t('list.needsAdhesion')}</Text>
              )}
              <AdhesionBadge programme={programme} />
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TDashboardCounter } from '@portal/contracts/office/dashboard.schemas';
import { useOfficeSession } from '../../../../office/office-session';
import { useOfficeSummary } from '../../../../office/use-office-summary';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';

/** The console list a counter opens, with the counter's filter in the URL (the queues read it from there). */
export function counterLink(counter: Pick<TDashboardCounter, 'lista' | 'filtro'>): string {
  const query = new URLSearchParams(counter.filtro).toString();
  return `/gestion/${counter.lista}${query ? `?${query}` : ''}`;
}

function Counter({ counter, staleAfter }: { counter: TDashboardCounter; staleAfter: number }) {
  const { t } = useTranslation('office');
  const label = t(`dashboard.counters.${counter.clave}`);
  return (
    <Card withBorder padding="md" className={counter.retrasado ? 'office-counter-late' : undefined}>
      <Stack gap={4}>
        <Anchor component={Link} to={counterLink(counter)} fw={600}>
          {label}
        </Anchor>
        <Text size="xl" fw={700} aria-label={t('dashboard.total', { label, count: counter.total })}>
          {counter.total}
        </Text>
        {counter.diasEspera !== null && (
          <Group gap="xs">
            <Text size="sm">{t('dashboard.oldest', { count: counter.diasEspera })}</Text>
            {counter.retrasado && (
              <Badge color="red" variant="light">
                {t('dashboard.late', { count: staleAfter })}
              </Badge>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** /gestion (issue #14 'Dashboard'): what waits for the office, each counter a link to the list it filters. */
export default function OfficeDashboardPage() {
  const { t } = useTranslation('office');
  const session = useOfficeSession();
  const summary = useOfficeSummary(session?.perfil.idUsuario ?? 0, !!session);
  const groups: Array<[string, (c: TDashboardCounter) => boolean]> = [
    ['validation', (c) => c.lista === 'empresas' || c.lista === 'ofertas'],
    ['agreements', (c) => c.lista === 'convenios'],
    ['requests', (c) => c.lista === 'solicitudes'],
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      {summary.data ? (
        <>
          <Text>{t('dashboard.intro', { count: summary.data.diasAviso })}</Text>
          {groups.map(([key, belongs]) => (
            <section key={key} aria-labelledby={`office-dashboard-${key}`}>
              <Title order={2} size="h3" id={`office-dashboard-${key}`} mb="sm">
                {t(`dashboard.groups.${key}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
                {summary.data.contadores.filter(belongs).map((counter) => (
                  <Counter key={counter.clave} counter={counter} staleAfter={summary.data.diasAviso} />
                ))}
              </SimpleGrid>
            </section>
          ))}
        </>
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}

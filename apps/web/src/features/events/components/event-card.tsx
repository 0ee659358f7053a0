import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TEventCard } from '@portal/contracts/events/events.schemas';
import { useLanguage } from '../../../i18n';
import { formatDateTimeRange, isPast } from '../../../lib/dates';
import { EventImage } from './event-image';

/** SPEC §2 Cards / §3 Event: title, lead-in, category (a link to its filter), date, place, image, highlighted. */
export function EventCard({ event }: { event: TEventCard }) {
  const { t } = useTranslation('events');
  const { lang } = useLanguage();
  const headingId = `event-card-${event.idEvento}`;
  return (
    <Card component="article" withBorder padding="lg" radius="md" aria-labelledby={headingId} data-testid="event-card">
      <Card.Section>
        <EventImage src={event.ulrImagenPrincipal} height={160} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group gap="xs">
          {event.destacado && <Badge>{t('card.highlighted')}</Badge>}
          {event.inscrito && <Badge color="teal.9">{t('card.enrolled')}</Badge>}
          {isPast(event.fecha) && <Badge color="gray.7">{t('card.past')}</Badge>}
        </Group>
        <Title order={2} size="h4" id={headingId}>
          <Anchor component={Link} to={routePath('event', { id: event.urlAcceso })} inherit>
            {event.titulo}
          </Anchor>
        </Title>
        {event.entradilla && <Text size="sm">{event.entradilla}</Text>}
        <Text size="sm">
          <Text span fw={600}>
            {t('fields.date')}:{' '}
          </Text>
          <time dateTime={event.fecha}>{formatDateTimeRange(event.fecha, event.fechaFin, lang)}</time>
        </Text>
        {event.lugar && (
          <Text size="sm">
            <Text span fw={600}>
              {t('fields.place')}:{' '}
            </Text>
            {event.lugar}
          </Text>
        )}
        {event.categoria && (
          <Text size="sm">
            <Text span fw={600}>
              {t('fields.category')}:{' '}
            </Text>
            <Anchor
              component={Link}
              to={`${routePath('events')}?categoria=${encodeURIComponent(event.categoria.slug)}`}
              underline="always"
              aria-label={t('card.filterBy', { category: event.categoria.nombre })}
            >
              {event.categoria.nombre}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { Badge, Box, Group, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPublicEventSheet } from '@portal/contracts/events/events.schemas';
import { PageTitle } from '../../../ui/page-title';
import { useLanguage } from '../../../i18n';
import { formatDateTimeRange, isPast } from '../../../lib/dates';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { EventImage } from './event-image';

/** SPEC §2 /eventos/{id} and /evento-publico/{id}: the event sheet; `actions` are the page's buttons. */
export function EventSheetView({ sheet, actions }: { sheet: TPublicEventSheet; actions: ReactNode }) {
  const { t } = useTranslation('events');
  const { lang } = useLanguage();
  const description = sanitizeHtml(sheet.descripcion);
  return (
    <Stack gap="md">
      <PageTitle title={sheet.titulo} />
      <Group gap="xs">
        {sheet.destacado && <Badge>{t('card.highlighted')}</Badge>}
        {sheet.paraQuien !== 'all' && <Badge color="gray.7">{t(`audience.${sheet.paraQuien}`)}</Badge>}
        {isPast(sheet.fecha) && <Badge color="gray.7">{t('card.past')}</Badge>}
      </Group>
      <Title order={1} id="event-title">
        {sheet.titulo}
      </Title>
      {sheet.entradilla && (
        <Text size="lg" fw={500}>
          {sheet.entradilla}
        </Text>
      )}
      <EventImage src={sheet.ulrImagenPrincipal} height={280} />
      <Box component="dl" m={0} style={{ display: 'grid', gap: 4 }}>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" fw={600}>
            {t('fields.date')}:
          </Text>
          <Text component="dd" m={0}>
            <time dateTime={sheet.fecha}>{formatDateTimeRange(sheet.fecha, sheet.fechaFin, lang)}</time>
          </Text>
        </Group>
        {sheet.lugar && (
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600}>
              {t('fields.place')}:
            </Text>
            <Text component="dd" m={0}>
              {sheet.lugar}
            </Text>
          </Group>
        )}
        {sheet.categoria && (
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600}>
              {t('fields.category')}:
            </Text>
            <Text component="dd" m={0}>
              {sheet.categoria.nombre}
            </Text>
          </Group>
        )}
        {sheet.plazas !== null && (
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" fw={600}>
              {t('fields.places')}:
            </Text>
            <Text component="dd" m={0}>
              {t('sheet.placesLeft', { free: sheet.plazasLibres ?? 0, total: sheet.plazas })}
            </Text>
          </Group>
        )}
      </Box>
      {description && (
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: description }} />
        </Typography>
      )}
      <Group gap="sm">{actions}</Group>
    </Stack>
  );
}

import { Anchor, Badge, Card, Image, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../../lib/dates';
import type { TContentKind } from '../api/content-kinds';

/** The Catalan text where written, the Spanish one otherwise: what the reader's page shows. */
const pick = (es: string, ca: string, lang: 'es' | 'ca') => (lang === 'ca' && ca.trim() ? ca : es);

export interface TPreviewValues {
  [field: string]: unknown;
}

/**
 * A faithful preview of an item as its audience sees it (issue #15 'Content'): the student card
 * of an event or a guide (image, badges, title, lead-in, date, place; description and download
 * link) and the home's communication line (date, text, link), in Spanish or in Catalan with the
 * readers' fallback to Spanish where no Catalan text was written.
 */
export function ContentPreview({
  kind,
  values,
  imageUrl,
}: {
  kind: TContentKind;
  values: TPreviewValues;
  imageUrl: string | null;
}) {
  const { t } = useTranslation('office');
  const [lang, setLang] = useState<'es' | 'ca'>('es');
  const text = (field: string) => pick(String(values[`${field}Es`] ?? ''), String(values[`${field}Ca`] ?? ''), lang);
  const locale = lang === 'ca' ? 'ca' : 'es';
  return (
    <section aria-labelledby="content-preview-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="content-preview-title">
          {t('content.preview.title')}
        </Title>
        <SegmentedControl
          aria-label={t('content.preview.language')}
          value={lang}
          onChange={(v) => setLang(v === 'ca' ? 'ca' : 'es')}
          data={[
            { value: 'es', label: t('languages.es') },
            { value: 'ca', label: t('languages.ca') },
          ]}
        />
        <Card withBorder padding="lg" radius="md" data-testid="content-preview" lang={locale}>
          {kind === 'comunicaciones' && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {formatDate(String(values.publicarDesde ?? ''), locale)}
              </Text>
              <Text size="sm">{text('descripcion')}</Text>
              {String(values.enlace ?? '') && (
                <Anchor href={String(values.enlace)} size="sm" onClick={(e) => e.preventDefault()}>
                  {t('content.preview.more')}
                </Anchor>
              )}
            </Stack>
          )}
          {kind !== 'comunicaciones' && (
            <>
              {imageUrl && (
                <Card.Section>
                  <Image src={imageUrl} alt="" h={140} fit="cover" />
                </Card.Section>
              )}
              <Stack gap="xs" mt="sm">
                {kind === 'eventos' && values.destacado === true && <Badge>{t('content.preview.highlighted')}</Badge>}
                <Text fw={700} size="lg">
                  {text('titulo')}
                </Text>
                {kind === 'eventos' && (
                  <>
                    {text('entradilla') && <Text size="sm">{text('entradilla')}</Text>}
                    {text('categoria') && (
                      <Text size="sm">
                        {t('content.fields.categoria')}: {text('categoria')}
                      </Text>
                    )}
                    {String(values.fechaLocal ?? '') && (
                      <Text size="sm">{formatDateTime(String(values.fechaLocal), locale, 'long')}</Text>
                    )}
                    {text('lugar') && <Text size="sm">{text('lugar')}</Text>}
                  </>
                )}
                {kind === 'guias' && (
                  <>
                    {text('descripcion') && <Text size="sm">{text('descripcion')}</Text>}
                    <Text size="sm" c="blue.9" td="underline">
                      {t('content.preview.download')}
                    </Text>
                  </>
                )}
              </Stack>
            </>
          )}
        </Card>
      </Stack>
    </section>
  );
}

import { Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The banner as the student home shows it (features/home HomeBanner: a bordered card in the
 * brand's light primary colour, the text in bold, underlined when it links), in both languages.
 */
export function BannerPreview({ textoEs, textoCa, enlace }: { textoEs: string; textoCa: string; enlace: string }) {
  const { t } = useTranslation('office');
  const card = (lang: 'es' | 'ca', text: string) => (
    <Stack gap={4} key={lang}>
      <Text size="xs" c="dimmed">
        {t(`brandTexts.banner.previewIn.${lang}`)}
      </Text>
      <Card withBorder padding="md" radius="md" style={{ background: 'var(--mantine-primary-color-light)' }}>
        <Text fw={600} td={enlace ? 'underline' : undefined}>
          {text || t('brandTexts.banner.previewEmpty')}
        </Text>
      </Card>
    </Stack>
  );
  return (
    <Stack gap="xs" aria-label={t('brandTexts.banner.preview')} role="group">
      {card('es', textoEs)}
      {/* The Catalan page falls back to the Spanish text when no Catalan one was written. */}
      {card('ca', textoCa || textoEs)}
    </Stack>
  );
}

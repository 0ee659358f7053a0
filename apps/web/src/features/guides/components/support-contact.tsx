import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand';

/** The brand's support address and phone (brand contact). */
export function SupportContact() {
  const { t } = useTranslation('guides');
  const { contact } = useBrand();
  const phone = contact.phone && contact.phone !== '-' ? contact.phone : null;
  return (
    <Card component="section" withBorder padding="lg" radius="md" aria-labelledby="support-contact-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="support-contact-title">
          {t('support.title')}
        </Title>
        <Text size="sm">{t('support.body')}</Text>
        <Text size="sm">
          {t('support.email')}:{' '}
          <Anchor href={`mailto:${contact.supportEmail}`} underline="always">
            {contact.supportEmail}
          </Anchor>
        </Text>
        {phone && (
          <Text size="sm">
            {t('support.phone')}:{' '}
            <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} underline="always">
              {phone}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

import { Anchor, Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';

/**
 * A home module card: heading, optional 'see all' link, and its content, or the 4 loading
 * placeholders (SPEC §9) while it loads, or 'Muy pronto disponible' (SPEC §8) when the data it
 * shows is not served yet. A failed load shows the retry, not the module's empty text (issue #12 item 18).
 */
export function HomeModule({
  title,
  id,
  seeAllTo,
  loading = false,
  failed,
  comingSoon = false,
  children,
}: {
  title: string;
  id?: string;
  seeAllTo?: string;
  loading?: boolean;
  failed?: { onRetry: () => void; retrying: boolean };
  comingSoon?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['home', 'common']);
  const generatedId = useId();
  // An anchor id (e.g. #informes) sits on the heading, so that the focus lands on its name.
  const headingId = id ?? generatedId;
  return (
    <Card component="section" withBorder padding="lg" radius="md" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h3" id={headingId} tabIndex={id ? -1 : undefined}>
          {title}
        </Title>
        {seeAllTo && (
          <Anchor component={Link} to={seeAllTo} size="sm">
            {t('seeAll', { ns: 'home' })}
            <VisuallyHidden>: {title}</VisuallyHidden>
          </Anchor>
        )}
      </Group>
      {loading ? (
        <LoadingPlaceholders />
      ) : failed ? (
        <LoadFailed {...failed} />
      ) : comingSoon ? (
        <Text>{t('comingSoon', { ns: 'common' })}</Text>
      ) : (
        children
      )}
    </Card>
  );
}

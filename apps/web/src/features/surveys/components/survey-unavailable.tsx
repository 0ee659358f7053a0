import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';

/** What stays on the page once the popup of 35-39 is closed. */
export function SurveyUnavailable() {
  const { t } = useTranslation('surveys');
  const { isAuthenticated } = useSession();
  return (
    <Stack gap="sm">
      <Alert variant="light" color="gray" role="status">
        {t('unavailable')}
      </Alert>
      {isAuthenticated && (
        <Anchor component={Link} to="/">
          {t('finished.home')}
        </Anchor>
      )}
    </Stack>
  );
}

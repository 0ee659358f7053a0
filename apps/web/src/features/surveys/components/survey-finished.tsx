import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useSession } from '../../../lib/session';

/** The end of SPEC §4 Survey flow: thanks, and the way back into the portal when signed in. */
export function SurveyFinished() {
  const { t } = useTranslation('surveys');
  const { isAuthenticated } = useSession();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Stack gap="md">
      <Title order={2} ref={headingRef} tabIndex={-1}>
        {t('finished.title')}
      </Title>
      <Alert variant="light" color="green" role="status">
        {t('finished.body')}
      </Alert>
      {isAuthenticated && (
        <Group gap="lg">
          <Anchor component={Link} to="/">
            {t('finished.home')}
          </Anchor>
          <Anchor component={Link} to={routePath('surveys')}>
            {t('finished.list')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}

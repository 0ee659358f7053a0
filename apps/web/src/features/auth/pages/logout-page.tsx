import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getSession } from '../../../lib/session';
import { useLogout } from '../api/logout';

/** /logout: revoke the token on the server (silently), end the session, go to /login. */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutate } = useLogout();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit (effects run twice in development).
    if (started.current) return;
    started.current = true;
    mutate(getSession().role, { onSettled: () => void navigate('/login', { replace: true }) });
  }, [mutate, navigate]);

  return (
    <Stack align="center" gap="sm" role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <Text>{t('logout.inProgress')}</Text>
    </Stack>
  );
}

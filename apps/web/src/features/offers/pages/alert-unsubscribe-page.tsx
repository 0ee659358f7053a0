import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useUnsubscribeAlert } from '../api/unsubscribe-alert';

/**
 * /baja-alerta?token=… (issue #16 part 3): opened from an alert e-mail, without signing in. The
 * stop takes one click on the page (a link a mail scanner prefetches must not unsubscribe anyone);
 * mail clients use the List-Unsubscribe-Post header instead, which needs no page.
 */
export default function AlertUnsubscribePage() {
  const { t } = useTranslation('offers');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribeAlert();

  return (
    <Stack maw={560} gap="md">
      <Title order={1}>{t('alertUnsubscribe.title')}</Title>
      {stop.isSuccess ? (
        <Alert color="green" role="status">
          {t('alertUnsubscribe.done', { name: stop.data.nombre })}
        </Alert>
      ) : stop.isError || !token ? (
        <Alert color="gray" role="alert">
          {t('alertUnsubscribe.invalid')}
        </Alert>
      ) : (
        <>
          <Text>{t('alertUnsubscribe.intro')}</Text>
          <Button onClick={() => stop.mutate(token)} loading={stop.isPending} w="fit-content">
            {t('alertUnsubscribe.confirm')}
          </Button>
        </>
      )}
      <Anchor component={Link} to={routePath('login')}>
        {t('alertUnsubscribe.manage')}
      </Anchor>
    </Stack>
  );
}

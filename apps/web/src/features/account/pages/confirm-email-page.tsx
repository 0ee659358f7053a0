import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmail } from '../api/confirm-email';

/**
 * /confirmar-email?token= (ADR 0033): the link mailed to a new address the office's import read.
 * The student confirms with a click, not on opening, so that a mail scanner following links does
 * not confirm for them; until then the old address stays the login.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const mutation = useConfirmEmail();
  const heading = <Title order={1}>{t('confirmEmail.title')}</Title>;
  if (!token) {
    return (
      <Stack gap="md">
        {heading}
        <Alert color="red">{t('confirmEmail.noToken')}</Alert>
      </Stack>
    );
  }
  if (mutation.data) {
    return (
      <Stack gap="md">
        {heading}
        <Stack gap="sm" role="status">
          <Text>{t('confirmEmail.done', { email: mutation.data.email })}</Text>
          <Anchor component={Link} to={routePath('login')}>
            {t('confirmEmail.login')}
          </Anchor>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={520}>
      {heading}
      <Text>{t('confirmEmail.intro')}</Text>
      <div>
        <Button loading={mutation.isPending} onClick={() => mutation.mutate({ token })}>
          {t('confirmEmail.confirm')}
        </Button>
      </div>
    </Stack>
  );
}

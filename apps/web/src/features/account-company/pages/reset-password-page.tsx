import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResetPassword } from '../api/reset-password';
import { PasswordLinkForm } from '../components/password-link-form';

/** SPEC §2 /restablecer-login?token=: a new password from the recovery link (508; 42 by popup). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account-company');
  const [params] = useSearchParams();
  const mutation = useResetPassword();
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('resetTitle')}</Title>
        <PasswordLinkForm
          token={params.get('token')}
          pending={mutation.isPending}
          done={mutation.isSuccess}
          submitLabel={t('resetSubmit')}
          onSubmit={(body) => mutation.mutate(body)}
        />
      </Stack>
    </Container>
  );
}

import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { useCifLookup } from '../api/check-cif';
import { useRegisterCompany } from '../api/register-company';
import { RegistrationForm } from '../components/registration-form';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2 /solicitar-cuenta: the company account request; 503/504 or the brand's message at the end. */
export default function AccountRequestPage() {
  const { t } = useTranslation('company');
  const brand = useBrand();
  const lookUp = useCifLookup(brand.key);
  const register = useRegisterCompany();
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('registration.title')}</Title>
        {register.isSuccess ? (
          <ReadableAlert color="teal" title={t('registration.doneTitle')} role="status">
            <Stack gap="xs">
              <Text>{register.data.activa ? t('registration.doneActive') : t('registration.donePending')}</Text>
              <Anchor component={Link} to="/login/empresas">
                {t('registration.toLogin')}
              </Anchor>
            </Stack>
          </ReadableAlert>
        ) : (
          <>
            <Text>{t('registration.intro')}</Text>
            <RegistrationForm
              cifExists={lookUp}
              pending={register.isPending}
              onSubmit={(body) => register.mutate(body)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}

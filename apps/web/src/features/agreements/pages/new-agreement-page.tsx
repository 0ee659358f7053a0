import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoadLatestAgreementSigner } from '../api/get-latest-agreement';
import { useRequestAgreement } from '../api/request-agreement';
import { AgreementForm } from '../components/agreement-form';
import { ReadableAlert } from '../../../ui/readable-alert';

/**
 * SPEC §2 /nuevo-convenio-colaboracion: the request, then a link to the agreements page to download
 * and sign it (staying here: a route change would clear the 536 notice, SPEC §4).
 */
export default function NewAgreementPage() {
  const { t } = useTranslation('agreements');
  const loadLatestSigner = useLoadLatestAgreementSigner();
  const request = useRequestAgreement();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('form.title')}</Title>
        <Text>{t('form.intro')}</Text>
        {request.isSuccess ? (
          <ReadableAlert color="teal" title={t('form.doneTitle', { code: request.data.codigo })} role="status">
            <Stack gap="xs">
              <Text>{t('form.done')}</Text>
              <Anchor component={Link} to="/subir-convenio-firmado">
                {t('form.toAgreements')}
              </Anchor>
            </Stack>
          </ReadableAlert>
        ) : (
          <AgreementForm
            loadLatestSigner={loadLatestSigner}
            pending={request.isPending}
            onSubmit={(values) => request.mutate(values)}
          />
        )}
      </Stack>
    </Container>
  );
}

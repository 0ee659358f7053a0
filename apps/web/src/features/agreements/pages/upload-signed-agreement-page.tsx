import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useAgreements } from '../api/get-agreements';
import { AgreementsList } from '../components/agreements-list';
import { ReadableAlert } from '../../../ui/readable-alert';

/**
 * SPEC §2 /subir-convenio-firmado. Decision: the company's agreements list (states, PDF download)
 * lives here, beside the signed-PDF upload of each agreement awaiting the company's signature.
 */
export default function UploadSignedAgreementPage() {
  const { t } = useTranslation('agreements');
  const agreements = useAgreements();
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('list.title')}</Title>
        <Text>{t('list.intro')}</Text>
        <Group>
          <Anchor component={Link} to="/nuevo-convenio-colaboracion">
            {t('list.newAgreement')}
          </Anchor>
        </Group>
        {agreements.data && !agreements.data.tieneConvenioEnVigor && (
          <ReadableAlert color="yellow" title={t('list.noneInForceTitle')}>
            {t('list.noneInForce')}
          </ReadableAlert>
        )}
        {agreements.isPending ? (
          <LoadingPlaceholders count={2} cols={1} />
        ) : agreements.isError ? (
          <LoadFailed {...retryOf(agreements)} />
        ) : (
          <AgreementsList agreements={agreements.data.convenios} />
        )}
      </Stack>
    </Container>
  );
}

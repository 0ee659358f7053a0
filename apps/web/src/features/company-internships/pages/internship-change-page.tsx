import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useInternshipsWithDocuments } from '../api/get-internships-with-documents';
import { useRequestInternshipChange } from '../api/request-internship-change';
import { InternshipChangeForm } from '../components/internship-change-form';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2 /solicitar-cambio-practicas (brand flag hasSolicitarCambioPracticas): notice 529. */
export default function InternshipChangePage() {
  const { t } = useTranslation('company-internships');
  const internships = useInternshipsWithDocuments();
  const request = useRequestInternshipChange();
  // A sent request clears the form.
  const [round, setRound] = useState(0);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('change.title')}</Title>
        <Text>{t('change.intro')}</Text>
        {internships.isPending && <LoadingPlaceholders count={1} cols={1} />}
        {internships.isError && <LoadFailed {...retryOf(internships)} />}
        {internships.data?.length === 0 && <ReadableAlert color="yellow">{t('empty')}</ReadableAlert>}
        {internships.data && internships.data.length > 0 && (
          <InternshipChangeForm
            key={round}
            internships={internships.data}
            pending={request.isPending}
            onSubmit={(body) => request.mutate(body, { onSuccess: () => setRound((n) => n + 1) })}
          />
        )}
      </Stack>
    </Container>
  );
}

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useProposalAsStudent } from '../api/get-proposal-as-student';
import { ProposalSheet } from '../components/proposal-sheet';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2 /visor-oferta/{id}: my offer exactly as a student sees it. */
export default function OfferViewerPage() {
  const { t } = useTranslation('proposals');
  const catalogue = useCatalogueText();
  const { id } = useParams();
  const { data: offer, error } = useProposalAsStudent(id);
  if (error) {
    const code = error instanceof ApiError ? error.status : 1;
    return (
      <Stack gap="lg">
        <Title order={1}>{t('viewer.title')}</Title>
        <ReadableAlert color="red.9" title={catalogue(code).titulo}>
          {catalogue(code).cuerpo}
        </ReadableAlert>
      </Stack>
    );
  }
  if (!offer) return <LoadingPlaceholders count={2} cols={1} />;
  return (
    <Stack gap="lg">
      <ReadableAlert color="brand" title={t('viewer.title')}>
        <Text size="sm">{t('viewer.note')}</Text>
        <Anchor component={Link} to={routePath('my-proposal', { id: offer.urlAcceso })} size="sm">
          {t('viewer.back')}
        </Anchor>
      </ReadableAlert>
      <Stack gap={4}>
        <Title order={1}>{offer.titulo}</Title>
        <Text>
          {[offer.empresa, offer.textoPerfilOferta, offer.provincia, offer.fecha].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <ProposalSheet offer={offer} />
    </Stack>
  );
}

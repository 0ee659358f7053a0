import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { ReadableAlert } from '../../../../ui/readable-alert';
import { offerPreview } from '../../utils/offer-preview';
import { ProposalSheet } from '../proposal-sheet';
import { useOfferFormContext } from './offer-form-context';

/**
 * #16 part 6, the review step: the offer as students will see it, with the sheet of
 * /visor-oferta (SPEC §2), before it is sent.
 */
export function OfferPreview({ offer }: { offer: TOfferForm }) {
  const { t } = useTranslation('proposals');
  const { domains } = useOfferFormContext();
  const detail = offerPreview(offer, domains, {
    empresa: null,
    perfil: t(`kinds.${offer.tipo}`),
    estado: '',
  });
  return (
    <Stack gap="md" data-testid="offer-preview">
      <ReadableAlert color="brand" title={t('steps.previewTitle')}>
        <Text size="sm">{t('steps.previewNote')}</Text>
      </ReadableAlert>
      <Stack gap={4}>
        <Title order={2} size="h3">
          {detail.titulo}
        </Title>
        <Text>{[detail.textoPerfilOferta, detail.provincia, detail.localidad].filter(Boolean).join(' · ')}</Text>
      </Stack>
      <ProposalSheet offer={detail} />
    </Stack>
  );
}

import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEditableOffer } from '../api/get-editable-offer';
import { useSaveOffer } from '../api/save-offer';
import { useSavePreselectedProposal } from '../api/save-preselected-proposal';
import { OfferForm } from '../components/offer-form/offer-form';
import { ProposalSavedPanel } from '../components/proposal-saved-panel';
import { offerValuesOf } from '../utils/offer-form-defaults';
import { ReadableAlert } from '../../../ui/readable-alert';

/**
 * SPEC §2 /editar-propuesta/{idOferta}. SPEC §4: only while pending validation and not expired;
 * otherwise (25, 68) the page says why and the user must contact the university.
 */
export default function EditProposalPage() {
  const { t } = useTranslation('proposals');
  const catalogue = useCatalogueText();
  const { idOferta } = useParams();
  const { data: offer, error } = useEditableOffer(idOferta);
  const saveOffer = useSaveOffer();
  const savePreselected = useSavePreselectedProposal();
  const [saved, setSaved] = useState<string | null>(null);

  let body;
  if (error) {
    const code = error instanceof ApiError ? error.status : 1;
    body = (
      <ReadableAlert color="red.9" title={catalogue(code).titulo}>
        {catalogue(code).cuerpo}{' '}
        <Anchor component={Link} to={routePath('my-proposals')}>
          {t('saved.list')}
        </Anchor>
      </ReadableAlert>
    );
  } else if (!offer) {
    body = <LoadingPlaceholders count={2} cols={1} />;
  } else if (saved) {
    body = (
      <ProposalSavedPanel
        urlAcceso={saved}
        edited
        listTo={offer.dniCandidato ? routePath('preselected-proposals') : routePath('my-proposals')}
      />
    );
  } else {
    const dni = offer.dniCandidato;
    body = (
      <OfferForm
        initialValues={offerValuesOf(offer)}
        submitLabel={t('form.submitEdit')}
        onSave={async (payload) => {
          // A proposal with a preselected candidate is saved through its own call, with the DNI.
          const result = dni
            ? await savePreselected.mutateAsync({ ...payload, dni })
            : await saveOffer.mutateAsync(payload);
          setSaved(result.urlAcceso);
        }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Title order={1}>{offer ? t('edit.titleOf', { titulo: offer.titulo }) : t('edit.title')}</Title>
      {body}
    </Stack>
  );
}

import { Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ZProposalKind, type TOfferSaved, type TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { routePath } from '@portal/contracts/routes';
import { useBrandFlag } from '../../../lib/brand';
import { useSaveOffer } from '../api/save-offer';
import { OfferForm } from '../components/offer-form/offer-form';
import { ProposalSavedPanel } from '../components/proposal-saved-panel';
import { emptyOfferValues } from '../utils/offer-form-defaults';

/** SPEC §2 /nueva-propuesta/{type?}: a new offer of the type in the address (internships by default). */
export default function NewProposalPage() {
  const { t } = useTranslation('proposals');
  const { type } = useParams();
  const navigate = useNavigate();
  const withAlternance = useBrandFlag('hasAlternancia');
  const save = useSaveOffer();
  const [saved, setSaved] = useState<TOfferSaved | null>(null);
  const parsed = ZProposalKind.safeParse(type ?? 'practicas');
  if (!parsed.success || (parsed.data === 'alternancia' && !withAlternance))
    return <Navigate to={routePath('new-proposal')} replace />;
  const tipo = parsed.data;
  const kinds: TProposalKind[] = withAlternance ? ['practicas', 'alternancia', 'empleo'] : ['practicas', 'empleo'];

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`new.title.${tipo}`)}</Title>
      {saved ? (
        <ProposalSavedPanel urlAcceso={saved.urlAcceso} edited={false} onAnother={() => setSaved(null)} />
      ) : (
        <>
          <Text>{t('new.intro')}</Text>
          <Radio.Group
            label={t('new.kind')}
            value={tipo}
            onChange={(value) => {
              void navigate(routePath('new-proposal', { type: value }), { replace: true });
            }}
          >
            <Group mt="xs" gap="lg">
              {kinds.map((kind) => (
                <Radio key={kind} value={kind} label={t(`kinds.${kind}`)} />
              ))}
            </Group>
          </Radio.Group>
          <OfferForm
            key={tipo}
            initialValues={emptyOfferValues(tipo)}
            submitLabel={t('form.submitCreate')}
            onSave={async (payload) => setSaved(await save.mutateAsync(payload))}
          />
        </>
      )}
    </Stack>
  );
}

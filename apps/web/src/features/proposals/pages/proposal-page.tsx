import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useProposal } from '../api/get-proposal';
import { OfficeDecisionNotice } from '../components/office-decision-notice';
import { ProposalActions } from '../components/proposal-actions';
import { ProposalBadges } from '../components/proposal-badges';
import { ProposalSheet } from '../components/proposal-sheet';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2 /propuesta/{id}: one of my proposals as a full sheet, with its actions. */
export default function ProposalPage() {
  const { t } = useTranslation('proposals');
  const catalogue = useCatalogueText();
  const { id } = useParams();
  const { data: proposal, error } = useProposal(id);
  if (error) {
    const code = error instanceof ApiError ? error.status : 1;
    return (
      <Stack gap="lg">
        <Title order={1}>{t('detail.title')}</Title>
        <ReadableAlert color="red.9" title={catalogue(code).titulo}>
          {catalogue(code).cuerpo}
        </ReadableAlert>
      </Stack>
    );
  }
  if (!proposal) return <LoadingPlaceholders count={2} cols={1} />;
  const { candidatos: _candidatos, ...offer } = proposal;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{proposal.titulo}</Title>
        <ProposalBadges
          estado={proposal.estado}
          idEstado={proposal.idEstado}
          tipo={proposal.tipo}
          idoferta={proposal.idoferta}
          caducaPronto={proposal.caducaPronto}
        />
      </Stack>
      <OfficeDecisionNotice decision={proposal.decisionOficina} />
      <ProposalActions proposal={proposal} showSheetLink={false} />
      <Anchor component={Link} to={routePath('my-proposal', { id: proposal.urlAcceso })}>
        {t('detail.toCandidates', { count: proposal.numCandidatos })}
      </Anchor>
      <ProposalSheet offer={offer} company={proposal} />
    </Stack>
  );
}

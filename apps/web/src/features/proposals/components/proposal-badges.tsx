import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrandFlag } from '../../../lib/brand';
import type { TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { StatusBadge } from '../../../ui/status-badge';
import { offerStateTone } from '../../../lib/offer-state-tone';

/** The state (a badge by meaning, #16 part 8), the type, the reference (brand flag mostrarReferenciaOferta) and 'expiring soon'. */
export function ProposalBadges({
  estado,
  idEstado,
  tipo,
  idoferta,
  caducaPronto,
  conCandidatoPreseleccionado,
}: {
  estado: string;
  idEstado: number;
  tipo: TProposalKind;
  idoferta: number;
  caducaPronto?: boolean;
  conCandidatoPreseleccionado?: boolean;
}) {
  const { t } = useTranslation('proposals');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  return (
    <Group gap={6}>
      <StatusBadge tone={offerStateTone(idEstado)} testId="proposal-state">
        {estado}
      </StatusBadge>
      <Badge variant="default">{t(`kinds.${tipo}`)}</Badge>
      {showReference && <Badge variant="default">{t('card.reference', { id: idoferta })}</Badge>}
      {caducaPronto && <Badge color="red.9">{t('card.expiringSoon')}</Badge>}
      {conCandidatoPreseleccionado && <Badge variant="default">{t('card.preselected')}</Badge>}
    </Group>
  );
}

import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrandFlag } from '../../../lib/brand';
import type { TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';

/** The state, the type, the reference (brand flag mostrarReferenciaOferta) and 'expiring soon'. */
export function ProposalBadges({
  estado,
  tipo,
  idoferta,
  caducaPronto,
  conCandidatoPreseleccionado,
}: {
  estado: string;
  tipo: TProposalKind;
  idoferta: number;
  caducaPronto?: boolean;
  conCandidatoPreseleccionado?: boolean;
}) {
  const { t } = useTranslation('proposals');
  const showReference = useBrandFlag('mostrarReferenciaOferta');
  return (
    <Group gap={6}>
      <Badge>{estado}</Badge>
      <Badge variant="default">{t(`kinds.${tipo}`)}</Badge>
      {showReference && <Badge variant="default">{t('card.reference', { id: idoferta })}</Badge>}
      {caducaPronto && <Badge color="red.9">{t('card.expiringSoon')}</Badge>}
      {conCandidatoPreseleccionado && <Badge variant="default">{t('card.preselected')}</Badge>}
    </Group>
  );
}

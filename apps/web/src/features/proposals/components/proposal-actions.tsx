import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isPlacementKind, type TProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { routePath } from '@portal/contracts/routes';
import { useCatalogueText } from '../../../i18n';
import { useBrandFlag } from '../../../lib/brand';
import { useCopyProposal, type TProposalCopy } from '../api/copy-proposal';
import { useDeleteProposal } from '../api/delete-proposal';
import type { TNoticeState } from '../utils/route-notice';
import { CloseProposalDialog } from './close-proposal-dialog';
import { ConfirmDialog } from './confirm-dialog';

export interface TActionableProposal {
  idoferta: number;
  urlAcceso: string;
  titulo: string;
  tipo: TProposalKind;
  bloqueoEdicion: 25 | 68 | null;
  puedeCerrar: boolean;
  puedeEliminar: boolean;
}

/**
 * SPEC §4 offer actions: edit (only while editable, else the reason: 25 or 68), close (with its
 * confirmation), duplicate and duplicate to the opposite profile (brand flag duplicarOferta; then
 * the offer to edit the copy), delete, and the views of the offer.
 */
export function ProposalActions({
  proposal,
  showSheetLink = true,
}: {
  proposal: TActionableProposal;
  showSheetLink?: boolean;
}) {
  const { t } = useTranslation('proposals');
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const canCopy = useBrandFlag('duplicarOferta');
  const copy = useCopyProposal();
  const remove = useDeleteProposal();
  const [dialog, setDialog] = useState<null | 'close' | 'delete'>(null);
  const [copied, setCopied] = useState<TProposalCopy | null>(null);
  const p = proposal;
  const opposite: TProposalKind = isPlacementKind(p.tipo) ? 'empleo' : 'practicas';

  const duplicate = (oppositeProfile: boolean) =>
    copy.mutate({ urlOferta: p.urlAcceso, oppositeProfile }, { onSuccess: (result) => setCopied(result) });
  const confirmDelete = () =>
    remove.mutate(p.urlAcceso, {
      onSuccess: (aviso) => {
        setDialog(null);
        void navigate(routePath('my-proposals'), { state: { aviso } satisfies TNoticeState });
      },
    });

  return (
    <>
      <Group gap="sm" wrap="wrap" role="group" aria-label={t('actions.label')}>
        {p.bloqueoEdicion === null && (
          <Button component={Link} to={routePath('edit-proposal', { idOferta: p.idoferta })}>
            {t('actions.edit')}
          </Button>
        )}
        {p.puedeCerrar && (
          <Button variant="default" onClick={() => setDialog('close')}>
            {t('actions.close')}
          </Button>
        )}
        {canCopy && (
          <>
            <Button
              variant="default"
              loading={copy.isPending && copy.variables?.oppositeProfile === false}
              onClick={() => duplicate(false)}
            >
              {t('actions.duplicate')}
            </Button>
            <Button
              variant="default"
              loading={copy.isPending && copy.variables?.oppositeProfile === true}
              onClick={() => duplicate(true)}
            >
              {t(`actions.duplicateAs.${opposite}`)}
            </Button>
          </>
        )}
        {p.puedeEliminar && (
          <Button variant="default" color="red.9" onClick={() => setDialog('delete')}>
            {t('actions.delete')}
          </Button>
        )}
        <Button variant="subtle" component={Link} to={routePath('offer-viewer', { id: p.urlAcceso })}>
          {t('actions.viewAsStudent')}
        </Button>
        {showSheetLink && (
          <Button variant="subtle" component={Link} to={routePath('proposal', { id: p.urlAcceso })}>
            {t('actions.sheet')}
          </Button>
        )}
      </Group>
      {p.bloqueoEdicion !== null && (
        <Text size="sm" mt="xs" data-testid="edit-block">
          {catalogue(p.bloqueoEdicion).cuerpo}
        </Text>
      )}
      {dialog === 'close' && (
        <CloseProposalDialog idOferta={p.idoferta} titulo={p.titulo} opened onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('delete.title')}
        body={t('delete.confirm', { titulo: p.titulo })}
        confirmLabel={t('delete.submit')}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={copied !== null}
        title={t('copy.title')}
        body={copied ? t('copy.body', { kind: t(`kinds.${copied.tipo}`) }) : ''}
        confirmLabel={t('copy.edit')}
        cancelLabel={t('copy.later')}
        onConfirm={() => copied && void navigate(routePath('edit-proposal', { idOferta: copied.idOferta }))}
        onClose={() => setCopied(null)}
      />
    </>
  );
}

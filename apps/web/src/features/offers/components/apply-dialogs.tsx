import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { CV_SECTIONS } from '@portal/contracts/cv/cv-anchors';
import type { TCreditsWarning } from '@portal/contracts/applications/applications.schemas';
import type { TRequiredDocument } from '@portal/contracts/offers/offers.schemas';

/** The popups around applying (SPEC §2 Popups; §7 'What the product does with answers'). */
export type TApplyDialog =
  | { kind: 'confirm' }
  | { kind: 'credits'; warning: TCreditsWarning }
  | { kind: 'missingData'; campos: string[] }
  | { kind: 'documents'; documentos: TRequiredDocument[] }
  | { kind: 'requirements'; mensaje: string; requisitos: string[] }
  | null;

export function ApplyDialogs({
  dialog,
  offerTitle,
  busy,
  onConfirm,
  onClose,
}: {
  dialog: TApplyDialog;
  offerTitle: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('offers');
  const closeButton = (
    <Button variant="default" onClick={onClose}>
      {t('common.close')}
    </Button>
  );
  return (
    <>
      {/* SPEC §2: a confirmation before applying. */}
      <Modal opened={dialog?.kind === 'confirm'} onClose={onClose} title={t('apply.confirmTitle')} centered>
        <Text>{t('apply.confirmBody', { title: offerTitle })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>
            {t('apply.confirm')}
          </Button>
        </Group>
      </Modal>
      {/*
        SPEC §5/§9: master students of a 2-year course need at least 50 % of credits passed. The API
        refuses the enrolment below it (52), so the popup says so instead of asking to confirm:
        one rule, one outcome (issue #12 item 16).
      */}
      <Modal opened={dialog?.kind === 'credits'} onClose={onClose} title={t('apply.creditsTitle')} centered>
        {dialog?.kind === 'credits' && (
          <>
            <Text>{t('apply.creditsBody', { min: dialog.warning.porcentajeMinimo })}</Text>
            <Text mt="xs">
              {dialog.warning.porcentajeCreditos === null
                ? t('apply.creditsUnknown')
                : t('apply.creditsMine', { pct: Math.round(dialog.warning.porcentajeCreditos) })}
            </Text>
            <Text mt="xs">{t('apply.creditsRefused')}</Text>
          </>
        )}
        <Group justify="flex-end" mt="md">
          <Button onClick={onClose} data-autofocus>
            {t('common.close')}
          </Button>
        </Group>
      </Modal>
      {/* SPEC §2 Popups: missing personal data, go to CV. */}
      <Modal opened={dialog?.kind === 'missingData'} onClose={onClose} title={t('apply.missingDataTitle')} centered>
        <Text>{t('apply.missingDataBody')}</Text>
        <Group justify="flex-end" mt="md">
          {closeButton}
          <Button component={Link} to={`${routePath('cv')}#${CV_SECTIONS.personal}`}>
            {t('apply.goToCv')}
          </Button>
        </Group>
      </Modal>
      {/* SPEC §7: status 11 with datos.documentacionNecesaria. */}
      <Modal opened={dialog?.kind === 'documents'} onClose={onClose} title={t('apply.documentsTitle')} centered>
        <Text>{t('apply.documentsBody')}</Text>
        {dialog?.kind === 'documents' && (
          <List mt="xs" data-testid="missing-documents">
            {dialog.documentos.map((d) => (
              <List.Item key={d.idTipoDocumento}>{d.descripcion}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end" mt="md">
          {closeButton}
          <Button component={Link} to={`${routePath('cv')}#${CV_SECTIONS.documents}`}>
            {t('apply.goToCv')}
          </Button>
        </Group>
      </Modal>
      {/* SPEC §7: status 80, the server's message lists the failed requirements. */}
      <Modal opened={dialog?.kind === 'requirements'} onClose={onClose} title={t('apply.requirementsTitle')} centered>
        {dialog?.kind === 'requirements' && (
          <>
            {dialog.requisitos.length > 0 && !dialog.mensaje && (
              <List mb="xs" data-testid="unmet-requirements">
                {dialog.requisitos.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            )}
            <Text style={{ whiteSpace: 'pre-line' }}>{dialog.mensaje || t('apply.requirementsBody')}</Text>
          </>
        )}
        <Group justify="flex-end" mt="md">
          {closeButton}
        </Group>
      </Modal>
    </>
  );
}

import { Button, Group, List, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { candidatureNeedsReason, FINAL_CANDIDATURE_STATES } from '@portal/contracts/proposals/states';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { ReadableAlert } from '../../../ui/readable-alert';
import { useCompanyReasons } from '../api/get-company-reasons';
import { changeCandidateState } from '../api/change-candidate-state';
import { COMPANY_OFFERS_KEY } from '../api/proposals-keys';

export interface TMoveRequest {
  candidates: TCandidateListItem[];
  idEstado: number;
}

interface TOutcome {
  changed: number;
  failed: { name: string; code: number }[];
}

/**
 * #16 part 6: moving one candidate (board) or several (bulk) to a state. Asks the rejection
 * reason of SPEC §4 once for all when the target needs one, and warns when the state is final.
 */
export function CandidateMoveDialog({
  request,
  stateLabel,
  onClose,
}: {
  request: TMoveRequest | null;
  stateLabel: (idEstado: number) => string;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation(['candidates-board', 'common']);
  const catalogue = useCatalogueText();
  const queryClient = useQueryClient();
  const needsReason = request !== null && candidatureNeedsReason(request.idEstado);
  const reasons = useCompanyReasons(needsReason);
  const [idMotivo, setIdMotivo] = useState<string | null>(null);
  const [motivo, setMotivo] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome | null>(null);

  const reasonOptions = (reasons.data ?? []).map((m) => ({ value: String(m.idMotivo), label: m.descripcion }));

  function close() {
    const changed = (outcome?.changed ?? 0) > 0;
    setIdMotivo(null);
    setMotivo('');
    setReasonMissing(false);
    setOutcome(null);
    onClose(changed);
  }

  async function apply() {
    if (!request) return;
    if (needsReason && !idMotivo) {
      setReasonMissing(true);
      return;
    }
    setRunning(true);
    const result: TOutcome = { changed: 0, failed: [] };
    // #16 part 6: the spec has one call per candidate (cambiaEstadoCandidatura) and no bulk call;
    // calling it for each keeps every rule, check and audit of the API, one after the other so a
    // refusal (14, 49) names its candidate and the others still change.
    for (const c of request.candidates) {
      try {
        await changeCandidateState(
          {
            idCandidatura: c.idCandidatura,
            idEstado: request.idEstado,
            idMotivo: needsReason ? Number(idMotivo) : null,
            motivo: needsReason && motivo.trim() !== '' ? motivo : null,
          },
          { silent: true },
        );
        result.changed += 1;
      } catch (err) {
        result.failed.push({ name: `${c.nombre} ${c.apellidos}`, code: err instanceof ApiError ? err.status : 1 });
      }
    }
    setRunning(false);
    setOutcome(result);
    await queryClient.invalidateQueries({ queryKey: COMPANY_OFFERS_KEY });
  }

  const label = request ? stateLabel(request.idEstado) : '';
  const isFinal = request !== null && (FINAL_CANDIDATURE_STATES as readonly number[]).includes(request.idEstado);
  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={t('dialog.title', { estado: label })}
      centered
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      {outcome ? (
        <Stack gap="sm" data-testid="move-outcome">
          <Text>{t('dialog.changed', { count: outcome.changed })}</Text>
          {outcome.failed.length > 0 && (
            <ReadableAlert color="red.9" title={t('dialog.failed', { count: outcome.failed.length })}>
              <List size="sm">
                {outcome.failed.map((f) => (
                  <List.Item key={f.name}>
                    {f.name}: {catalogue(f.code).titulo}
                  </List.Item>
                ))}
              </List>
            </ReadableAlert>
          )}
          <Group justify="flex-end">
            <Button onClick={close}>{t('dialog.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>
            {t('dialog.who', {
              count: request?.candidates.length ?? 0,
              name: request?.candidates[0] ? `${request.candidates[0].nombre} ${request.candidates[0].apellidos}` : '',
              estado: label,
            })}
          </Text>
          {isFinal && <Text fw={700}>{t('dialog.final')}</Text>}
          {needsReason && (
            <>
              <Select
                label={t('dialog.reason')}
                required
                placeholder={t('dialog.choose')}
                data={reasonOptions}
                value={idMotivo}
                onChange={(v) => {
                  setIdMotivo(v);
                  setReasonMissing(false);
                }}
                error={reasonMissing ? t('dialog.reasonRequired') : undefined}
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label={t('dialog.reasonText')}
                value={motivo}
                onChange={(e) => setMotivo(e.currentTarget.value)}
                autosize
                minRows={2}
              />
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={running}>
              {t('dialog.cancel')}
            </Button>
            <Button onClick={() => void apply()} loading={running}>
              {t('dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

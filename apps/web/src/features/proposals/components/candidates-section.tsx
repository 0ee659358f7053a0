import { Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { commonTargets } from '../utils/candidate-board';
import { CandidateMoveDialog, type TMoveRequest } from './candidate-move-dialog';
import { CandidatesBoard } from './candidates-board';
import { CandidatesTable } from './candidates-table';

export type TCandidatesView = 'tabla' | 'tablero';

/**
 * #16 part 6: the candidates of one offer as a table or a board (the choice lives in the URL),
 * with checkboxes and a bulk 'Cambiar estado' through the same per-candidate call.
 */
export function CandidatesSection({
  candidates,
  view,
  onViewChange,
  onOpen,
  onOpenCv,
}: {
  candidates: TCandidateListItem[];
  view: TCandidatesView;
  onViewChange: (view: TCandidatesView) => void;
  onOpen: (idCandidatura: number) => void;
  onOpenCv: (idCandidatura: number) => void;
}) {
  const { t } = useTranslation('candidates-board');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkState, setBulkState] = useState<string | null>(null);
  const [move, setMove] = useState<TMoveRequest | null>(null);

  // Only candidates still listed count (a filter or a change may have removed some).
  const chosen = candidates.filter((c) => selected.has(c.idCandidatura));
  const targets = commonTargets(chosen);
  const stateLabel = (idEstado: number, estado?: string | null) =>
    t(`states.${idEstado}`, {
      defaultValue: estado ?? candidates.find((c) => c.idEstado === idEstado)?.estado ?? String(idEstado),
    });
  const toggle = (id: number, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Group justify="space-between" align="center" mb="sm" gap="sm">
        <SegmentedControl
          aria-label={t('view.label')}
          value={view}
          onChange={(v) => onViewChange(v === 'tablero' ? 'tablero' : 'tabla')}
          data={[
            { value: 'tabla', label: t('view.table') },
            { value: 'tablero', label: t('view.board') },
          ]}
        />
        {chosen.length > 0 && (
          <Group gap="xs" align="flex-end" data-testid="bulk-bar">
            <Text size="sm" aria-live="polite">
              {t('bulk.selected', { count: chosen.length })}
            </Text>
            <Select
              size="xs"
              label={t('bulk.state')}
              placeholder={t('dialog.choose')}
              data={targets.map((s) => ({ value: String(s), label: stateLabel(s) }))}
              value={bulkState !== null && targets.includes(Number(bulkState)) ? bulkState : null}
              onChange={setBulkState}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t('bulk.none')}
            />
            <Button
              size="xs"
              disabled={bulkState === null || !targets.includes(Number(bulkState))}
              onClick={() => setMove({ candidates: chosen, idEstado: Number(bulkState) })}
            >
              {t('bulk.apply')}
            </Button>
          </Group>
        )}
      </Group>
      {view === 'tablero' ? (
        <CandidatesBoard
          candidates={candidates}
          stateLabel={stateLabel}
          selected={selected}
          onToggle={toggle}
          onOpen={onOpen}
          onOpenCv={onOpenCv}
          onMove={(candidate, idEstado) => setMove({ candidates: [candidate], idEstado })}
        />
      ) : (
        <CandidatesTable
          candidates={candidates}
          onOpen={onOpen}
          onOpenCv={onOpenCv}
          selection={{ selected, onToggle: toggle }}
        />
      )}
      <CandidateMoveDialog
        request={move}
        stateLabel={stateLabel}
        onClose={(changed) => {
          setMove(null);
          if (changed) {
            setSelected(new Set());
            setBulkState(null);
          }
        }}
      />
    </>
  );
}

import { Badge, Button, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { candidatureTone } from '../../../lib/candidature-tone';

/**
 * The candidates of one offer (SPEC §2 company offer detail), each opening its detail; with
 * `selection`, a checkbox per row for the bulk state change (#16 part 6); with `onOpenCv`, a button
 * that opens the CV beside the list. A candidate the company has not opened yet reads 'Nuevo' in
 * bold with a badge (text, not colour alone).
 */
export function CandidatesTable({
  candidates,
  onOpen,
  onOpenCv,
  selection,
}: {
  candidates: TCandidateListItem[];
  onOpen: (idCandidatura: number) => void;
  onOpenCv?: (idCandidatura: number) => void;
  selection?: { selected: ReadonlySet<number>; onToggle: (idCandidatura: number, checked: boolean) => void };
}) {
  const { t } = useTranslation(['proposals', 'candidates-board']);
  const { lang } = useLanguage();
  if (candidates.length === 0) return <Text>{t('detail.noCandidates')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th scope="col">
                <VisuallyHidden>{t('selectColumn', { ns: 'candidates-board' })}</VisuallyHidden>
              </Table.Th>
            )}
            <Table.Th scope="col">{t('detail.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.origin')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((c) => {
            const name = `${c.nombre} ${c.apellidos}`;
            return (
              <Table.Tr key={c.idCandidatura} data-testid={`candidate-row-${c.idCandidatura}`}>
                {selection && (
                  <Table.Td>
                    <Checkbox
                      checked={selection.selected.has(c.idCandidatura)}
                      onChange={(e) => selection.onToggle(c.idCandidatura, e.currentTarget.checked)}
                      aria-label={t('select', { ns: 'candidates-board', name })}
                    />
                  </Table.Td>
                )}
                <Table.Th scope="row" fw={c.leida ? 400 : 700}>
                  {name} {!c.leida && <Badge size="sm">{t('detail.unread')}</Badge>}
                </Table.Th>
                <Table.Td>
                  <StatusBadge tone={candidatureTone(c.idEstado)} size="sm">
                    {c.estado}
                  </StatusBadge>
                </Table.Td>
                <Table.Td>{formatDate(c.fecha, lang)}</Table.Td>
                <Table.Td>{t(`candidate.origin.${c.origen}`, { defaultValue: c.origen })}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onOpen(c.idCandidatura)}
                      aria-label={t('detail.open', { name })}
                    >
                      {t('detail.openShort')}
                    </Button>
                    {onOpenCv && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onOpenCv(c.idCandidatura)}
                        data-cv-opener={c.idCandidatura}
                        aria-label={t('cv.openOf', { ns: 'candidates-board', name })}
                      >
                        {t('cv.open', { ns: 'candidates-board' })}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

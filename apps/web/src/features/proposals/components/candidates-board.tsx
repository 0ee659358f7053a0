import { Badge, Button, Card, Checkbox, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { candidatureTargets } from '@portal/contracts/proposals/states';
import { useLanguage } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { boardColumns } from '../utils/candidate-board';

// #16 part 6/7: the columns scroll sideways inside the board; the page never does.
const boardStyle = {
  display: 'flex',
  gap: 'var(--mantine-spacing-sm)',
  overflowX: 'auto',
  maxWidth: '100%',
  paddingBottom: 'var(--mantine-spacing-xs)',
} as const;
const dropOutline = '2px dashed var(--mantine-primary-color-filled)';
const columnStyle = {
  flex: '0 0 15rem',
  background: 'var(--mantine-color-default-hover)',
  borderRadius: 'var(--mantine-radius-md)',
  padding: 'var(--mantine-spacing-sm)',
} as const;

/**
 * #16 part 6: the candidates of one offer as a board, one column per state. A card is dragged to
 * another column with the browser's own drag and drop (a mouse or a pen; no library needed), and
 * moves through its 'Mover a…' menu too (keyboard, screen readers and touch screens, where the
 * browser does not drag). Both offer only the moves the state machine allows, and both go through
 * `onMove`, which asks for the reason when the target state needs one (SPEC §4).
 */
export function CandidatesBoard({
  candidates,
  stateLabel,
  selected,
  onToggle,
  onOpen,
  onOpenCv,
  onMove,
}: {
  candidates: TCandidateListItem[];
  stateLabel: (idEstado: number, estado?: string | null) => string;
  selected: ReadonlySet<number>;
  onToggle: (idCandidatura: number, checked: boolean) => void;
  onOpen: (idCandidatura: number) => void;
  onOpenCv: (idCandidatura: number) => void;
  onMove: (candidate: TCandidateListItem, idEstado: number) => void;
}) {
  const { t } = useTranslation('candidates-board');
  const { lang } = useLanguage();
  const [dragging, setDragging] = useState<TCandidateListItem | null>(null);
  const canDrop = (idEstado: number) =>
    dragging !== null && (candidatureTargets('company', dragging.idEstado) as number[]).includes(idEstado);
  const dropHandlers = (idEstado: number) => ({
    onDragOver: (e: DragEvent) => {
      if (!canDrop(idEstado)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragging && canDrop(idEstado)) onMove(dragging, idEstado);
      setDragging(null);
    },
  });
  return (
    // The columns scroll inside the board (a focusable region), never the page (#16 part 7).
    <div style={boardStyle} role="region" aria-label={t('board.label')} tabIndex={0}>
      {boardColumns(candidates).map((column) => {
        const title = stateLabel(column.idEstado, column.estado);
        const headingId = `board-column-${column.idEstado}`;
        return (
          <section
            key={column.idEstado}
            // While a card is dragged, the columns it may go to are outlined.
            style={canDrop(column.idEstado) ? { ...columnStyle, outline: dropOutline } : columnStyle}
            aria-labelledby={headingId}
            data-testid={`board-column-${column.idEstado}`}
            {...dropHandlers(column.idEstado)}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <Title order={3} size="h5" id={headingId}>
                {title}
              </Title>
              <Badge variant="light" color="gray" aria-label={t('board.count', { count: column.candidates.length })}>
                {column.candidates.length}
              </Badge>
            </Group>
            <Stack gap="xs">
              {column.candidates.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('board.empty')}
                </Text>
              )}
              {column.candidates.map((c) => {
                const name = `${c.nombre} ${c.apellidos}`;
                const targets = candidatureTargets('company', c.idEstado);
                return (
                  <Card
                    key={c.idCandidatura}
                    withBorder
                    padding="sm"
                    data-testid={`board-card-${c.idCandidatura}`}
                    draggable={targets.length > 0}
                    onDragStart={(e: DragEvent) => {
                      e.dataTransfer.setData('text/plain', String(c.idCandidatura));
                      e.dataTransfer.effectAllowed = 'move';
                      setDragging(c);
                    }}
                    onDragEnd={() => setDragging(null)}
                    style={targets.length > 0 ? { cursor: 'grab' } : undefined}
                  >
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Checkbox
                        checked={selected.has(c.idCandidatura)}
                        onChange={(e) => onToggle(c.idCandidatura, e.currentTarget.checked)}
                        aria-label={t('select', { name })}
                      />
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={c.leida ? 400 : 700} style={{ overflowWrap: 'anywhere' }}>
                          {name}
                        </Text>
                        <Text size="sm">{formatDate(c.fecha, lang)}</Text>
                        {!c.leida && (
                          <Badge size="sm" style={{ alignSelf: 'flex-start' }}>
                            {t('board.unread')}
                          </Badge>
                        )}
                      </Stack>
                    </Group>
                    <Group gap="xs" mt="xs">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onOpen(c.idCandidatura)}
                        aria-label={t('open', { name })}
                      >
                        {t('board.open')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onOpenCv(c.idCandidatura)}
                        data-cv-opener={c.idCandidatura}
                        aria-label={t('cv.openOf', { name })}
                      >
                        {t('cv.open')}
                      </Button>
                      {targets.length > 0 && (
                        <Menu withinPortal position="bottom-start">
                          <Menu.Target>
                            <Button size="xs" variant="default" aria-label={t('board.moveOf', { name })}>
                              {t('board.move')}
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            {targets.map((to) => (
                              <Menu.Item key={to} onClick={() => onMove(c, to)}>
                                {stateLabel(to)}
                              </Menu.Item>
                            ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Card>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </div>
  );
}

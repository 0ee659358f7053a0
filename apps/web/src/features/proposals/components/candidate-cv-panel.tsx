import { Button, CloseButton, Drawer, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCandidateCv } from '../../../ui/candidate-cv/candidate-cv-query';
import { CandidateCvSheet } from '../../../ui/candidate-cv/candidate-cv-sheet';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { COMPANY_OFFERS_KEY } from '../api/proposals-keys';

/** Desk widths, where the CV sits beside the list (Mantine's md breakpoint). */
export const DESK_QUERY = '(min-width: 62em)';

// The panel scrolls on its own, so the list beside it stays where it was.
const panelStyle = {
  position: 'sticky',
  top: 'var(--mantine-spacing-md)',
  maxHeight: 'calc(100dvh - 2 * var(--mantine-spacing-md))',
  overflowY: 'auto',
} as const;

function CvContent({ idCandidatura }: { idCandidatura: number }) {
  const { t } = useTranslation('candidates-board');
  const queryClient = useQueryClient();
  const { data: cv, isError, dataUpdatedAt } = useCandidateCv(idCandidatura);
  useEffect(() => {
    // Reading the CV marks the candidate read (#16 part 6): the offer's marks and counts change.
    if (!dataUpdatedAt) return;
    void queryClient.invalidateQueries({ queryKey: [...COMPANY_OFFERS_KEY, 'detail'] });
    void queryClient.invalidateQueries({ queryKey: [...COMPANY_OFFERS_KEY, 'list'] });
  }, [dataUpdatedAt, queryClient]);
  if (isError) return <Text>{t('cv.loadError')}</Text>;
  if (!cv) return <LoadingPlaceholders count={2} cols={1} />;
  return (
    <>
      <CandidateCvSheet cv={cv} headingLevel={2} />
      <Button component={Link} to={routePath('candidate-cv', { id: idCandidatura })} variant="subtle" mt="sm">
        {t('cv.fullPage')}
      </Button>
    </>
  );
}

/**
 * #16 part 6 'the CV opens beside the list': on a desk, a panel next to the candidates (the list
 * stays visible and usable; Escape or the close button closes it and focus goes back to the
 * button that opened it); on a phone, a full-screen drawer. The CV page (SPEC §2 /ver-cv/{id})
 * stays on its own route.
 */
export function CandidateCvPanel({
  idCandidatura,
  desk,
  onClose,
}: {
  idCandidatura: number | null;
  desk: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('candidates-board');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);
  const closing = useRef(false);

  // The panel takes the focus when it opens or shows another candidate.
  useLayoutEffect(() => {
    if (desk && idCandidatura !== null) panelRef.current?.focus();
  }, [desk, idCandidatura]);

  // Once closed from the panel, the focus goes back to the button that opened it (the rows and
  // cards mark theirs with data-cv-opener), after the render that removed the panel.
  useEffect(() => {
    if (idCandidatura !== null) {
      shown.current = idCandidatura;
      return;
    }
    if (closing.current && shown.current !== null) {
      document.querySelector<HTMLElement>(`[data-cv-opener="${shown.current}"]`)?.focus();
    }
    closing.current = false;
  }, [idCandidatura]);

  const close = () => {
    closing.current = true;
    onClose();
  };

  if (!desk) {
    return (
      <Drawer
        opened={idCandidatura !== null}
        onClose={onClose}
        position="right"
        size="100%"
        title={t('cv.title')}
        closeButtonProps={{ 'aria-label': t('cv.close') }}
      >
        {idCandidatura !== null && <CvContent idCandidatura={idCandidatura} />}
      </Drawer>
    );
  }
  if (idCandidatura === null) return null;
  return (
    <Paper
      component="aside"
      ref={panelRef}
      tabIndex={-1}
      withBorder
      radius="md"
      p="md"
      style={panelStyle}
      aria-labelledby={titleId}
      data-testid="candidate-cv-panel"
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'Escape' && !e.defaultPrevented) {
          e.preventDefault();
          close();
        }
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Text fw={700} id={titleId}>
          {t('cv.title')}
        </Text>
        <CloseButton onClick={close} aria-label={t('cv.close')} />
      </Group>
      <CvContent idCandidatura={idCandidatura} />
    </Paper>
  );
}

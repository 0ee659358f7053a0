import { Badge, Collapse, Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** What a section offers its forms: the SaveBar clears the unsaved mark once a save worked. */
const SectionContext = createContext<{ markSaved: () => void } | null>(null);

export function useSectionSaved(): () => void {
  return useContext(SectionContext)?.markSaved ?? noop;
}

function noop(): void {}

/** The location state a completeness link carries: the personal field to focus (issue #16 part 5). */
export interface TSectionLinkState {
  field?: string;
}

/**
 * When the address's hash is `#id` (a completeness link, a popup's 'go to CV'), `onTarget` runs
 * (opens the section, gives the element to focus), then the element scrolls into view and the
 * field the link names (location state), or the given element, takes the focus.
 */
export function useAnchorTarget(
  id: string,
  ref: RefObject<HTMLElement | null>,
  onTarget: () => HTMLElement | null,
): void {
  const location = useLocation();
  const target = location.hash === `#${id}`;
  const field = (location.state as TSectionLinkState | null)?.field;
  const latest = useRef(onTarget);
  useLayoutEffect(() => {
    latest.current = onTarget;
  });
  useEffect(() => {
    if (!target) return;
    const fallback = latest.current();
    // After the Collapse has opened: the field exists but may be hidden until then.
    const frame = window.requestAnimationFrame(() => {
      ref.current?.scrollIntoView({ block: 'start' });
      const input = field ? ref.current?.querySelector<HTMLElement>(`[name="${CSS.escape(field)}"]`) : null;
      (input ?? fallback)?.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(frame);
    // location.key: following the same link again scrolls there again.
  }, [target, field, location.key, ref]);
}

/**
 * One collapsible section of the CV page (SPEC §2 Student CV sections; issue #16 part 5): its
 * header opens and closes it; `#id` in the address opens it and scrolls to it (the completeness
 * meter's links, the popups' 'go to CV'), focusing the named field when the link names one; a
 * mark says it has unsaved changes (typing or picking in it) until one of its forms saves.
 */
export function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useTranslation('cv');
  const [open, setOpen] = useState(true);
  const [dirty, setDirty] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Stable: a SaveBar's effect depends on it.
  const context = useMemo(() => ({ markSaved: () => setDirty(false) }), []);

  useAnchorTarget(id, ref, () => {
    setOpen(true);
    return toggle.current;
  });

  const markDirty = (event: SyntheticEvent) => {
    const el = event.target as HTMLElement;
    if (el.closest('[data-no-dirty]')) return;
    if (event.type === 'click' && el.closest('[role="option"]') === null) return;
    setDirty(true);
  };

  return (
    <Paper
      component="section"
      withBorder
      p="md"
      radius="md"
      aria-labelledby={`${id}-title`}
      id={id}
      ref={ref}
      style={{ scrollMarginTop: 72 }}
      onInputCapture={markDirty}
      onChangeCapture={markDirty}
      onClickCapture={markDirty}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h3" id={`${id}-title`} style={{ minWidth: 0 }}>
            <UnstyledButton
              ref={toggle}
              onClick={() => setOpen((value) => !value)}
              aria-expanded={open}
              aria-controls={`${id}-body`}
              data-no-dirty
              style={{ font: 'inherit', color: 'inherit' }}
            >
              <span aria-hidden="true">{open ? '▾ ' : '▸ '}</span>
              {title}
            </UnstyledButton>
          </Title>
          {dirty && (
            <Badge color="orange" variant="light" data-testid="section-unsaved">
              {t('sections.unsaved')}
            </Badge>
          )}
        </Group>
        <Collapse in={open} id={`${id}-body`}>
          <SectionContext.Provider value={context}>
            <Stack gap="sm">{children}</Stack>
          </SectionContext.Provider>
        </Collapse>
      </Stack>
    </Paper>
  );
}

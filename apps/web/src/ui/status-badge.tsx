import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a state means to the person reading it (issue #16 part 8). */
export type TStatusTone = 'waiting' | 'good' | 'bad' | 'closed';

const COLOURS: Record<TStatusTone, string> = { waiting: 'blue', good: 'green', bad: 'red', closed: 'gray' };
/** A mark beside the text, so the meaning is not carried by colour alone (WCAG 1.4.1); the text says it. */
const MARKS: Record<TStatusTone, string> = { waiting: '…', good: '✓', bad: '✕', closed: '■' };

/**
 * Issue #16 part 8: one badge for states, coloured by meaning (waiting, good, bad, closed), always
 * with its text. Light variant: the theme keeps its text at WCAG AA contrast (brand-theme.ts).
 */
export function StatusBadge({
  tone,
  children,
  size = 'md',
  testId,
}: {
  tone: TStatusTone;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  return (
    // A span, so it may sit inside a sentence (a paragraph cannot hold a div).
    <Badge
      component="span"
      color={COLOURS[tone]}
      variant="light"
      size={size}
      data-tone={tone}
      data-testid={testId}
      leftSection={<span aria-hidden="true">{MARKS[tone]}</span>}
      style={{ textTransform: 'none', maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}
      // The whole state always shows: it wraps in a narrow table column rather than ending in '…'.
      styles={{ label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal' } }}
    >
      {children}
    </Badge>
  );
}

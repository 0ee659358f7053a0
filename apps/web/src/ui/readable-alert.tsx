import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** Mantine's light alert draws its text in the colour's shade 6, below WCAG AA on its tint: body text colour instead. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

export function ReadableAlert(props: AlertProps & { children?: ReactNode }) {
  return <Alert variant="light" {...props} styles={READABLE} />;
}

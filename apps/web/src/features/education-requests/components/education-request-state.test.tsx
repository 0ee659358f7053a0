import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { EducationRequestState } from './education-request-state';

afterEach(cleanup);

// #16 part 8: the state reads by its meaning, with a mark beside the text (not colour alone).
describe('EducationRequestState', () => {
  it.each([
    ['pendiente', 'Pendiente', 'waiting', '…'],
    ['aceptada', 'Aceptada', 'good', '✓'],
    ['rechazada', 'Rechazada', 'bad', '✕'],
  ] as const)('shows %s as %s, tone %s', (estado, text, tone, mark) => {
    render(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <EducationRequestState estado={estado} />
      </TestProviders>,
    );
    const badge = screen.getByText(text).closest('[data-tone]');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent(mark);
  });
});

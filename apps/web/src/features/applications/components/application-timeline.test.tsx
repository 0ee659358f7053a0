import '../../../test/dom-polyfills';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { ApplicationTimeline } from './application-timeline';

afterEach(cleanup);

function renderTimeline(steps: Parameters<typeof ApplicationTimeline>[0]['steps']) {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <ApplicationTimeline steps={steps} />
    </TestProviders>,
  );
}

describe('ApplicationTimeline (#16 part 4)', () => {
  it('lists the states oldest first with their dates in dd/mm/yyyy, the last one as the current state', () => {
    renderTimeline([
      { idEstado: 1, estado: 'Inscrito', motivo: null, fecha: '2026-03-01T10:00:00' },
      { idEstado: 4, estado: 'Entrevista', motivo: null, fecha: '2026-03-05T10:00:00' },
      {
        idEstado: 17,
        estado: 'Descartado',
        motivo: 'Otra candidatura se ajusta mejor al puesto',
        fecha: '2026-03-09T10:00:00',
      },
    ]);
    const items = within(screen.getByTestId('application-timeline')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^Inscrito.*01\/03\/2026/),
      expect.stringMatching(/^Entrevista.*05\/03\/2026/),
      expect.stringMatching(/^Descartado \(estado actual\).*09\/03\/2026.*Motivo: Otra candidatura/),
    ]);
    expect(items[0].textContent).not.toContain('estado actual');
  });

  it('says so when there is no step', () => {
    renderTimeline([]);
    expect(screen.getByText('Todavía no hay cambios de estado.')).toBeTruthy();
  });
});

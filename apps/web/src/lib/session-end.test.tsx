import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCv } from '../features/cv/api/get-cv';
import { resetBetweenTests } from '../test/reset-between-tests';
import { api } from './api-client';
import { closePopup } from './error-popup-store';
import { createQueryClient } from './query-client';
import { checkSessionExpiry, startSession } from './session';
import { failure, useApi } from '../test/msw-server';
import { cvOf } from '../test/fixtures/cv';

// issue #12 item 5: on a shared computer, a session that ended by expiry or by a 401 kept the
// query cache, and the CV's key was just ['cv']: the next student signing in on that tab briefly
// saw the previous student's CV.
resetBetweenTests();

function token(secondsFromNow: number, who: string): string {
  const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${b64({ alg: 'HS256' })}.${b64({ sub: who, exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.sig-${who}`;
}

function CvOwner() {
  const cv = useCv();
  return <p>{cv.data ? `CV de ${cv.data.personales.nombre}` : 'Cargando el CV'}</p>;
}

/** The answers the cache still holds (a query still observed after the end may exist, empty). */
const cachedAnswers = (queryClient: ReturnType<typeof createQueryClient>) =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => q.state.data)
    .filter((d) => d !== undefined);

/** The app's query client, mounted as the app mounts it. */
function renderCv() {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CvOwner />
    </QueryClientProvider>,
  );
  return { queryClient, view };
}

describe('#12.5 server state ends with the session', () => {
  it('#12.5 a session ended by a 401 drops every cached answer, and the next student never sees the previous CV', async () => {
    useApi.once('all', '*', cvOf('Ana'));
    act(() => startSession(token(3600, 'ana'), { nombre: 'Ana' }, 'student'));
    const { queryClient, view } = renderCv();
    expect(await screen.findByText('CV de Ana')).toBeTruthy();

    // The server says the session is lost (HTTP 401, status 2).
    useApi.once('all', '*', () => failure(2, { http: 401 }));
    await act(async () => {
      await api.get('/api/Alumno/dameNotificaciones').catch(() => undefined);
    });
    closePopup();
    expect(cachedAnswers(queryClient)).toEqual([]);

    // Bea signs in on the same tab; her CV is still on its way.
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    useApi.once('all', '*', async () => {
      await delivered;
      return cvOf('Bea');
    });
    act(() => startSession(token(3600, 'bea'), { nombre: 'Bea' }, 'student'));
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <CvOwner />
      </QueryClientProvider>,
    );
    expect(screen.queryByText('CV de Ana')).toBeNull();
    await act(async () => deliver());
    expect(await screen.findByText('CV de Bea')).toBeTruthy();
    expect(screen.queryByText('CV de Ana')).toBeNull();
  });

  it('#12.5 a session that expires drops every cached answer', async () => {
    useApi.once('all', '*', cvOf('Ana'));
    act(() => startSession(token(60, 'ana'), { nombre: 'Ana' }, 'student'));
    const { queryClient } = renderCv();
    expect(await screen.findByText('CV de Ana')).toBeTruthy();
    expect(cachedAnswers(queryClient)).toEqual([cvOf('Ana')]);
    act(() => void checkSessionExpiry(Date.now() + 120_000));
    closePopup();
    expect(cachedAnswers(queryClient)).toEqual([]);
  });
});

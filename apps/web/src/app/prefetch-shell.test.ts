import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { answerEverythingWith, apiRequests, apiSettled } from '../test/msw-server';
import { signIn } from '../test/render-app';
import { prefetchShell } from './prefetch-shell';

const asked = () => apiRequests().map((r) => r.path);

beforeEach(() => {
  sessionStorage.clear();
  endSession();
  answerEverythingWith(null);
});
afterEach(() => endSession());

describe("#16.9 the shell's first requests start before React renders it", () => {
  it("a student's bell, blocking surveys, popups' check and greeting", async () => {
    signIn('student', { nombre: '' });
    prefetchShell(createQueryClient());
    await apiSettled();
    expect(asked().sort()).toEqual([
      '/api/Alumno/dameCvUsuario',
      '/api/Alumno/dameEncuestasObligatoriasPendientes',
      '/api/Alumno/dameNotificaciones',
      '/api/Alumno/faltanDatosPersonalesObligatorios',
    ]);
  });

  it('a student with a name whose popups were seen this session: the bell and the surveys only', async () => {
    const token = signIn('student', { nombre: 'Ana' });
    sessionStorage.setItem('portal.studentPopups', token.slice(-12));
    prefetchShell(createQueryClient());
    await apiSettled();
    expect(asked().sort()).toEqual([
      '/api/Alumno/dameEncuestasObligatoriasPendientes',
      '/api/Alumno/dameNotificaciones',
    ]);
  });

  it("a company's bell and greeting; a visitor asks nothing", async () => {
    signIn('company', { nombre: '' });
    prefetchShell(createQueryClient());
    endSession();
    prefetchShell(createQueryClient());
    await apiSettled();
    expect(asked()).toHaveLength(2);
    expect(asked()).toContain('/api/Empresa/dameNotificaciones');
  });
});

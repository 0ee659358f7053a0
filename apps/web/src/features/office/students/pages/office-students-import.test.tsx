import '../../../../test/dom-polyfills';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TStudentImport } from '@portal/contracts/office/students.schemas';
import { PERMISSIONS } from '@portal/contracts/office/permissions';
import { endOfficeSession, startOfficeSession } from '../../../../office/office-session';
import { useApi } from '../../../../test/msw-server';
import { fakeToken, renderApp } from '../../../../test/render-app';

// The import page shows the bounded answer (ADR 0033): the counts, the first refused rows, a
// download of all of them, the logins a student will confirm, and an expired dry run; es and ca.

const perfil = {
  idUsuario: 7,
  email: 'gestor@demo.test',
  nombre: 'Carmen',
  apellidos: 'Gómez Ortega',
  tipo: 'admin' as const,
  sedes: [],
  permisos: [...PERMISSIONS.admin],
  segundoFactor: false,
  idIdiomaPreferido: 1,
};
const answer = (caducada = false): TStudentImport => ({
  idImportacion: 41,
  fichero: 'alumnos.csv',
  creado: '2026-12-08T09:00:00.000Z',
  autor: 'Carmen Gómez Ortega',
  aplicado: null,
  enviarInvitacion: false,
  caduca: '2026-12-08T10:00:00.000Z',
  caducada,
  urlErrores: '/api/Gestion/alumnos/importaciones/41/errores.csv',
  informe: {
    filas: 20_001,
    crear: 0,
    actualizar: 1,
    sinCambios: 0,
    errores: 20_000,
    emailsPorConfirmar: 1,
    filasConError: Array.from({ length: 100 }, (_, i) => ({ linea: i + 3, dni: 'X', email: null, errores: ['dni'] })),
    muestraCrear: [],
    muestraActualizar: [
      {
        linea: 2,
        dni: '12345678Z',
        email: 'lucia.nueva@alumnos.es',
        nombre: 'Lucía',
        apellidos: 'Martínez Soler',
        titulacion: 1,
        cambioEmail: 'confirmacion',
      },
    ],
  },
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endOfficeSession();
  useApi.get('/api/Gestion/resumen', { diasAviso: 7, contadores: [] });
  useApi.get('/api/Gestion/alumnos/importaciones', { items: [] });
  startOfficeSession({ token: fakeToken(), perfil });
});
afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('es'));
});

async function dryRun(path: string, caducada = false) {
  useApi.post('/api/Gestion/alumnos/importaciones', answer(caducada));
  renderApp({ path });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['dni;email\n'], 'alumnos.csv', { type: 'text/csv' })] } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Revisar el fichero|Revisar el fitxer/ }));
}

describe('office students import page', () => {
  it('shows the counts, the first 100 refused rows of 20,000, their download and the login to confirm', async () => {
    await dryRun('/gestion/alumnos/importar');
    expect(
      await screen.findByText('Se muestran las primeras 100 de 20000 filas con errores.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar todas las filas con errores (CSV)' })).toBeTruthy();
    expect(
      screen.getByText(
        'El estudiante confirmará el nuevo correo desde esa dirección; hasta entonces entra con el anterior',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Correos de acceso que el estudiante confirmará:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aplicar la importación' })).toBeTruthy();
  }, 30_000);

  it('says an expired dry run cannot be applied, in Catalan', async () => {
    await act(() => i18next.changeLanguage('ca'));
    await dryRun('/gestio/alumnes/importar', true);
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText(/Aquesta simulació ha caducat/)).toBeTruthy();
    expect(screen.getByText('Es mostren les primeres 100 de 20000 files amb errors.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descarregar totes les files amb errors (CSV)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aplicar/ })).toBeNull();
  }, 30_000);
});

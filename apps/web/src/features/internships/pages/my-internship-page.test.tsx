import '../../../test/dom-polyfills';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TInternshipDetail } from '@portal/contracts/internships/internships.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closePopup } from '../../../lib/error-popup-store';
import { endSession } from '../../../lib/session';
import { signIn, testBrand } from '../../../test/render-app';
import { renderRoutes } from '../../../test/render-routes';
import { answerByPath, apiRequests, useApi } from '../../../test/msw-server';
import MyInternshipPage from './my-internship-page';

/** /mis-practicas/{id}: 'Añadir al calendario' downloads the internship's .ics (ADR 0031) with the bearer. */
const detail: TInternshipDetail = {
  idPractica: 1,
  titulo: 'Prácticas de desarrollo web',
  empresa: 'Levante Tech',
  estado: 'en_curso',
  descripcionEstado: 'En curso',
  fechaInicio: '2026-11-08',
  fechaFin: '2027-02-06',
  curso: '2026-27',
  tipo: 'curricular',
  pendienteAceptacion: false,
  tareas: null,
  horario: null,
  idModalidad: null,
  horasDia: 5,
  horasSemana: 25,
  horasTotales: null,
  ayudaEstudio: null,
  titulacion: null,
  programa: null,
  centroTrabajo: null,
  tutorEmpresa: { nombre: null, apellidos: null, email: null, telefono: null },
  tutorUniversidad: { nombre: null, email: null },
  urlAccesoOferta: null,
  requiereFirmaDigital: false,
  esCicloFormativo: false,
  documentos: [],
};

let saved: Array<{ download: string; href: string }>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  closePopup();
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:ics');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('my internship (SPEC §2 /mis-practicas/{id})', () => {
  it("'Añadir al calendario' downloads practica-1.ics with the bearer", async () => {
    const token = signIn('student');
    answerByPath({ '/api/Alumno/dameDetallePractica/1': { status: 0, datos: detail } });
    useApi.get(
      '/api/Alumno/practicaIcs/:id',
      () =>
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': 'attachment; filename="practica-1.ics"',
          },
        }),
    );
    renderRoutes({ path: '/mis-practicas/1', brand: testBrand(), pages: { 'my-internship': MyInternshipPage } });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir al calendario' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = apiRequests().find((r) => r.url === '/api/Alumno/practicaIcs/1');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(saved[0]).toEqual({ download: 'practica-1.ics', href: 'blob:ics' });
  });
});

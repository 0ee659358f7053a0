import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import DocumentationPage from '../pages/documentation-page';
import { apiRequests, envelope, useApi } from '../../../test/msw-server';

// issue #12 item 14: the company's 'Documentación' opened 'Muy pronto disponible'.
const doc = (over: Partial<TPracticeDocument>): TPracticeDocument => ({
  idDocumento: 1,
  nombre: 'x.pdf',
  extension: 'pdf',
  fecha: '2026-11-01T10:00:00Z',
  descripcion: null,
  idTipoDocumento: null,
  curso: '2026-27',
  idPractica: null,
  firmado: false,
  requiereFirmaDigital: false,
  aportadoPorEmpresa: false,
  ...over,
});

const LISTS: Record<string, unknown> = {
  dameAnexosPracticas: [doc({ idDocumento: 8, nombre: 'Anexo de prácticas curriculares.pdf' })],
  dameNotasInformativasPracticasCurricularExtraordinaria: [doc({ idDocumento: 9, nombre: 'Nota informativa.pdf' })],
  documentosAportados: [doc({ idDocumento: 7, nombre: 'Certificado Hacienda.pdf', aportadoPorEmpresa: true })],
  dameDocumentosPracticasPorPrograma: [
    {
      idPrograma: 1,
      programa: 'Prácticas extracurriculares',
      documentos: [
        doc({ idDocumento: 5, nombre: 'Proyecto formativo.pdf', idPractica: 1, requiereFirmaDigital: true }),
      ],
    },
  ],
};

/** The documents download as a PDF; the lists answer from LISTS; adding and deleting answer []. */
function mockApi() {
  useApi.all('*', ({ url: parsed }) => {
    const url = parsed.pathname + parsed.search;
    if (/\/dameDocumento(Empresa|Practica)\/\d+$/.test(url)) {
      return new Response('%PDF-1.4', {
        headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''x.pdf" },
      });
    }
    const name = url.split('/').pop() ?? '';
    const datos = name === 'adddoc' || name === 'deldoc' ? [] : (LISTS[name] ?? null);
    return envelope(datos, name === 'adddoc' ? { aviso: 513 } : {});
  });
}

beforeEach(() => {
  endSession();
  signIn('company');
  mockApi();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <DocumentationPage />
      </MemoryRouter>
    </TestProviders>,
  );
}

const urls = () => apiRequests().map((request) => request.url);

describe('#12.14 the company documentation page', () => {
  it("#12.14 shows the university's annexes and notes, my company's documents and my internships' by programme", async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Documentación' })).toBeTruthy();
    for (const name of [
      'Anexo de prácticas curriculares.pdf',
      'Nota informativa.pdf',
      'Certificado Hacienda.pdf',
      'Proyecto formativo.pdf',
    ]) {
      expect(await screen.findByRole('button', { name: `Descargar el documento ${name}` })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Prácticas extracurriculares' })).toBeTruthy();
    // Only what my company uploaded can be deleted; the 2023-24 digital-signature notice shows.
    expect(screen.getByRole('button', { name: 'Eliminar el documento Certificado Hacienda.pdf' })).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Eliminar el documento Anexo de prácticas curriculares.pdf' }),
    ).toBeNull();
    expect(screen.getByText('Firma con certificado digital')).toBeTruthy();
    expect(screen.queryByText('Muy pronto disponible')).toBeNull();
  });

  it('#12.14 downloads a university or company document through dameDocumentoEmpresa and an internship one through dameDocumentoPractica', async () => {
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Descargar el documento Anexo de prácticas curriculares.pdf' }),
    );
    await waitFor(() => expect(urls()).toContain('/api/Empresa/dameDocumentoEmpresa/8'));
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el documento Proyecto formativo.pdf' }));
    await waitFor(() => expect(urls()).toContain('/api/Empresa/dameDocumentoPractica/5'));
  });

  it('#12.14 uploads a document of my company with adddoc; without a file it says the file is required', async () => {
    renderPage();
    const form = await screen.findByRole('form', { name: 'Aportar un documento' });
    fireEvent.click(within(form).getByRole('button', { name: 'Subir documento' }));
    expect(await within(form).findByText('Este campo es requerido')).toBeTruthy();
    expect(urls().some((u) => u.endsWith('/adddoc'))).toBe(false);
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Seguro.pdf', { type: 'application/pdf' })] } });
    await within(form).findByText('Fichero Seguro.pdf añadido correctamente');
    fireEvent.click(within(form).getByRole('button', { name: 'Subir documento' }));
    await waitFor(() => expect(urls().some((u) => u.endsWith('/api/Empresa/adddoc'))).toBe(true));
    const call = apiRequests().find((request) => request.url.endsWith('/adddoc'))!;
    expect(call.body).toMatchObject({ nombre: 'Seguro.pdf', extension_adjunto: 'pdf' });
  });
});

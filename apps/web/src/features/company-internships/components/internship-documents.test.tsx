import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { InternshipDocuments } from './internship-documents';
import { apiRequests, useApi } from '../../../test/msw-server';

const doc: TPracticeDocument = {
  idDocumento: 5,
  nombre: 'Convenio.pdf',
  extension: 'pdf',
  fecha: '2026-11-01T10:00:00Z',
  descripcion: null,
  idTipoDocumento: null,
  curso: '2026-27',
  idPractica: 1,
  firmado: false,
  requiereFirmaDigital: false,
  aportadoPorEmpresa: false,
} as TPracticeDocument;

beforeEach(() => {
  endSession();
  signIn('company');
  useApi.all(
    '*',
    () =>
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''Convenio.pdf",
        },
      }),
  );
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('company internship documents', () => {
  it('downloads a document of the internship through the company route', async () => {
    render(
      <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
        <InternshipDocuments idPractica={1} documents={[doc]} />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el documento Convenio.pdf' }));
    await waitFor(() => expect(apiRequests()).toHaveLength(1));
    expect(apiRequests()[0].url).toBe('/api/Empresa/dameDocumentoPractica/5');
  });
});

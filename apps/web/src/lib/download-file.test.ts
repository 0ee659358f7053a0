import '../test/dom-polyfills';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { downloadFile } from './download-file';
import { useApi } from '../test/msw-server';

afterEach(() => vi.unstubAllGlobals());

function answer(body: BodyInit, headers: Record<string, string>, status = 200) {
  useApi.all('*', () => new Response(body, { status, headers }));
}

describe('downloadFile without a content type', () => {
  it('saves any answer that is not the JSON envelope, under the server name', async () => {
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    answer('%PDF-1.4', {
      'content-type': 'application/pdf',
      'content-disposition': "attachment; filename*=UTF-8''Informe%20final.pdf",
    });
    expect(await downloadFile({ path: '/api/Alumno/dameDocumentoPractica/7', fallbackName: 'x' })).toBe(
      'Informe final.pdf',
    );
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('treats a JSON answer as the envelope of an error', async () => {
    answer(JSON.stringify({ status: 1, datos: null }), { 'content-type': 'application/json' }, 404);
    await expect(
      downloadFile({ path: '/api/Alumno/dameDocumentoPractica/999', fallbackName: 'x' }),
    ).rejects.toBeInstanceOf(ApiError);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApi } from '../test/msw-server';
import { ZOfferCount, ZOfferDetail } from '@portal/contracts/offers/offers.schemas';
import { api, ApiContractError } from './api-client';
import { closePopup, getPopup } from './error-popup-store';
import { endSession } from './session';

// Issue #13 part 9: a call may pass the contracts' schema of its answer; development builds and
// tests check `datos` against it, production builds check nothing.

beforeEach(() => {
  endSession();
  closePopup();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('api client: answers checked against their contract (issue #13 part 9)', () => {
  it('#13.9 a wrong answer is reported in development, naming the call and the field', async () => {
    useApi.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { numPaginas: 2, numTotal: 'veinte' });
    const call = api.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { schema: ZOfferCount });
    const error = await call.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as Error).message).toContain('GET /api/Alumno/dameNumOfertasEmpleoUsuario');
    expect((error as Error).message).toContain('numTotal');
    // A contract bug, not a catalogue error: no popup for the user.
    expect(getPopup()).toBeNull();
  });

  it('#13.9 a missing array of an offer detail is reported with its path', async () => {
    useApi.all('/api/Alumno/dameOferta/7', { titulo: 'Prácticas' });
    await expect(api.get('/Alumno/dameOferta/7', { schema: ZOfferDetail })).rejects.toThrow(
      'The answer of GET /api/Alumno/dameOferta/7 does not match its contract',
    );
    const error = (await api
      .post('/api/Alumno/dameOferta/7', {}, { schema: ZOfferDetail })
      .catch((err: unknown) => err)) as ApiContractError;
    expect(error.method).toBe('POST');
    expect(error.issues.map((issue) => issue.path.join('.'))).toContain('titulaciones');
  });

  it('#13.9 a right answer comes back as the server sent it', async () => {
    useApi.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { numPaginas: 2, numTotal: 20 });
    await expect(api.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { schema: ZOfferCount })).resolves.toEqual({
      datos: { numPaginas: 2, numTotal: 20 },
    });
  });

  it('#13.9 a production build checks nothing', async () => {
    vi.stubEnv('DEV', false);
    const safeParse = vi.fn(() => ({ success: false as const, error: { issues: [] } }));
    useApi.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { numTotal: 'veinte' });
    const schema = { safeParse } as unknown as typeof ZOfferCount;
    await expect(api.get('/api/Alumno/dameNumOfertasEmpleoUsuario', { schema })).resolves.toEqual({
      datos: { numTotal: 'veinte' },
    });
    expect(safeParse).not.toHaveBeenCalled();
  });
});

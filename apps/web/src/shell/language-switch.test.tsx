import '../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { changeLanguageLocally, currentLanguage, LANG_KEY } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { signIn, testBrand, TestProviders } from '../test/render-app';
import { LanguageSwitch } from './language-switch';
import { answerEverythingWith, apiRequests } from '../test/msw-server';

function renderSwitch(queryClient = createQueryClient()) {
  render(
    <TestProviders brand={testBrand()} queryClient={queryClient}>
      <MemoryRouter>
        <LanguageSwitch />
      </MemoryRouter>
    </TestProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  endSession();
  changeLanguageLocally('es');
  localStorage.removeItem(LANG_KEY);
  answerEverythingWith({ idIdiomaPreferido: 2 });
});
afterEach(() => {
  cleanup();
});

describe('language switch (SPEC §2 Shell)', () => {
  it('asks for confirmation and keeps the language when cancelled', async () => {
    renderSwitch();
    fireEvent.click(screen.getByRole('button', { name: 'Català' }));
    expect(await screen.findByRole('dialog', { name: 'Cambiar el idioma' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentLanguage()).toBe('es');
    expect(localStorage.getItem(LANG_KEY)).toBeNull();
  });

  it('changes the language on confirm, stores it locally, and needs no server when anonymous', async () => {
    renderSwitch();
    fireEvent.click(screen.getByRole('button', { name: 'Català' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar idioma' }));
    await waitFor(() => expect(currentLanguage()).toBe('ca'));
    expect(localStorage.getItem(LANG_KEY)).toBe('ca');
    expect(document.documentElement.lang).toBe('ca');
    // ADR 0030: the server paints the next visit's sign-in texts in Catalan.
    expect(document.cookie).toContain('portal_lang=ca');
    expect(apiRequests()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Català' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('saves the choice on the server when signed in', async () => {
    signIn('company');
    renderSwitch();
    fireEvent.click(screen.getByRole('button', { name: 'Català' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar idioma' }));
    await waitFor(() => expect(apiRequests()).toHaveLength(1));
    const [request] = apiRequests();
    expect(request.url).toBe('/api/Empresa/editarIdiomaPreferido');
    expect(request.body).toEqual({ idIdioma: 2 });
  });

  it('asks the server again for what it wrote in the old language once the choice is saved', async () => {
    signIn('student');
    const queryClient = createQueryClient();
    queryClient.setQueryData(['applications', 'practicas'], [{ estado: 'Inscrito' }]);
    renderSwitch(queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Català' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar idioma' }));
    await waitFor(() => expect(queryClient.getQueryState(['applications', 'practicas'])?.isInvalidated).toBe(true));
  });

  it('does nothing when the current language is chosen again', () => {
    renderSwitch();
    fireEvent.click(screen.getByRole('button', { name: 'Castellano' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

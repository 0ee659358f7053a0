import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pages } from '../../app/pages';
import { changeLanguageLocally } from '../../i18n';
import { endSession } from '../../lib/session';
import { renderApp, testBrand } from '../../test/render-app';
import { FALLBACK_BRAND } from '../../lib/brand-fallback';
import { parseBlocks } from '../../ui/markdown-text';
import { answerEverythingWith } from '../../test/msw-server';

const brand = testBrand({
  prefix: 'uni',
  texts: {
    es: {
      ...FALLBACK_BRAND.texts.es,
      privacyPolicy: '## Tus datos\n\nLos tratamos con **cuidado**. [Contacto](mailto:dpd@uni.example)\n\n- uno\n- dos',
      practiceConditions: 'Texto de la marca',
    },
    ca: { ...FALLBACK_BRAND.texts.ca, practiceConditions: 'Text de la marca' },
  },
  textsEn: { ...FALLBACK_BRAND.textsEn, pressRoom: { title: 'Press room', body: 'Ask the **press office**.' } },
});

beforeEach(() => {
  localStorage.clear();
  endSession();
  changeLanguageLocally('es');
  answerEverythingWith(null);
});
afterEach(() => {
  cleanup();
});

describe('public pages (SPEC §2 Public routes)', () => {
  it('render the brand policy text without raw HTML', async () => {
    renderApp({ path: '/politica-de-privacidad', pages, brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Tus datos' })).toBeTruthy();
    expect(screen.getByText('cuidado').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('mailto:dpd@uni.example');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['uno', 'dos']));
  });

  it('show the economic conditions at /{prefix}/condicions in Catalan too', async () => {
    changeLanguageLocally('ca');
    renderApp({ path: '/uni/condicions', pages, brand });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Condicions econòmiques de les pràctiques' }),
    ).toBeTruthy();
    expect(screen.getByText('50 EUR al mes')).toBeTruthy();
    expect(screen.getByText('75 EUR al mes')).toBeTruthy();
    expect(screen.getByText('5 hores al dia i 25 hores a la setmana')).toBeTruthy();
    expect(screen.getByText('7 hores al dia')).toBeTruthy();
    expect(screen.getByText('Text de la marca')).toBeTruthy();
  });

  it('show the English pages in English from textsEn', async () => {
    renderApp({ path: '/press-room', pages, brand });
    expect(await screen.findByRole('heading', { level: 1, name: 'Press room' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('lang')).toBe('en');
    await waitFor(() => expect(document.title.startsWith('Press room')).toBe(true));
  });

  it('show the maintenance page', async () => {
    renderApp({ path: '/mantenimiento', pages, brand, maintenance: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Portal en mantenimiento' })).toBeTruthy();
  });

  it('parse only the markdown subset', () => {
    expect(parseBlocks('# A\ntexto\nseguido\n\n- x\n* y')).toEqual([
      { kind: 'heading', level: 1, text: 'A' },
      { kind: 'paragraph', text: 'texto seguido' },
      { kind: 'list', items: ['x', 'y'] },
    ]);
  });
});

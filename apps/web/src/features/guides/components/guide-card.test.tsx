import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TGuide } from '@portal/contracts/guides/guides.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { testBrand, TestProviders } from '../../../test/render-app';
import { GuideCard } from './guide-card';

const LONG =
  'Cómo preparar una entrevista por competencias: el método STAR, las preguntas más habituales, qué contar de tus prácticas y cómo cerrar la entrevista con buenas preguntas.';

async function renderCard(guide: TGuide) {
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <GuideCard guide={guide} />
    </TestProviders>,
  );
  return screen.findByRole('heading', { name: guide.titulo });
}

afterEach(cleanup);

describe('guide card (SPEC §2 Cards)', () => {
  it('expands and folds a long description with a labelled toggle', async () => {
    await renderCard({
      idGuia: 1,
      titulo: 'Entrevistas',
      descripcion: LONG,
      urlFichero: '/guias/entrevistas.pdf',
      ulrImagen: '/guias/entrevistas.jpg',
    });
    const toggle = screen.getByRole('button', { name: 'Ver más: Entrevistas' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.textContent).toBe(LONG);
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver menos: Entrevistas' }).getAttribute('aria-expanded')).toBe('true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ver menos: Entrevistas' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver más: Entrevistas' }).getAttribute('aria-expanded')).toBe('false'),
    );
  });

  it('shows a short description whole, the image as decoration and the download link', async () => {
    await renderCard({
      idGuia: 2,
      titulo: 'Tu CV',
      descripcion: 'Consejos breves.',
      urlFichero: '/guias/cv.pdf',
      ulrImagen: '/guias/cv.jpg',
    });
    expect(screen.getByText('Consejos breves.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ver más/ })).toBeNull();
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('');
    const link = screen.getByRole('link', { name: /^Descargar la guía: Tu CV/ });
    expect(link.getAttribute('href')).toBe('/guias/cv.pdf');
  });
});

import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { cvOf } from '../../../test/fixtures/cv';
import { testBrand, TestProviders } from '../../../test/render-app';
import { apiRequests, useApi } from '../../../test/msw-server';
import { cvCompleteness } from '@portal/contracts/cv/cv-completeness';
import { CompletenessMeter } from './completeness-meter';
import { DocumentUploadForm } from './document-upload-form';
import { PresentationForm } from './preferences-section';
import { SectionCard } from './section-card';

function wrap(children: ReactNode) {
  return render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/cv']}>{children}</MemoryRouter>
    </TestProviders>,
  );
}

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

afterEach(() => {
  cleanup();
});

describe('CV completeness meter (issue #16 part 5)', () => {
  it('names what is missing, each item a link to its section, personal fields included', () => {
    const cv = { ...cvOf('Nueva'), academicos: [] };
    const completeness = cvCompleteness(cv, ['telefono1', 'dni']);
    wrap(<CompletenessMeter completeness={completeness} />);
    const meter = screen.getByTestId('cv-meter');
    expect(
      within(meter).getByRole('heading', { name: `Tu CV está completo al ${completeness.percent} %` }),
    ).toBeTruthy();
    const links = within(meter).getAllByRole('link');
    const byName = Object.fromEntries(links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(byName).toMatchObject({
      'Datos personales: Teléfono': '/cv#datos-personales',
      'Al menos un estudio': '/cv#estudios',
      'Al menos una experiencia': '/cv#experiencia',
      'Al menos un idioma': '/cv#idiomas',
      'Un CV adjunto': '/cv#documentos',
      'Foto de perfil': '/cv#foto',
    });
    expect(completeness.percent).toBe(0);
  });

  it('following an item opens its collapsed section and focuses the named field', async () => {
    const completeness = cvCompleteness(cvOf('Nueva'), ['telefono1']);
    wrap(
      <>
        <CompletenessMeter completeness={completeness} />
        <SectionCard id="datos-personales" title="Datos personales">
          <label>
            Teléfono
            <input name="telefono1" />
          </label>
        </SectionCard>
      </>,
    );
    const toggle = screen.getByRole('button', { name: /Datos personales/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('link', { name: 'Datos personales: Teléfono' }));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Teléfono' })));
  });
});

describe('CV section (issue #16 part 5: its own save, an unsaved mark)', () => {
  it('marks the section unsaved while typing and clears it once its own call saved', async () => {
    useApi.all('*', null);
    wrap(
      <SectionCard id="portfolio" title="Portfolio y presentación">
        <PresentationForm texto={null} />
      </SectionCard>,
    );
    expect(screen.queryByText('Cambios sin guardar')).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'Presentación' }), { target: { value: 'Hola' } });
    expect(await screen.findByText('Cambios sin guardar')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Cambios sin guardar')).toBeNull());
    expect(apiRequests().map((request) => request.url)).toEqual(['/api/Alumno/editPresentacion']);
  });
});

describe('upload widget (issue #16 part 5, SPEC §5 Files)', () => {
  function pick(container: HTMLElement, file: File) {
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
  }

  it('refuses a type outside the whitelist with the SPEC message, announced, and sends nothing', async () => {
    useApi.all('*', { idNuevaAlta: 9 });
    const { container } = wrap(<DocumentUploadForm tipo="cv" domains={undefined} />);
    const drop = screen.getByRole('button', { name: /^Fichero.*Elegir fichero$/ });
    pick(container, fileOf('virus.exe', 10, 'application/octet-stream'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Este tipo de fichero no esta permitido');
    expect(drop.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByText(/añadido correctamente/)).toBeNull();
    expect(apiRequests()).toHaveLength(0);
  });

  it('refuses a file over 2000 KB with the SPEC message and offers a URL instead', async () => {
    const { container } = wrap(<DocumentUploadForm tipo="cv" domains={undefined} />);
    pick(container, fileOf('grande.pdf', 2_100_000));
    expect((await screen.findByRole('alert')).textContent).toBe('El fichero supera el límite de 2000 KB.');
    expect(screen.getByRole('textbox', { name: 'URL del fichero' })).toBeTruthy();
    expect(apiRequests()).toHaveLength(0);
  });

  it('sends an allowed file by the section’s own call as base64 plus extension', async () => {
    useApi.all('*', { idNuevaAlta: 9 });
    const { container } = wrap(<DocumentUploadForm tipo="cv" domains={undefined} />);
    fireEvent.change(screen.getByRole('textbox', { name: /Nombre del documento/ }), { target: { value: 'Mi CV' } });
    pick(container, fileOf('cv.pdf', 3));
    expect(await screen.findByText('Fichero cv.pdf añadido correctamente')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await waitFor(() => expect(apiRequests()).toHaveLength(1));
    expect(apiRequests()[0]).toMatchObject({
      url: '/api/Alumno/addDoc',
      body: { nombre: 'Mi CV', tipo: 'cv', ficheroB64ParaAltas: 'AAAA', extension_adjunto: 'pdf' },
    });
  });
});

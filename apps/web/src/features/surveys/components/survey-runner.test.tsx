import '../../../test/dom-polyfills';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import { createQueryClient } from '../../../lib/query-client';
import { endSession } from '../../../lib/session';
import { signIn, testBrand, TestProviders } from '../../../test/render-app';
import { jumpingSurvey, mockApi, question, sheetOf, type TRoutes } from '../test/survey-fixtures';
import { SurveyRunner } from './survey-runner';

const SUBMIT = '/api/Encuestas/guardaContestacionEncuesta/valoracion-eventos';
const PROGRESS = '/api/Encuestas/guardaProgresoEncuesta/valoracion-eventos';

async function renderRunner(sheet: TSurveySheet, opts: { bearer?: string | null; routes?: TRoutes } = {}) {
  const api = mockApi(opts.routes ?? {});
  const onFinished = vi.fn();
  render(
    <TestProviders brand={testBrand()} queryClient={createQueryClient()}>
      <SurveyRunner
        sheet={sheet}
        surveyId="valoracion-eventos"
        bearer={opts.bearer ?? null}
        idPractica={null}
        onFinished={onFinished}
      />
    </TestProviders>,
  );
  // The first render suspends until the providers are ready.
  await screen.findByRole('heading', { name: /^Pregunta \d+ de \d+$/ });
  return { api, onFinished };
}

const heading = (n: number, total: number) => screen.getByRole('heading', { name: `Pregunta ${n} de ${total}` });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  endSession();
  signIn('student');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('survey runner (SPEC §4 Survey flow)', () => {
  it('follows the next question when the answer has no jump, and back retraces', async () => {
    await renderRunner(jumpingSurvey());
    expect(heading(1, 4)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    next();
    expect(await screen.findByRole('heading', { name: 'Pregunta 2 de 4' })).toBeTruthy();
    expect(screen.getByText('¿Cómo valoras los talleres?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading(1, 4)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement).checked).toBe(true);
  });

  it('jumps forward by idPreguntaDestino, skipping the questions between, and back returns to the jump', async () => {
    await renderRunner(jumpingSurvey());
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    next();
    expect(await screen.findByRole('heading', { name: 'Pregunta 4 de 4' })).toBeTruthy();
    expect(screen.getByLabelText('¿Qué temas propones?')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading(4, 4)));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(heading(1, 4)).toBeTruthy();
  });

  it('shows the finish button only on the last question, and sends only the answers on the followed path', async () => {
    const { api, onFinished } = await renderRunner(jumpingSurvey(), {
      routes: { [SUBMIT]: { datos: { finalizada: true, fecha: '2026-03-01' } } },
    });
    expect(screen.queryByRole('button', { name: 'Finalizar y enviar' })).toBeNull();
    // Answer 2 and 3 on the 'Sí' path, then change to 'No': their answers are dropped.
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    next();
    fireEvent.click(await screen.findByRole('radio', { name: '2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    next();
    fireEvent.change(await screen.findByLabelText('¿Qué temas propones?'), { target: { value: 'Más talleres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finalizar y enviar' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalled());
    expect(api.to('guardaContestacionEncuesta/valoracion-eventos')[0].body).toEqual({
      lContestaciones: [
        { idPregunta: 1, idRespuesta: 2 },
        { idPregunta: 4, texto: 'Más talleres' },
      ],
    });
  });

  it('the question flagged ultima finishes even when more questions follow', async () => {
    await renderRunner(sheetOf([question(1, 1, { tipo: 'text', ultima: true }), question(2, 2, { tipo: 'text' })]));
    expect(screen.getByRole('button', { name: 'Finalizar y enviar' })).toBeTruthy();
  });

  it('does not move on from an unanswered mandatory question (SPEC §5) and marks it', async () => {
    const { api } = await renderRunner(jumpingSurvey());
    next();
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(heading(1, 4)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByText('Este campo es requerido')).toBeNull());
  });

  it('marks the questions a 40 names and shows the first of them', async () => {
    const sheet = sheetOf([
      question(1, 1, { tipo: 'text', texto: 'Primera' }),
      question(2, 2, { tipo: 'text', texto: 'Segunda', ultima: true }),
    ]);
    await renderRunner(sheet, { routes: { [SUBMIT]: { status: 40, datos: { preguntasSinContestar: [1] } } } });
    next();
    fireEvent.click(await screen.findByRole('button', { name: 'Finalizar y enviar' }));
    expect(await screen.findByTestId('survey-unanswered')).toBeTruthy();
    expect(screen.getByText('Preguntas sin responder')).toBeTruthy();
    expect(heading(1, 2)).toBeTruthy();
    const field = screen.getByLabelText('Primera');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Este campo es requerido')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Ya respondida' } });
    await waitFor(() => expect(screen.queryByTestId('survey-unanswered')).toBeNull());
  });

  it('restores saved progress where it stopped and saves progress again (539)', async () => {
    const { api } = await renderRunner(jumpingSurvey({ lContestaciones: [{ idPregunta: 1, idRespuesta: 1 }] }), {
      routes: { [PROGRESS]: { datos: { fecha: '2026-03-01' }, aviso: 539 } },
    });
    expect(screen.getByText(/Hemos recuperado las respuestas que guardaste/)).toBeTruthy();
    expect(heading(2, 4)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar progreso' }));
    await waitFor(() => expect(api.to('guardaProgresoEncuesta/valoracion-eventos')).toHaveLength(1));
    const body = api.to('guardaProgresoEncuesta/valoracion-eventos')[0].body as { lContestacionesJSON: string };
    expect(JSON.parse(body.lContestacionesJSON)).toEqual([
      { idPregunta: 1, idRespuesta: 1 },
      { idPregunta: 2, idRespuesta: 3 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect((screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement).checked).toBe(true);
  });

  it('resumes after a restored jump at the first unanswered question on its path', async () => {
    await renderRunner(jumpingSurvey({ lContestaciones: [{ idPregunta: 1, idRespuesta: 2 }] }));
    expect(heading(4, 4)).toBeTruthy();
  });

  it("caps a text answer at the survey's maximum length with a live counter", async () => {
    await renderRunner(
      sheetOf([question(1, 1, { tipo: 'text', texto: 'Comentarios', ultima: true })], { maxLongitudRespuesta: 256 }),
    );
    const field = screen.getByLabelText('Comentarios') as HTMLTextAreaElement;
    expect(field.maxLength).toBe(256);
    expect(screen.getByText(/0 de 256 caracteres/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Hola!' } });
    expect(await screen.findByText(/5 de 256 caracteres/)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'x'.repeat(300) } });
    await waitFor(() => expect(field.value).toHaveLength(256));
    expect(screen.getByText('Has llegado al máximo de 256 caracteres')).toBeTruthy();
  });

  it("falls back to the brand's maximum length (6000 on some brands)", async () => {
    mockApi({});
    const sheet = sheetOf([question(1, 1, { tipo: 'text', texto: 'Comentarios', ultima: true })], {
      maxLongitudRespuesta: 0,
    });
    render(
      <TestProviders brand={testBrand({ surveyMaxLength: 6000 })} queryClient={createQueryClient()}>
        <SurveyRunner sheet={sheet} surveyId="s" bearer={null} idPractica={null} onFinished={() => {}} />
      </TestProviders>,
    );
    expect(((await screen.findByLabelText('Comentarios')) as HTMLTextAreaElement).maxLength).toBe(6000);
  });

  it('sends the anonymous survey token instead of the session token, and offers the resume link', async () => {
    const { api } = await renderRunner(jumpingSurvey({ anonima: true }), {
      bearer: 'enc_abc',
      routes: { [PROGRESS]: { datos: { fecha: '2026-03-01' }, aviso: 539 } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar progreso' }));
    await waitFor(() => expect(api.to('guardaProgresoEncuesta/valoracion-eventos')).toHaveLength(1));
    expect(api.to('guardaProgresoEncuesta/valoracion-eventos')[0].authorization).toBe('Bearer enc_abc');
    const link = (await screen.findByLabelText('Enlace para continuar la encuesta')) as HTMLInputElement;
    expect(link.value).toMatch(/\/encuestas\/valoracion-eventos\?token=enc_abc$/);
  });
});

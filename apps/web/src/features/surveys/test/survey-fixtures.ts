import { vi } from 'vitest';
import type { TSurveyQuestion, TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';

export interface TRecordedCall {
  path: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
}

type TReply = { status?: number; datos?: unknown; aviso?: number; mensaje?: string; http?: number };
export type TRoutes = Record<string, TReply | ((call: TRecordedCall) => TReply)>;

/**
 * fetch stub: answers `routes[path]` ('METHOD /path' or '/path') with the envelope, anything else
 * with `{ status: 0, datos: null }`; records every call.
 */
export function mockApi(routes: TRoutes) {
  const calls: TRecordedCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const path = String(input);
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: TRecordedCall = {
        path,
        method,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.Authorization,
      };
      calls.push(call);
      const route = routes[`${method} ${path}`] ?? routes[path];
      const reply = typeof route === 'function' ? route(call) : (route ?? { datos: null });
      const envelope = {
        status: reply.status ?? 0,
        datos: reply.datos ?? null,
        ...(reply.aviso ? { aviso: reply.aviso } : {}),
        ...(reply.mensaje ? { mensaje: reply.mensaje } : {}),
      };
      return new Response(JSON.stringify(envelope), {
        status: reply.http ?? (envelope.status === 0 ? 200 : 400),
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls, to: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)) };
}

export function question(idPregunta: number, orden: number, extra: Partial<TSurveyQuestion> = {}): TSurveyQuestion {
  return {
    idPregunta,
    orden,
    texto: `Pregunta número ${idPregunta}`,
    tipo: 'single',
    respuestaObligatoria: false,
    respuestas: [],
    error: false,
    ultima: false,
    ...extra,
  };
}

export const yesNo = (noJumpsTo: number | null = null) => [
  { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: null },
  { idRespuesta: 2, texto: 'No', idPreguntaDestino: noJumpsTo },
];

export function sheetOf(preguntas: TSurveyQuestion[], extra: Partial<TSurveySheet> = {}): TSurveySheet {
  return {
    idEncuesta: 2,
    titulo: 'Valoración de talleres',
    descripcion: null,
    urlAcceso: 'valoracion-eventos',
    obligatoria: false,
    sacaOpcionAnonima: true,
    paraAlumnos: true,
    paraEmpresa: false,
    paraTutorAcademico: false,
    idPractica: null,
    maxLongitudRespuesta: 256,
    preguntas,
    lContestaciones: [],
    anonima: false,
    ...extra,
  };
}

/** A survey with a jump: 'No' on question 1 skips questions 2 and 3; question 4 is the last. */
export function jumpingSurvey(extra: Partial<TSurveySheet> = {}): TSurveySheet {
  return sheetOf(
    [
      question(1, 1, { texto: '¿Has asistido a algún taller?', respuestaObligatoria: true, respuestas: yesNo(4) }),
      question(2, 2, {
        texto: '¿Cómo valoras los talleres?',
        tipo: 'scale',
        respuestaObligatoria: true,
        respuestas: [1, 2, 3].map((n) => ({ idRespuesta: n, texto: String(n), idPreguntaDestino: null })),
      }),
      question(3, 3, {
        texto: '¿Qué talleres te gustaron?',
        tipo: 'multi',
        respuestas: [
          { idRespuesta: 1, texto: 'CV', idPreguntaDestino: null },
          { idRespuesta: 2, texto: 'Entrevista', idPreguntaDestino: null },
        ],
      }),
      question(4, 4, { texto: '¿Qué temas propones?', tipo: 'text', ultima: true }),
    ],
    extra,
  );
}

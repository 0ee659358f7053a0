import { describe, expect, it } from 'vitest';
import {
  followedPath,
  normaliseAnswers,
  parseOptions,
  unansweredMandatory,
  validateAnswers,
  type QuestionDef,
} from './survey-answers';

// Shaped like demo survey 2: 'No' in question 4 jumps to question 7, past 5 and 6.
const Q: QuestionDef[] = [
  {
    id: 4,
    orden: 1,
    texto: '¿Asististe?',
    tipo: 'single',
    obligatoria: true,
    opciones: [
      { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: 5 },
      { idRespuesta: 2, texto: 'No', idPreguntaDestino: 7 },
    ],
  },
  {
    id: 5,
    orden: 2,
    texto: 'Valora',
    tipo: 'scale',
    obligatoria: true,
    opciones: [1, 2, 3, 4, 5].map((n) => ({ idRespuesta: n, texto: String(n), idPreguntaDestino: null })),
  },
  {
    id: 6,
    orden: 3,
    texto: 'Cuáles',
    tipo: 'multi',
    obligatoria: false,
    opciones: [1, 2, 3].map((n) => ({ idRespuesta: n, texto: String(n), idPreguntaDestino: null })),
  },
  { id: 7, orden: 4, texto: 'Temas', tipo: 'text', obligatoria: false, opciones: [] },
];
const ids = (qs: QuestionDef[]) => qs.map((q) => q.id);

describe('followedPath', () => {
  it('follows a jump forward and skips the questions between', () => {
    expect(ids(followedPath(Q, [{ idPregunta: 4, idRespuesta: 2 }]))).toEqual([4, 7]);
  });

  it('walks every question when the answer jumps to the next one or nothing is answered', () => {
    expect(ids(followedPath(Q, [{ idPregunta: 4, idRespuesta: 1 }]))).toEqual([4, 5, 6, 7]);
    expect(ids(followedPath(Q, []))).toEqual([4, 5, 6, 7]);
  });

  it('ignores jumps backwards or to unknown questions, so every path ends', () => {
    const loop: QuestionDef[] = [
      Q[0],
      {
        ...Q[1],
        opciones: [
          { idRespuesta: 1, texto: '1', idPreguntaDestino: 4 },
          { idRespuesta: 2, texto: '2', idPreguntaDestino: 99 },
        ],
      },
      Q[3],
    ];
    expect(
      ids(
        followedPath(loop, [
          { idPregunta: 4, idRespuesta: 1 },
          { idPregunta: 5, idRespuesta: 1 },
        ]),
      ),
    ).toEqual([4, 5, 7]);
    expect(
      ids(
        followedPath(loop, [
          { idPregunta: 4, idRespuesta: 1 },
          { idPregunta: 5, idRespuesta: 2 },
        ]),
      ),
    ).toEqual([4, 5, 7]);
  });
});

describe('unansweredMandatory', () => {
  it('requires the mandatory questions on the followed path only', () => {
    expect(unansweredMandatory(Q, [])).toEqual([4, 5]);
    expect(unansweredMandatory(Q, [{ idPregunta: 4, idRespuesta: 1 }])).toEqual([5]);
    expect(unansweredMandatory(Q, [{ idPregunta: 4, idRespuesta: 2 }])).toEqual([]);
  });

  it('does not count blank text as an answer', () => {
    const mandatoryText = Q.map((q) => (q.id === 7 ? { ...q, obligatoria: true } : q));
    expect(
      unansweredMandatory(mandatoryText, [
        { idPregunta: 4, idRespuesta: 2 },
        { idPregunta: 7, texto: '   ' },
      ]),
    ).toEqual([7]);
  });
});

describe('validateAnswers', () => {
  it('accepts valid answers, one entry per chosen option in multiple choice', () => {
    expect(
      validateAnswers(
        Q,
        [
          { idPregunta: 4, idRespuesta: 1 },
          { idPregunta: 6, idRespuesta: 1 },
          { idPregunta: 6, idRespuesta: 3 },
          { idPregunta: 7, texto: 'x' },
        ],
        256,
      ),
    ).toEqual([]);
  });

  it('names each problem like the validation errors do', () => {
    const problems = validateAnswers(
      Q,
      [
        { idPregunta: 99, idRespuesta: 1 },
        { idPregunta: 4, idRespuesta: 9 },
        { idPregunta: 5, idRespuesta: 1 },
        { idPregunta: 5, idRespuesta: 2 },
        { idPregunta: 6, idRespuesta: 1 },
        { idPregunta: 6, idRespuesta: 1 },
        { idPregunta: 7, texto: 'x'.repeat(257) },
        { idPregunta: 4, texto: 'texto en una pregunta de opciones' },
      ],
      256,
    );
    expect(problems).toEqual([
      { campo: 'lContestaciones/0/idPregunta', error: 'malformed' },
      { campo: 'lContestaciones/1/idRespuesta', error: 'malformed' },
      { campo: 'lContestaciones/3/idRespuesta', error: 'malformed' },
      { campo: 'lContestaciones/5/idRespuesta', error: 'malformed' },
      { campo: 'lContestaciones/6/texto', error: 'maxLength' },
      { campo: 'lContestaciones/7/texto', error: 'malformed' },
    ]);
  });

  it('allows exactly the maximum length', () => {
    expect(validateAnswers(Q, [{ idPregunta: 7, texto: 'x'.repeat(256) }], 256)).toEqual([]);
  });
});

describe('normaliseAnswers and parseOptions', () => {
  it('keeps filled answers on the path only', () => {
    const answers = [
      { idPregunta: 4, idRespuesta: 2 },
      { idPregunta: 5, idRespuesta: 3 },
      { idPregunta: 7, texto: 'Más talleres' },
      { idPregunta: 6, idRespuesta: null },
    ];
    expect(normaliseAnswers(answers, followedPath(Q, answers))).toEqual([
      { idPregunta: 4, idRespuesta: 2 },
      { idPregunta: 7, texto: 'Más talleres' },
    ]);
    expect(normaliseAnswers(answers)).toHaveLength(3);
  });

  it('reads stored options and tolerates bad JSON', () => {
    expect(
      parseOptions('[{"idRespuesta":1,"texto":"Sí","idPreguntaDestino":5},{"idRespuesta":2,"texto":"No"}]'),
    ).toEqual([
      { idRespuesta: 1, texto: 'Sí', idPreguntaDestino: 5 },
      { idRespuesta: 2, texto: 'No', idPreguntaDestino: null },
    ]);
    expect(parseOptions('not json')).toEqual([]);
  });
});

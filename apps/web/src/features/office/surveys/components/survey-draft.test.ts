import { describe, expect, it } from 'vitest';
import { emptyDraft, newQuestion, toBody } from './survey-draft';

describe('survey builder draft (issue #15 "Survey builder")', () => {
  it('#15.D keeps a jump on its target question when questions are reordered, sending its new position', () => {
    const draft = emptyDraft();
    const first = draft.preguntas[0];
    const second = newQuestion('scale');
    const third = newQuestion('text');
    first.respuestas[1].jumpTo = third.key;
    draft.preguntas = [first, second, third];
    expect(toBody(draft).preguntas[0].respuestas?.map((a) => a.destino)).toEqual([null, 2]);
    // The scale question moves after the free-text one: the jump follows the free-text question.
    draft.preguntas = [first, third, second];
    expect(toBody(draft).preguntas[0].respuestas?.map((a) => a.destino)).toEqual([null, 1]);
    expect(second.respuestas.map((a) => a.texto)).toEqual(['1', '2', '3', '4', '5']);
    expect(third.respuestas).toEqual([]);
  });
});

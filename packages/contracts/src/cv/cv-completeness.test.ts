import { describe, expect, it } from 'vitest';
import { cvCompleteness } from './cv-completeness';
import type { TCv } from './cv.schemas';

/** A CV with nothing the rule counts; each test adds what it needs (the rule reads no more). */
function emptyCv(): Parameters<typeof cvCompleteness>[0] {
  return {
    urlImagenPerfil: null,
    academicos: [],
    profesional: { experiencia: [] } as unknown as TCv['profesional'],
    idiomas: [],
    interes: { tagsInteres: [], competencias: [], programasInformaticos: [] },
    urlCV: null,
    presentacion: null,
  };
}

describe('CV completeness rule (issue #16 part 5)', () => {
  it('names every missing item with its section, the personal fields the API named first, at 0 %', () => {
    const { percent, missing } = cvCompleteness(emptyCv(), ['telefono1', 'dni']);
    expect(percent).toBe(0);
    expect(missing).toEqual([
      { key: 'personal.fields.telefono1', section: 'datos-personales', field: 'telefono1' },
      { key: 'personal.fields.dni', section: 'datos-personales', field: 'dni' },
      { key: 'meter.photo', section: 'foto' },
      { key: 'meter.studies', section: 'estudios' },
      { key: 'meter.experiences', section: 'experiencia' },
      { key: 'meter.languages', section: 'idiomas' },
      { key: 'meter.interests', section: 'intereses' },
      { key: 'meter.cvFile', section: 'documentos' },
      { key: 'meter.presentation', section: 'portfolio' },
    ]);
  });

  it('counts what is there: a CV with a study, an attached CV and a presentation lacks none of them', () => {
    const cv = {
      ...emptyCv(),
      urlCV: '/api/Alumno/documento/1',
      presentacion: 'Hola',
      academicos: [{ id: 1 } as unknown as TCv['academicos'][number]],
    };
    const { percent, missing } = cvCompleteness(cv, []);
    expect(missing.map((item) => item.section)).not.toContain('estudios');
    expect(missing.map((item) => item.section)).not.toContain('documentos');
    expect(missing.map((item) => item.section)).not.toContain('datos-personales');
    expect(missing.map((item) => item.section)).not.toContain('portfolio');
    // 4 of 8: personal data, a study, an attached CV, the presentation.
    expect(percent).toBe(50);
  });

  it('takes a blank presentation as missing and either interests or skills as enough', () => {
    const cv = {
      ...emptyCv(),
      presentacion: '   ',
      interes: { tagsInteres: [], competencias: [1], programasInformaticos: [] },
    };
    const keys = cvCompleteness(cv, undefined).missing.map((item) => item.key);
    expect(keys).toContain('meter.presentation');
    expect(keys).not.toContain('meter.interests');
  });
});

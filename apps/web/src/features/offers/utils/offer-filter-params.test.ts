import { describe, expect, it } from 'vitest';
import {
  filtersToParams,
  hasFilters,
  listStateFromParams,
  listStateToParams,
  storedFilters,
} from './offer-filter-params';
import { sortByHighlightedDate } from './sort-offers';

describe('offer filters → query params (SPEC §2 Offer list filters)', () => {
  it('sends every common filter, lists as repeated params and flags as 1', () => {
    const params = filtersToParams(
      {
        titulo: ' datos ',
        provincia: [46, 8],
        titulaciones: [3],
        fechaPublicacion: '2026-01-01',
        fechainicio: '2026-03-01',
        etiquetas: ['remoto'],
        omitirInscritos: true,
        trabajoFin: 'TFG',
        internacional: true,
        areaFuncional: [2],
      },
      'practicas',
    );
    expect(params.get('titulo')).toBe('datos');
    expect(params.getAll('provincia')).toEqual(['46', '8']);
    expect(params.getAll('titulaciones')).toEqual(['3']);
    expect(params.get('fechaPublicacion')).toBe('2026-01-01');
    expect(params.get('fechainicio')).toBe('2026-03-01');
    expect(params.getAll('etiquetas')).toEqual(['remoto']);
    expect(params.get('omitirInscritos')).toBe('1');
    expect(params.get('trabajoFin')).toBe('TFG');
    expect(params.get('internacional')).toBe('1');
    expect(params.getAll('areaFuncional')).toEqual(['2']);
  });

  it('leaves out empty values, unset flags and the filters of another type (SPEC §9)', () => {
    const params = filtersToParams(
      { titulo: '  ', provincia: [], omitirInscritos: false, contrato: [1], salario: 20000, areaFuncional: [4] },
      'practicas',
    );
    expect(params.toString()).toBe('areaFuncional=4');
    expect(filtersToParams({ contrato: [1], salario: 20000, areaFuncional: [4] }, 'empleo').toString()).toBe(
      'contrato=1&salario=20000',
    );
    expect(hasFilters({ titulo: '' }, 'empleo')).toBe(false);
  });

  it('reads stored filters back keeping only known names', () => {
    expect(storedFilters({ titulo: 'x', provincia: [46], foo: 1, salario: 3 }, 'practicas')).toEqual({
      titulo: 'x',
      provincia: [46],
    });
  });

  it('sorts by highlighted date, else date, newest first (SPEC §4)', () => {
    const sorted = sortByHighlightedDate([
      { fecha: '01/01/2026', fechaDestacada: null, id: 'a' },
      { fecha: '01/12/2025', fechaDestacada: '05/01/2026', id: 'b' },
      { fecha: '03/01/2026', fechaDestacada: null, id: 'c' },
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('#16 part 2: list state in the URL', () => {
  it('reads valid filters, sort and page, drops the rest, and writes back only what differs from the defaults', () => {
    const params = new URLSearchParams(
      'titulo=java&provincia=8&provincia=28&internacional=1&trabajoFin=XYZ&salario=20000&orden=recientes&pagina=3&x=1',
    );
    const state = listStateFromParams(params, 'practicas');
    expect(state).toEqual({
      filters: { titulo: 'java', provincia: [8, 28], internacional: true },
      sort: 'recientes',
      page: 3,
    });
    expect(listStateToParams(state, 'practicas').toString()).toBe(
      'titulo=java&provincia=8&provincia=28&internacional=1&orden=recientes&pagina=3',
    );
    expect(listStateFromParams(new URLSearchParams('orden=nope&pagina=-4'), 'empleo')).toEqual({
      filters: {},
      sort: 'destacadas',
      page: 1,
    });
    expect(listStateToParams({ filters: {}, sort: 'destacadas', page: 1 }, 'empleo').toString()).toBe('');
  });
});

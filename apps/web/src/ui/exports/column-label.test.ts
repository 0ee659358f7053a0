import { EXPORT_LISTS } from '@portal/contracts/exports/export-columns';
import { describe, expect, it } from 'vitest';
import { exportColumnLabel } from './column-label';

// issue #17 'Exports': a table's header is the export's declared label, in the page's language.
describe('exportColumnLabel', () => {
  it("gives the declared label in the page's language, Spanish for any other", () => {
    expect(exportColumnLabel('inscritos', 'fechaInscripcion', 'es')).toBe('Fecha de inscripción');
    expect(exportColumnLabel('inscritos', 'fechaInscripcion', 'ca')).toBe("Data d'inscripció");
    expect(exportColumnLabel('empresas', 'nombre', 'en')).toBe('Razón social');
  });

  it('has a Spanish and a Catalan label for every column of every list, unique within the list', () => {
    for (const [lista, list] of Object.entries(EXPORT_LISTS)) {
      for (const lang of ['es', 'ca'] as const) {
        const labels = list.columns.map((c) => c[lang]);
        expect(labels.every(Boolean), `${lista} ${lang}`).toBe(true);
        expect(new Set(labels).size, `${lista} ${lang}`).toBe(labels.length);
      }
    }
  });
});

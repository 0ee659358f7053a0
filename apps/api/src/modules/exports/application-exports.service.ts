import { EXPORT_LISTS, EXPORT_MAX_ROWS } from '@portal/contracts/exports/export-columns';
import type { TOfficeApplicationListQuery } from '@portal/contracts/office/applications.schemas';
import type { AuthUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { countApplications, applicationsPage } from '../office/applications/applications.repository';
import { applicationFilter, applicationsActor, toItems } from '../office/applications/applications.service';
import type { TExportFormat } from './export-writer';
import { chosenColumns, type ExportPlan, fileName, keysetRows, listOf, refuseTooLarge } from './exports.service';

/**
 * GET /api/Gestion/candidaturas/exportar (issue #17 'Exports': "applications" among the console's
 * lists): the office applications list's rows for the same filters, under the same action and
 * campus scope (applications.service.ts), so the file has exactly what the person sees.
 */
export async function exportApplications(
  db: Db,
  user: AuthUser,
  brandKey: string,
  query: Pick<TOfficeApplicationListQuery, 'q' | 'oferta' | 'empresa' | 'estado' | 'titulacion'> & {
    formato: TExportFormat;
    columnas?: string;
  },
  maxRows = EXPORT_MAX_ROWS,
): Promise<ExportPlan> {
  const { key } = listOf('candidaturas', user);
  const actor = await applicationsActor(db, user, brandKey);
  const columns = await chosenColumns(db, user.userId, key, query.columnas);
  const filter = applicationFilter(actor, query);
  refuseTooLarge(await countApplications(db, filter), maxRows);
  const lang = user.lang;
  return {
    fileName: fileName(EXPORT_LISTS.candidaturas.file, query.formato),
    sheetName: lang === 'ca' ? 'Candidatures' : 'Candidaturas',
    columns,
    rows: keysetRows(
      async (after, limit) =>
        (await toItems(db, await applicationsPage(db, filter, after, limit), lang)).map((i) => ({
          ...i,
          id: i.idCandidatura,
        })),
      (i) => ({
        idCandidatura: i.idCandidatura,
        oferta: i.oferta,
        empresa: i.empresa,
        alumno: i.alumno,
        email: i.email,
        titulaciones: i.titulaciones.join(', '),
        estado: i.estado,
        fecha: i.fecha,
        actualizada: i.actualizada,
      }),
      columns,
    ),
  };
}

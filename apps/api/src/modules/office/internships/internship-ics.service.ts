import type { TBrand } from '@portal/contracts/brand';
import { can } from '@portal/contracts/office/permissions';
import { Status } from '@portal/contracts/status-names';
import { AppError } from '../../../platform/app-error';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { buildInternshipIcs, icsSource, type IcsFile } from '../../internships/internship-ics';
import { requireOffice } from '../office-access.service';

/**
 * The office's .ics of an internship (beside the student's and the company's): the staff who may
 * read the brand's internships get any of them within their campuses (144 outside); an academic
 * tutor only the internships they tutor (221 for another's), as the tutor pages.
 */
export async function officeInternshipIcs(
  db: Db,
  user: AuthUser,
  brand: TBrand,
  id: number,
  origin: string,
): Promise<IcsFile> {
  const actor = await requireOffice(db, user, brand.key, 'internships.read').catch(() =>
    requireOffice(db, user, brand.key, 'internships.tutor'),
  );
  const row = await icsSource(db, id, brand.key);
  if (!row) throw new AppError(Status.InternshipNotFound, { http: 404 });
  const reader = can(actor.kind, 'internships.read');
  if (reader && actor.campusIds.length && !actor.campusIds.includes(Number(row.campus_id)))
    throw new AppError(Status.OutsideCampusScope);
  if (!reader && row.academic_tutor_user_id !== actor.userId) throw new AppError(Status.NotYourTutoredInternship);
  const page = reader ? `/gestion/practicas/${row.id}` : `/gestion/tutorias/${row.id}`;
  return buildInternshipIcs(row, brand, user.lang === 'ca' ? 'ca' : 'es', `${origin}${page}`);
}

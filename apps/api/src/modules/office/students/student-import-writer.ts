import type { TBrand } from '@portal/contracts/brand';
import type { MailContext } from '../../../platform/mail';
import { requestEmailChange } from '../../account/email-change.service';
import type { OfficeActor } from '../office-access.service';
import type { PlanWriter } from './student-import-types';
import * as repo from './student-import.repository';
import type { StudentsRequest } from './students.service';

/**
 * Writes the plan's batches inside the apply's transaction (docs/office-students-import.md) and
 * remembers the created accounts. A created student gets the CV's surnames and document type the
 * file gave (SPEC §3 Personal fields). The login of an account its student owns is not written:
 * the new address gets a confirmation link and the old one a notice (ADR 0033).
 */
export function writerFor(
  ctx: MailContext,
  opts: {
    actor: OfficeActor;
    brand: Pick<TBrand, 'key' | 'name'>;
    baseUrl: string;
    now: string;
    created: number[];
    req: Pick<StudentsRequest, 'requestId' | 'ip'>;
  },
): PlanWriter {
  const { actor, now, created } = opts;
  const trx = ctx.db;
  const idOfDni = new Map<string, number>();
  return {
    async create(rows) {
      const people = new Map<string, repo.NewStudent>();
      for (const { row, kind } of rows) {
        if (idOfDni.has(row.data.dni) || people.has(row.data.dni)) continue;
        people.set(row.data.dni, {
          email: row.data.email,
          nombre: row.data.nombre,
          apellidos: row.data.apellidos,
          apellido1: row.surnames.primer,
          apellido2: row.surnames.segundo,
          documentType: row.documentType,
          dni: row.data.dni,
          kind,
          campusId: row.campusId,
        });
      }
      const byEmail = await repo.insertStudents(trx, actor.brandKey, [...people.values()], now);
      for (const person of people.values()) {
        const id = byEmail.get(person.email)!;
        idOfDni.set(person.dni, id);
        created.push(id);
      }
      await repo.insertStudies(
        trx,
        rows.map(({ row, degreeName, campusName }) => ({
          studentId: idOfDni.get(row.data.dni)!,
          degreeId: row.data.titulacion,
          titulo: degreeName,
          centro: campusName,
          campusId: row.campusId,
          curso: row.data.curso ?? null,
        })),
        now,
      );
    },
    async updatePerson(student, row, emailChange) {
      // The CV's own split of the surnames stands while the office's display form is the same.
      const surnamesChanged = student.apellidos !== row.data.apellidos || student.apellido1 === null;
      await repo.updatePerson(
        trx,
        student.id,
        {
          email: emailChange === 'directo' ? row.data.email : null,
          nombre: row.data.nombre,
          apellidos: row.data.apellidos,
          surnames: surnamesChanged ? row.surnames : null,
          documentType: row.documentType,
          dni: row.data.dni,
          campusId: row.campusId,
        },
        now,
      );
      if (emailChange === 'confirmacion') {
        await requestEmailChange(ctx, {
          userId: student.id,
          nombre: row.data.nombre,
          lang: student.preferred_language,
          oldEmail: student.email,
          newEmail: row.data.email,
          brand: opts.brand,
          baseUrl: opts.baseUrl,
          requestedBy: actor.userId,
          requestId: opts.req.requestId,
          ip: opts.req.ip,
        });
      }
    },
    async addStudy(studentId, row, degreeName, campusName) {
      await repo.insertStudies(
        trx,
        [
          {
            studentId,
            degreeId: row.data.titulacion,
            titulo: degreeName,
            centro: campusName,
            campusId: row.campusId,
            curso: row.data.curso ?? null,
          },
        ],
        now,
      );
    },
    async updateStudy(studyId, row) {
      await repo.updateStudy(trx, studyId, { curso: row.data.curso ?? null, campusId: row.campusId });
    },
  };
}

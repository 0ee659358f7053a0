import { z } from 'zod';
import {
  zCif,
  zContactEmail,
  zDate,
  zDecimal,
  zHoursPerDay,
  zHoursPerWeek,
  zOptionalText,
  zRequiredText,
} from '@portal/contracts/validation/fields';

/**
 * The three steps of a student's internship proposal (issue #12 item 14), with the contracts'
 * field rules: the company by CIF (SPEC §5 CIF check, 33), its contact who will tutor the
 * internship (SPEC §5 company contact: name 3-150, email with @ and a dot, no accents), and the
 * internship (SPEC §5: total hours, hours per day and study aid required; §9 at most 35 a week).
 */
export const ZCompanyStep = z.object({ cif: zCif(), nombreEmpresa: zOptionalText() });
export type TCompanyStep = z.output<typeof ZCompanyStep>;

export const ZContactStep = z.object({ tutorNombre: zRequiredText(), tutorEmail: zContactEmail() });
export type TContactStep = z.output<typeof ZContactStep>;

export const ZInternshipStep = z
  .object({
    titulo: zRequiredText(),
    tareas: zOptionalText(4000),
    fechaInicio: zDate(),
    fechaFin: zDate(),
    horasSemana: zHoursPerWeek(),
    horasDia: zHoursPerDay(),
    horasTotales: zDecimal(),
    ayudaEstudio: zDecimal(),
  })
  .superRefine((v, ctx) => {
    // SPEC §8 27: the start date must precede the end date.
    if (v.fechaInicio > v.fechaFin) ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: '27' });
  });
export type TInternshipStep = z.output<typeof ZInternshipStep>;

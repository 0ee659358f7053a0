import type { TBrandOffice, TInternshipRule } from '@portal/contracts/brand';
import {
  INTERNSHIP_HOURS_DAY_MAX,
  INTERNSHIP_HOURS_DAY_NON_TEACHING_MAX,
  INTERNSHIP_HOURS_WEEK_MAX,
  MASTER_MIN_CREDITS_PERCENT,
} from '@portal/contracts/limits';
import { Status } from '@portal/contracts/status-names';

/**
 * The rules of an internship the office creates or changes (issue #15 'Internships'), each with
 * its own catalogue code. Pure: the service gathers the facts; the brand's
 * `office.internshipRules` says whether a broken rule blocks the save or only warns.
 */
export interface InternshipFacts {
  fechaInicio: string;
  fechaFin: string;
  horasDia: number;
  horasSemana: number;
  /** Other live internships of the student (pending, accepted, ongoing). */
  others: Array<{ fecha_inicio: string; fecha_fin: string }>;
  /** The agreement it runs under, or null when the company has none. */
  /** `fecha_formalizacion`: the day it was formalised (agreement-formalisation.ts), null while it is not. */
  agreement: { estado: string; fecha_formalizacion: string | null; fecha_caducidad: string | null } | null;
  socialSecurityNumber: string | null;
  twoYearMaster: boolean;
  creditsPassedPercent: number | null;
}

export const RULE_CODES: Record<TInternshipRule, number> = {
  solapamiento: Status.InternshipOverlap,
  horas: Status.InternshipTooManyHours,
  convenioEnVigor: Status.InternshipAgreementNotInForce,
  inicioAntesConvenio: Status.InternshipStartsBeforeAgreement,
  seguridadSocial: Status.InternshipStudentWithoutSsn,
  creditosMaster: Status.InternshipMasterCredits,
};

/**
 * SPEC §9 '7 a day in non-teaching periods': true when the internship lies wholly in one of the
 * brand's yearly periods (MM-DD to MM-DD; a period may run over the new year).
 */
export function inNonTeachingPeriod(
  start: string,
  end: string,
  periods: ReadonlyArray<{ desde: string; hasta: string }>,
): boolean {
  const [ys, ye] = [Number(start.slice(0, 4)), Number(end.slice(0, 4))];
  const [ms, me] = [start.slice(5), end.slice(5)];
  return periods.some(({ desde, hasta }) => {
    if (desde <= hasta) return ys === ye && ms >= desde && me <= hasta;
    // Over the new year (e.g. 12-22 to 01-07): both ends in one run of the period.
    if (ys === ye) return (ms >= desde && me >= desde) || (ms <= hasta && me <= hasta);
    return ye === ys + 1 && ms >= desde && me <= hasta;
  });
}

/** The rules the facts break, in the order of the issue. */
export function brokenRules(f: InternshipFacts, office: Pick<TBrandOffice, 'nonTeachingPeriods'>): TInternshipRule[] {
  const broken: TInternshipRule[] = [];
  if (f.others.some((o) => o.fecha_inicio <= f.fechaFin && f.fechaInicio <= o.fecha_fin)) broken.push('solapamiento');
  const dayMax = inNonTeachingPeriod(f.fechaInicio, f.fechaFin, office.nonTeachingPeriods)
    ? INTERNSHIP_HOURS_DAY_NON_TEACHING_MAX
    : INTERNSHIP_HOURS_DAY_MAX;
  if (f.horasDia > dayMax || f.horasSemana > INTERNSHIP_HOURS_WEEK_MAX) broken.push('horas');
  const a = f.agreement;
  // In force: Formalizado and not expired when the internship starts.
  if (!a || a.estado !== 'formalizado' || (a.fecha_caducidad !== null && a.fecha_caducidad < f.fechaInicio))
    broken.push('convenioEnVigor');
  // Rule 205: in force from the day it was formalised, not the day the company signed its copy.
  if (a && a.fecha_formalizacion !== null && f.fechaInicio < a.fecha_formalizacion) broken.push('inicioAntesConvenio');
  if (!f.socialSecurityNumber) broken.push('seguridadSocial');
  if (f.twoYearMaster && (f.creditsPassedPercent ?? 0) < MASTER_MIN_CREDITS_PERCENT) broken.push('creditosMaster');
  return broken;
}

/** Splits the broken rules by the brand's setting into blocking and warning codes. */
export function verdict(broken: TInternshipRule[], office: Pick<TBrandOffice, 'internshipRules'>) {
  const bloqueos = broken.filter((r) => office.internshipRules[r] === 'block').map((r) => RULE_CODES[r]);
  const avisos = broken.filter((r) => office.internshipRules[r] === 'warn').map((r) => RULE_CODES[r]);
  return { bloqueos, avisos };
}

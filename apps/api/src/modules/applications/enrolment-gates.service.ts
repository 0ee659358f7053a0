import { HOURS_WEEK_MAX, MASTER_MIN_CREDITS_PERCENT, PROFILE_EMPLOYMENT } from '@portal/contracts/limits';
import type { TRequiredDocument } from '@portal/contracts/offers/offers.schemas';
import type { DegreeLevel } from '../../db/tables/reference';
import { AppError } from '../../platform/app-error';
import type { Lang } from '../offers/offer-cards';
import type { OfferLanguageRequirement, UnmetRequirement } from '../offers/offer-requirements';
import { unmetRequirements } from '../offers/offer-requirements';
import type { OfferFullRow } from '../offers/offers.repository';
import { isOpenTo } from '../offers/offers.service';
import type { StudentProfile } from '../offers/student-profile.repository';
import { requirementsMessage, type RequirementNames } from './requirement-texts';
import { Status } from '@portal/contracts/status-names';

/**
 * SPEC §6 'Students need' and §7 'Enrol': the gates of `inscribirse`, one function each, run in
 * this order (the order); the first that fails answers its code. Every gate is a pure
 * function of the facts loaded once by applications.service.ts, so each is testable alone.
 */
export interface EnrolmentFacts {
  offer: OfferFullRow;
  profile: StudentProfile;
  /** Degrees the offer targets, with their level. */
  offerDegrees: Array<{ id: number; level: DegreeLevel }>;
  offerLanguages: OfferLanguageRequirement[];
  hasOwnCv: boolean;
  /** The student's internships in a live state. */
  internships: Array<{ fecha_inicio: string; fecha_fin: string }>;
  alreadyCandidate: boolean;
  /** Required documents the student has not uploaded (names resolved). */
  missingDocuments: TRequiredDocument[];
  brandKey: string;
  supportEmail: string;
  lang: Lang;
  /** Language and level names for the 80 message. */
  names: RequirementNames;
  today: string;
  now: string;
}

export type Gate = (f: EnrolmentFacts) => AppError | null;

const isPlacement = (offer: OfferFullRow) => offer.id_perfil !== PROFILE_EMPLOYMENT;

/** 54: the active-search flag of the offer's kind (internships or jobs) must be on. */
export const activeSearchGate: Gate = ({ offer, profile }) =>
  (isPlacement(offer) ? profile.activeSearchInternships : profile.activeSearchJobs)
    ? null
    : new AppError(Status.ActivateSearch);

/** 55: the student's own CV must be attached. */
export const ownCvGate: Gate = ({ hasOwnCv }) => (hasOwnCv ? null : new AppError(Status.AttachYourCv));

/**
 * SPEC §9: a student of a two-year master (ongoing) needs 50 % of the credits passed for an
 * internship; unknown credits count as none. Also what sacaAvisoDeMinimoDeCreditosParaInscribirse answers.
 */
export function lacksMasterCredits(offer: OfferFullRow, profile: StudentProfile): boolean {
  if (!isPlacement(offer)) return false;
  const twoYearMaster = profile.studies.some((s) => s.level === 'master' && s.twoYear && !s.finished);
  return twoYearMaster && (profile.creditsPassedPercent ?? 0) < MASTER_MIN_CREDITS_PERCENT;
}

/** 52: not enough credits. */
export const creditsGate: Gate = ({ offer, profile }) =>
  lacksMasterCredits(offer, profile) ? new AppError(Status.InsufficientCredits) : null;

const POSTGRADUATE: ReadonlySet<DegreeLevel> = new Set(['master', 'doctorado']);

/**
 * 18 / 19: an offer whose target degrees are all grados is for undergraduates (18), all másteres
 * or doctorados for postgraduates (19); the student needs a degree of that level.
 */
/** The level an offer is for: all its target degrees grados, or all másteres or doctorados; else none. */
export function degreeLevelAsked(offerDegrees: EnrolmentFacts['offerDegrees']): 'grado' | 'postgrado' | null {
  if (offerDegrees.length === 0) return null;
  if (offerDegrees.every((d) => d.level === 'grado')) return 'grado';
  if (offerDegrees.every((d) => POSTGRADUATE.has(d.level))) return 'postgrado';
  return null;
}

/** The code of the degree-level rule (18 or 19), or null when met; also the offer page's 'nivel' fact. */
export function degreeLevelFailure(
  offerDegrees: EnrolmentFacts['offerDegrees'],
  profile: Pick<StudentProfile, 'studies'>,
): typeof Status.UndergraduatesOnly | typeof Status.PostgraduatesOnly | null {
  const asked = degreeLevelAsked(offerDegrees);
  const mine = new Set(profile.studies.map((s) => s.level));
  if (asked === 'grado' && !mine.has('grado')) return Status.UndergraduatesOnly;
  if (asked === 'postgrado' && ![...mine].some((l) => POSTGRADUATE.has(l))) return Status.PostgraduatesOnly;
  return null;
}

export const degreeLevelGate: Gate = ({ offerDegrees, profile }) => {
  const code = degreeLevelFailure(offerDegrees, profile);
  return code === null ? null : new AppError(code);
};

/**
 * 13 / 47 'proposal for another degree': none of the offer's target degrees (required or
 * desirable) is one of the student's. The catalogue gives both codes the same text; internship
 * offers answer 13, job offers 47.
 */
/** One of the offer's target degrees is the student's (true when it targets none). */
export function hasTargetDegree(
  offerDegrees: EnrolmentFacts['offerDegrees'],
  profile: Pick<StudentProfile, 'degreeIds'>,
): boolean {
  return offerDegrees.length === 0 || offerDegrees.some((d) => profile.degreeIds.includes(d.id));
}

export const targetDegreesGate: Gate = ({ offer, offerDegrees, profile }) => {
  if (hasTargetDegree(offerDegrees, profile)) return null;
  return new AppError(isPlacement(offer) ? Status.OtherDegreeOffer : Status.OtherDegreeProposal);
};

/** 17: an internship offer's dates overlap an internship the student already has. */
export const overlapGate: Gate = ({ offer, internships }) => {
  if (!isPlacement(offer) || !offer.fecha_inicio) return null;
  const start = offer.fecha_inicio;
  const end = offer.fecha_fin ?? offer.fecha_inicio;
  return internships.some((i) => i.fecha_inicio <= end && i.fecha_fin >= start)
    ? new AppError(Status.OverlapsInternship)
    : null;
};

/** 10: already a candidate. */
export const alreadyCandidateGate: Gate = ({ alreadyCandidate }) =>
  alreadyCandidate ? new AppError(Status.AlreadyApplied) : null;

/** 11 with datos.documentacionNecesaria (SPEC §7). */
export const documentsGate: Gate = ({ missingDocuments }) =>
  missingDocuments.length === 0
    ? null
    : new AppError(Status.DocumentationMissing, { datos: { documentacionNecesaria: missingDocuments } });

/**
 * 80: the offer's requirements the CV does not meet; `mensaje` lists them with the support
 * address, the user ID and the offer reference (SPEC §7), `datos.requisitos` their keys.
 */
export const requirementsGate: Gate = (f) => {
  const unmet: UnmetRequirement[] = unmetRequirements(f.offer, f.offerLanguages, f.profile, f.today);
  if (unmet.length === 0) return null;
  const { mensaje, requisitos } = requirementsMessage(unmet, {
    lang: f.lang,
    supportEmail: f.supportEmail,
    userId: f.profile.userId,
    offerId: f.offer.id,
    names: f.names,
  });
  return new AppError(Status.RequirementsNotMet, { mensaje, datos: { requisitos } });
};

/** 102: an internship of more than 35 hours a week (SPEC §9). */
export const weeklyHoursGate: Gate = ({ offer }) =>
  isPlacement(offer) && offer.horas_semana !== null && offer.horas_semana > HOURS_WEEK_MAX
    ? new AppError(Status.TooManyWeeklyHours)
    : null;

/**
 * Closed offer: a closed, expired or withdrawn offer takes no candidates (SPEC §4). It answers 4
 * ('no longer available'), as for any offer the student cannot see. It comes last, as listed:
 * the student who applied before it closed hears 10 first.
 */
export const openOfferGate: Gate = (f) =>
  isOpenTo(f.offer, { brandKey: f.brandKey, userId: f.profile.userId }, f.profile.grupo, { now: f.now, today: f.today })
    ? null
    : new AppError(Status.OfferNotFound);

export const ENROLMENT_GATES: ReadonlyArray<readonly [name: string, gate: Gate]> = [
  ['activeSearch', activeSearchGate],
  ['ownCv', ownCvGate],
  ['credits', creditsGate],
  ['degreeLevel', degreeLevelGate],
  ['targetDegrees', targetDegreesGate],
  ['overlap', overlapGate],
  ['alreadyCandidate', alreadyCandidateGate],
  ['documents', documentsGate],
  ['requirements', requirementsGate],
  ['weeklyHours', weeklyHoursGate],
  ['openOffer', openOfferGate],
];

/** Throws the first failing gate's error. */
export function checkEnrolmentGates(facts: EnrolmentFacts): void {
  for (const [, gate] of ENROLMENT_GATES) {
    const error = gate(facts);
    if (error) throw error;
  }
}

import type { TOfferFit } from '@portal/contracts/offers/offers.schemas';
import { degreeLevelAsked, degreeLevelFailure, hasTargetDegree } from '../applications/enrolment-gates.service';
import { describeRequirement, type RequirementNames } from '../applications/requirement-texts';
import type { DegreeLevel } from '../../db/tables/reference';
import type { Lang } from './offer-cards';
import { unmetRequirements, type OfferLanguageRequirement, type OfferRequirements } from './offer-requirements';
import type { StudentProfile } from './student-profile.repository';

/**
 * Issue #16 part 4: the requirements of an offer the student meets or not, for the facts at the
 * top of its page. No second set of rules: the degree and level answers are those of the
 * enrolment gates 13/47 and 18/19, the languages and the rest those of gate 80
 * (offer-requirements.ts), so the page never says 'met' where applying would refuse.
 */
export function offerFit(
  offer: OfferRequirements,
  degrees: ReadonlyArray<{ id: number; level: DegreeLevel }>,
  languages: OfferLanguageRequirement[],
  profile: StudentProfile,
  ctx: { today: string; lang: Lang; names: RequirementNames },
): TOfferFit {
  const unmet = unmetRequirements(offer, languages, profile, ctx.today);
  const unmetLanguages = new Set(unmet.filter((u) => u.key === 'idioma').map((u) => u.languageId));
  return {
    titulacion: degrees.length === 0 ? null : hasTargetDegree([...degrees], profile),
    nivel: degreeLevelAsked([...degrees]) === null ? null : degreeLevelFailure([...degrees], profile) === null,
    idiomas: languages.map((l) => ({ idIdioma: l.language_id, cumple: !unmetLanguages.has(l.language_id) })),
    otrosNoCumplidos: unmet.filter((u) => u.key !== 'idioma').map((u) => describeRequirement(u, ctx.lang, ctx.names)),
  };
}

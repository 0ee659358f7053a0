import { CV_SECTIONS, type TCvSectionId } from './cv-anchors';
import type { TCv } from './cv.schemas';

/** One thing the CV lacks: the section (anchor) holding it and, for a personal field, the field. */
export interface TMissingItem {
  /** i18n key (cv namespace) of what is missing. */
  key: string;
  section: TCvSectionId;
  /** A ZCvPersonal key the API's missing-data check named (focused when the link is followed). */
  field?: string;
}

export interface TCompleteness {
  percent: number;
  missing: TMissingItem[];
}

/** The personal-data fields the API reports missing (GET faltanDatosPersonalesObligatorios `campos`). */
type TMissingFields = readonly string[] | undefined;

/** What of the CV the rule reads. */
type TCvForCompleteness = Pick<
  TCv,
  'urlImagenPerfil' | 'academicos' | 'profesional' | 'idiomas' | 'interes' | 'urlCV' | 'presentacion'
>;

/**
 * The completeness rule of the CV (issue #16 part 5), a rule and not a view, hence in contracts;
 * the CV page's meter shows it, computed from the CV as the web has it:
 * the brand's mandatory personal data (the API's missing-data check, SPEC §2 Popups, one check
 * however many fields), the photo, a study, an experience, a language, interests, an attached CV
 * (SPEC §2 'sinCV') and the presentation. Each missing item names its section so the meter links there.
 */
export function cvCompleteness(cv: TCvForCompleteness, missingFields: TMissingFields): TCompleteness {
  const personal: TMissingItem[] = (missingFields ?? []).map((field) => ({
    key: `personal.fields.${field}`,
    section: CV_SECTIONS.personal,
    field,
  }));
  const checks: { lacks: boolean; item: TMissingItem }[] = [
    { lacks: !cv.urlImagenPerfil, item: { key: 'meter.photo', section: CV_SECTIONS.photo } },
    { lacks: cv.academicos.length === 0, item: { key: 'meter.studies', section: CV_SECTIONS.studies } },
    {
      lacks: cv.profesional.experiencia.length === 0,
      item: { key: 'meter.experiences', section: CV_SECTIONS.experiences },
    },
    { lacks: cv.idiomas.length === 0, item: { key: 'meter.languages', section: CV_SECTIONS.languages } },
    {
      lacks: cv.interes.tagsInteres.length === 0 && cv.interes.competencias.length === 0,
      item: { key: 'meter.interests', section: CV_SECTIONS.interests },
    },
    { lacks: !cv.urlCV, item: { key: 'meter.cvFile', section: CV_SECTIONS.documents } },
    { lacks: !cv.presentacion?.trim(), item: { key: 'meter.presentation', section: CV_SECTIONS.portfolio } },
  ];
  const total = checks.length + 1;
  const passed = checks.filter((check) => !check.lacks).length + (personal.length === 0 ? 1 : 0);
  return {
    percent: Math.round((passed / total) * 100),
    missing: [...personal, ...checks.filter((check) => check.lacks).map((check) => check.item)],
  };
}

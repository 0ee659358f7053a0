/**
 * The CV page's section anchors (issue #16 part 5): `/cv#estudios` opens and scrolls to a section.
 * The popups of SPEC §2 and the codes whose target is the CV (status catalogue `to`) use them.
 */
export const CV_SECTIONS = {
  photo: 'foto',
  personal: 'datos-personales',
  email: 'correo',
  studies: 'estudios',
  experiences: 'experiencia',
  languages: 'idiomas',
  interests: 'intereses',
  documents: 'documentos',
  portfolio: 'portfolio',
  preferences: 'preferencias',
  password: 'contrasena',
} as const;

export type TCvSectionId = (typeof CV_SECTIONS)[keyof typeof CV_SECTIONS];

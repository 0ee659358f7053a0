import type { DegreeLevel } from '../tables/reference';

/** University campuses (sedes). SPEC §9: id 5 'Todas' is the default sede and means every campus. */
export const ALL_CAMPUSES_ID = 5;

export type CampusData = [id: number, nameEs: string, nameCa: string];

export const CAMPUSES: CampusData[] = [
  [1, 'Campus de Valencia', 'Campus de València'],
  [2, 'Campus de Barcelona', 'Campus de Barcelona'],
  [3, 'Campus de Madrid', 'Campus de Madrid'],
  [4, 'Campus de Palma', 'Campus de Palma'],
  [ALL_CAMPUSES_ID, 'Todas', 'Totes'],
];

/** Branch of knowledge ids (domain list areasTitulaciones, RD 822/2021 branches). */
export const AREA = { artes: 1, ciencias: 2, salud: 3, sociales: 4, ingenieria: 5 } as const;

export interface DegreeData {
  id: number;
  es: string;
  ca: string;
  level: DegreeLevel;
  area: number;
  campus: number;
  credits: number;
  twoYear?: true;
}

const { artes, ciencias, salud, sociales, ingenieria } = AREA;

/**
 * Degrees (titulaciones). Ids fixed for the demo data (HELPERS): 1-20 grados, 21-30 másteres
 * (21-24 two-year, 120 ECTS: SPEC §9 credits rule), 31-35 ciclos formativos, 36+ doctorados.
 */
export const DEGREES: DegreeData[] = [
  { id: 1, es: 'Grado en Ingeniería Informática', ca: 'Grau en Enginyeria Informàtica', level: 'grado', area: ingenieria, campus: 1, credits: 240 },
  { id: 2, es: 'Grado en Administración y Dirección de Empresas', ca: "Grau en Administració i Direcció d'Empreses", level: 'grado', area: sociales, campus: 1, credits: 240 },
  { id: 3, es: 'Grado en Derecho', ca: 'Grau en Dret', level: 'grado', area: sociales, campus: 2, credits: 240 },
  { id: 4, es: 'Grado en Psicología', ca: 'Grau en Psicologia', level: 'grado', area: salud, campus: 2, credits: 240 },
  { id: 5, es: 'Grado en Enfermería', ca: 'Grau en Infermeria', level: 'grado', area: salud, campus: 3, credits: 240 },
  { id: 6, es: 'Grado en Maestro en Educación Primaria', ca: 'Grau en Mestre en Educació Primària', level: 'grado', area: sociales, campus: 1, credits: 240 },
  { id: 7, es: 'Grado en Maestro en Educación Infantil', ca: 'Grau en Mestre en Educació Infantil', level: 'grado', area: sociales, campus: 4, credits: 240 },
  { id: 8, es: 'Grado en Medicina', ca: 'Grau en Medicina', level: 'grado', area: salud, campus: 3, credits: 360 },
  { id: 9, es: 'Grado en Fisioterapia', ca: 'Grau en Fisioteràpia', level: 'grado', area: salud, campus: 4, credits: 240 },
  { id: 10, es: 'Grado en Fundamentos de la Arquitectura', ca: "Grau en Fonaments de l'Arquitectura", level: 'grado', area: ingenieria, campus: 2, credits: 300 },
  { id: 11, es: 'Grado en Ingeniería en Tecnologías Industriales', ca: 'Grau en Enginyeria en Tecnologies Industrials', level: 'grado', area: ingenieria, campus: 3, credits: 240 },
  { id: 12, es: 'Grado en Periodismo', ca: 'Grau en Periodisme', level: 'grado', area: sociales, campus: 3, credits: 240 },
  { id: 13, es: 'Grado en Publicidad y Relaciones Públicas', ca: 'Grau en Publicitat i Relacions Públiques', level: 'grado', area: sociales, campus: 4, credits: 240 },
  { id: 14, es: 'Grado en Marketing', ca: 'Grau en Màrqueting', level: 'grado', area: sociales, campus: 1, credits: 240 },
  { id: 15, es: 'Grado en Economía', ca: 'Grau en Economia', level: 'grado', area: sociales, campus: 2, credits: 240 },
  { id: 16, es: 'Grado en Turismo', ca: 'Grau en Turisme', level: 'grado', area: sociales, campus: 4, credits: 240 },
  { id: 17, es: 'Grado en Biotecnología', ca: 'Grau en Biotecnologia', level: 'grado', area: ciencias, campus: 1, credits: 240 },
  { id: 18, es: 'Grado en Ciencias de la Actividad Física y del Deporte', ca: "Grau en Ciències de l'Activitat Física i de l'Esport", level: 'grado', area: salud, campus: 3, credits: 240 },
  { id: 19, es: 'Grado en Diseño', ca: 'Grau en Disseny', level: 'grado', area: artes, campus: 2, credits: 240 },
  { id: 20, es: 'Grado en Traducción e Interpretación', ca: 'Grau en Traducció i Interpretació', level: 'grado', area: artes, campus: 4, credits: 240 },
  { id: 21, es: 'Máster Universitario en Ingeniería Industrial', ca: 'Màster Universitari en Enginyeria Industrial', level: 'master', area: ingenieria, campus: 3, credits: 120, twoYear: true },
  { id: 22, es: 'Máster Universitario en Ingeniería de Telecomunicación', ca: 'Màster Universitari en Enginyeria de Telecomunicació', level: 'master', area: ingenieria, campus: 1, credits: 120, twoYear: true },
  { id: 23, es: 'Máster Universitario en Ingeniería de Caminos, Canales y Puertos', ca: 'Màster Universitari en Enginyeria de Camins, Canals i Ports', level: 'master', area: ingenieria, campus: 2, credits: 120, twoYear: true },
  { id: 24, es: 'Máster Universitario en Ingeniería Aeronáutica', ca: 'Màster Universitari en Enginyeria Aeronàutica', level: 'master', area: ingenieria, campus: 4, credits: 120, twoYear: true },
  { id: 25, es: 'Máster Universitario en Profesorado de Educación Secundaria Obligatoria y Bachillerato, Formación Profesional y Enseñanza de Idiomas', ca: "Màster Universitari en Professorat d'Educació Secundària Obligatòria i Batxillerat, Formació Professional i Ensenyament d'Idiomes", level: 'master', area: sociales, campus: 1, credits: 60 },
  { id: 26, es: 'Máster Universitario en Abogacía y Procura', ca: 'Màster Universitari en Advocacia i Procura', level: 'master', area: sociales, campus: 2, credits: 90 },
  { id: 27, es: 'Máster Universitario en Dirección de Empresas (MBA)', ca: "Màster Universitari en Direcció d'Empreses (MBA)", level: 'master', area: sociales, campus: 3, credits: 60 },
  { id: 28, es: 'Máster Universitario en Marketing Digital', ca: 'Màster Universitari en Màrqueting Digital', level: 'master', area: sociales, campus: 4, credits: 60 },
  { id: 29, es: 'Máster Universitario en Ciencia de Datos', ca: 'Màster Universitari en Ciència de Dades', level: 'master', area: ingenieria, campus: 1, credits: 60 },
  { id: 30, es: 'Máster Universitario en Psicología General Sanitaria', ca: 'Màster Universitari en Psicologia General Sanitària', level: 'master', area: salud, campus: 2, credits: 90 },
  { id: 31, es: 'Técnico Superior en Desarrollo de Aplicaciones Web', ca: "Tècnic Superior en Desenvolupament d'Aplicacions Web", level: 'ciclo', area: ingenieria, campus: 1, credits: 120 },
  { id: 32, es: 'Técnico Superior en Desarrollo de Aplicaciones Multiplataforma', ca: "Tècnic Superior en Desenvolupament d'Aplicacions Multiplataforma", level: 'ciclo', area: ingenieria, campus: 2, credits: 120 },
  { id: 33, es: 'Técnico Superior en Administración y Finanzas', ca: 'Tècnic Superior en Administració i Finances', level: 'ciclo', area: sociales, campus: 3, credits: 120 },
  { id: 34, es: 'Técnico Superior en Marketing y Publicidad', ca: 'Tècnic Superior en Màrqueting i Publicitat', level: 'ciclo', area: sociales, campus: 4, credits: 120 },
  { id: 35, es: 'Técnico Superior en Educación Infantil', ca: 'Tècnic Superior en Educació Infantil', level: 'ciclo', area: sociales, campus: 1, credits: 120 },
  { id: 36, es: 'Programa de Doctorado en Informática', ca: 'Programa de Doctorat en Informàtica', level: 'doctorado', area: ingenieria, campus: 1, credits: 0 },
  { id: 37, es: 'Programa de Doctorado en Ciencias de la Salud', ca: 'Programa de Doctorat en Ciències de la Salut', level: 'doctorado', area: salud, campus: 3, credits: 0 },
];

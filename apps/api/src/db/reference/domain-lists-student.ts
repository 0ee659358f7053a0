import { items, type DomainItemData, type DomainListsData } from './domain-item';

function coded(rows: Array<[number, string, string, string]>): DomainItemData[] {
  return rows.map(([id, code, es, ca]) => ({ id, code, es, ca }));
}

/** Same name in both languages (product names). */
function named(names: string[]): DomainItemData[] {
  return names.map((n, i) => ({ id: i + 1, es: n, ca: n }));
}

/** Student and CV lists of SPEC §3 'Domain lists' and 'Personal fields'. */
export const STUDENT_LISTS: DomainListsData = {
  // ISO 639-1 codes (ISO 639-3 for the Spanish sign language).
  idiomas: coded([
    [1, 'es', 'Español', 'Castellà'], [2, 'ca', 'Catalán', 'Català'], [3, 'en', 'Inglés', 'Anglès'],
    [4, 'fr', 'Francés', 'Francès'], [5, 'de', 'Alemán', 'Alemany'], [6, 'it', 'Italiano', 'Italià'],
    [7, 'pt', 'Portugués', 'Portuguès'], [8, 'zh', 'Chino', 'Xinès'], [9, 'ar', 'Árabe', 'Àrab'],
    [10, 'ru', 'Ruso', 'Rus'], [11, 'ja', 'Japonés', 'Japonès'], [12, 'eu', 'Euskera', 'Basc'],
    [13, 'gl', 'Gallego', 'Gallec'], [14, 'nl', 'Neerlandés', 'Neerlandès'], [15, 'ro', 'Rumano', 'Romanès'],
    [16, 'pl', 'Polaco', 'Polonès'], [17, 'sv', 'Sueco', 'Suec'], [18, 'ko', 'Coreano', 'Coreà'],
    [19, 'hi', 'Hindi', 'Hindi'], [20, 'tr', 'Turco', 'Turc'], [21, 'el', 'Griego', 'Grec'],
    [22, 'ssp', 'Lengua de signos española', 'Llengua de signes espanyola'],
  ]),
  // Common European Framework of Reference levels (Instituto Cervantes names).
  nivelesIdioma: coded([
    [1, 'A1', 'A1 - Acceso', 'A1 - Accés'],
    [2, 'A2', 'A2 - Plataforma', 'A2 - Plataforma'],
    [3, 'B1', 'B1 - Umbral', 'B1 - Llindar'],
    [4, 'B2', 'B2 - Avanzado', 'B2 - Avançat'],
    [5, 'C1', 'C1 - Dominio operativo eficaz', 'C1 - Domini operatiu eficaç'],
    [6, 'C2', 'C2 - Maestría', 'C2 - Mestratge'],
    [7, 'NATIVO', 'Nativo', 'Natiu'],
  ]),
  nivelesInformatica: items([
    [1, 'Básico', 'Bàsic'],
    [2, 'Intermedio', 'Intermedi'],
    [3, 'Avanzado', 'Avançat'],
    [4, 'Experto', 'Expert'],
  ]),
  programasInformaticos: named([
    'Microsoft Word', 'Microsoft Excel', 'Microsoft PowerPoint', 'Microsoft Access', 'Microsoft Outlook',
    'Google Workspace', 'Adobe Photoshop', 'Adobe Illustrator', 'Adobe InDesign', 'Adobe Premiere Pro',
    'AutoCAD', 'Revit', 'SolidWorks', 'MATLAB', 'IBM SPSS Statistics', 'R', 'Python', 'Java', 'JavaScript',
    'SQL', 'SAP', 'Salesforce', 'Power BI', 'Tableau', 'WordPress', 'Figma', 'Git', 'Sage 50', 'Canva', 'Linux',
  ]),
  competencias: items([
    [1, 'Trabajo en equipo', 'Treball en equip'],
    [2, 'Comunicación oral y escrita', 'Comunicació oral i escrita'],
    [3, 'Resolución de problemas', 'Resolució de problemes'],
    [4, 'Liderazgo', 'Lideratge'],
    [5, 'Adaptabilidad', 'Adaptabilitat'],
    [6, 'Organización y planificación', 'Organització i planificació'],
    [7, 'Pensamiento crítico', 'Pensament crític'],
    [8, 'Creatividad e innovación', 'Creativitat i innovació'],
    [9, 'Orientación al cliente', 'Orientació al client'],
    [10, 'Negociación', 'Negociació'],
    [11, 'Gestión del tiempo', 'Gestió del temps'],
    [12, 'Iniciativa', 'Iniciativa'],
    [13, 'Capacidad analítica', 'Capacitat analítica'],
    [14, 'Atención al detalle', 'Atenció al detall'],
    [15, 'Inteligencia emocional', 'Intel·ligència emocional'],
    [16, 'Orientación a resultados', 'Orientació a resultats'],
  ]),
  tiposEstancia: items([
    [1, 'Erasmus+ estudios', 'Erasmus+ estudis'],
    [2, 'Erasmus+ prácticas', 'Erasmus+ pràctiques'],
    [3, 'Intercambio internacional', 'Intercanvi internacional'],
    [4, 'Estancia de investigación', 'Estada de recerca'],
    [5, 'Voluntariado internacional', 'Voluntariat internacional'],
    [6, 'Curso de idiomas', "Curs d'idiomes"],
    [7, 'Trabajo en el extranjero', "Treball a l'estranger"],
    [8, 'Otros', 'Altres'],
  ]),
  tiposFormacionAcademica: items([
    [1, 'Grado universitario', 'Grau universitari'],
    [2, 'Máster universitario', 'Màster universitari'],
    [3, 'Doctorado', 'Doctorat'],
    [4, 'Ciclo formativo de grado superior', 'Cicle formatiu de grau superior'],
    [5, 'Ciclo formativo de grado medio', 'Cicle formatiu de grau mitjà'],
    [6, 'Bachillerato', 'Batxillerat'],
    [7, 'Título propio', 'Títol propi'],
    [8, 'Curso de especialización', "Curs d'especialització"],
    [9, 'Licenciatura', 'Llicenciatura'],
    [10, 'Diplomatura', 'Diplomatura'],
    [11, 'Certificado de profesionalidad', 'Certificat de professionalitat'],
  ]),
  tiposDocumentoIdentidad: coded([
    [1, 'DNI', 'DNI', 'DNI'],
    [2, 'NIE', 'NIE', 'NIE'],
    [3, 'PAS', 'Pasaporte', 'Passaport'],
  ]),
  tiposContratoExperiencia: items([
    [1, 'Contrato indefinido', 'Contracte indefinit'],
    [2, 'Contrato temporal', 'Contracte temporal'],
    [3, 'Contrato formativo', 'Contracte formatiu'],
    [4, 'Prácticas curriculares', 'Pràctiques curriculars'],
    [5, 'Prácticas extracurriculares', 'Pràctiques extracurriculars'],
    [6, 'Autónomo', 'Autònom'],
    [7, 'Voluntariado', 'Voluntariat'],
    [8, 'Beca', 'Beca'],
    [9, 'Otros', 'Altres'],
  ]),
  // Codes are the `level` values of the degrees table.
  nivelesTitulacion: coded([
    [1, 'grado', 'Grado', 'Grau'],
    [2, 'master', 'Máster', 'Màster'],
    [3, 'doctorado', 'Doctorado', 'Doctorat'],
    [4, 'ciclo', 'Ciclo formativo', 'Cicle formatiu'],
  ]),
  tagsInteresAlumno: items([
    [1, 'Tecnología', 'Tecnologia'],
    [2, 'Emprendimiento', 'Emprenedoria'],
    [3, 'Sostenibilidad', 'Sostenibilitat'],
    [4, 'Internacional', 'Internacional'],
    [5, 'Investigación', 'Recerca'],
    [6, 'Voluntariado', 'Voluntariat'],
    [7, 'Teletrabajo', 'Teletreball'],
    [8, 'Startups', 'Startups'],
    [9, 'Sector público', 'Sector públic'],
    [10, 'Salud', 'Salut'],
    [11, 'Educación', 'Educació'],
    [12, 'Marketing digital', 'Màrqueting digital'],
    [13, 'Finanzas', 'Finances'],
    [14, 'Inteligencia artificial', 'Intel·ligència artificial'],
    [15, 'Cultura y ocio', 'Cultura i lleure'],
    [16, 'Deporte', 'Esport'],
  ]),
  // Share of the degree's credits passed (SPEC §9: two-year másteres need 50%).
  rangosCreditos: [
    { id: 1, es: 'Menos del 50% de los créditos superados', ca: 'Menys del 50% dels crèdits superats', extra: { desde: 0, hasta: 49 } },
    { id: 2, es: 'Entre el 50% y el 75% de los créditos superados', ca: 'Entre el 50% i el 75% dels crèdits superats', extra: { desde: 50, hasta: 75 } },
    { id: 3, es: 'Más del 75% de los créditos superados', ca: 'Més del 75% dels crèdits superats', extra: { desde: 76, hasta: 99 } },
    { id: 4, es: 'Solo pendiente del TFG o TFM', ca: 'Només pendent del TFG o TFM', extra: { desde: 100, hasta: 100 } },
  ],
  // Training levels of the Sistema Nacional de Empleo, coded by CNED-2014 / ISCED 2011 level.
  nivelesFormativosSNE: coded([
    [1, '0', 'Sin estudios o estudios primarios incompletos', 'Sense estudis o estudis primaris incomplets'],
    [2, '1', 'Educación primaria', 'Educació primària'],
    [3, '2', 'Primera etapa de educación secundaria (ESO)', "Primera etapa d'educació secundària (ESO)"],
    [4, '3', 'Bachillerato o formación profesional de grado medio', 'Batxillerat o formació professional de grau mitjà'],
    [5, '4', 'Educación postsecundaria no superior', 'Educació postsecundària no superior'],
    [6, '5', 'Formación profesional de grado superior', 'Formació professional de grau superior'],
    [7, '6', 'Grado universitario o equivalente', 'Grau universitari o equivalent'],
    [8, '7', 'Máster universitario o equivalente', 'Màster universitari o equivalent'],
    [9, '8', 'Doctorado', 'Doctorat'],
  ]),
  generos: items([
    [1, 'Mujer', 'Dona'],
    [2, 'Hombre', 'Home'],
    [3, 'No binario', 'No binari'],
    [4, 'Prefiero no decirlo', 'Prefereixo no dir-ho'],
  ]),
  // Branches of knowledge (RD 822/2021); `degrees.area_id` points here.
  areasTitulaciones: items([
    [1, 'Artes y Humanidades', 'Arts i Humanitats'],
    [2, 'Ciencias', 'Ciències'],
    [3, 'Ciencias de la Salud', 'Ciències de la Salut'],
    [4, 'Ciencias Sociales y Jurídicas', 'Ciències Socials i Jurídiques'],
    [5, 'Ingeniería y Arquitectura', 'Enginyeria i Arquitectura'],
  ]),
};

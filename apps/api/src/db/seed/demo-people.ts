import type { Insertable } from 'kysely';
import type { StudentRow, UserRow } from '../tables/people';
import type { DemoContext, DemoDb } from './demo-context';

/**
 * Demo users (HELPERS.md ids 1-7, DESIGN.md 'Demo data') and extra students 8-13 who only
 * appear as candidates (no password: they cannot sign in).
 */
export const DEMO_USERS = {
  alumna: 1,
  master: 2,
  antiguo: 3,
  empresa: 4,
  grupo: 5,
  nueva: 6,
  gestor: 7,
} as const;

/** Candidate-only students. */
export const EXTRA_STUDENTS = [8, 9, 10, 11, 12, 13];

type U = [id: number, email: string, role: UserRow['role'], nombre: string, apellidos: string];
const USERS: U[] = [
  [1, 'alumna@demo.test', 'student', 'Lucía', 'Martínez Soler'],
  [2, 'master@demo.test', 'student', 'Pablo', 'Navarro Gil'],
  [3, 'antiguo@demo.test', 'student', 'Elena', 'Ruiz Ferrer'],
  [4, 'empresa@demo.test', 'company', 'Javier', 'López Castillo'],
  [5, 'grupo@demo.test', 'company', 'Marta', 'Sánchez Vidal'],
  [6, 'nueva@demo.test', 'company', 'Andrés', 'Torres Molina'],
  [7, 'gestor@demo.test', 'staff', 'Carmen', 'Gómez Ortega'],
  [8, 'sergio.pons@estudiantes.demo.test', 'student', 'Sergio', 'Pons Aguilar'],
  [9, 'nuria.vidal@estudiantes.demo.test', 'student', 'Núria', 'Vidal Roca'],
  [10, 'adrian.moreno@estudiantes.demo.test', 'student', 'Adrián', 'Moreno Prieto'],
  [11, 'claudia.serrano@estudiantes.demo.test', 'student', 'Claudia', 'Serrano Blanco'],
  [12, 'hugo.campos@estudiantes.demo.test', 'student', 'Hugo', 'Campos Medina'],
  [13, 'irene.lozano@estudiantes.demo.test', 'student', 'Irene', 'Lozano Pastor'],
];

function studentBase(userId: number, kind: StudentRow['kind']): Insertable<StudentRow> {
  return {
    user_id: userId,
    kind,
    campus_id: 1,
    apellido1: null,
    apellido2: null,
    tipo_documento_id: 1,
    dni: null,
    fecha_nacimiento: null,
    genero_id: null,
    email_personal: null,
    email_estudiante: null,
    comunicaciones_en_email_estudiante: 0,
    telefono1: null,
    telefono2: null,
    tipo_via_id: 1,
    direccion: null,
    cp: null,
    localidad: null,
    locality_id: null,
    province_id: null,
    country_id: 1,
    iban: null,
    social_security_number: null,
    nacionalidades: '[1]',
    credits_passed_percent: null,
    active_search_internships: 0,
    active_search_jobs: 0,
    only_vocational: 0,
    tiene_permiso_trabajo: 1,
    necesita_permiso_trabajo: 0,
    id_periodo_preferencia_practicas: null,
    presentacion: null,
    id_nivel_formativo_sne: null,
    enlace_portfolio: null,
    linkedin: null,
    carnet_conducir: 0,
    ultimo_curso: 0,
    anio_promocion: null,
  };
}

export async function seedDemoPeople(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const created = clock.at(-400);
  await db
    .insertInto('users')
    .values(
      USERS.map(([id, email, role, nombre, apellidos]) => ({
        id,
        email,
        password_hash: id <= 7 ? ctx.passwordHash : null,
        role,
        status: 'active' as const,
        brand_key: ctx.brand,
        preferred_language: 'es' as const,
        // nueva@ has never signed in: primerAcceso.
        first_access_at: id === 6 || id > 7 ? null : clock.at(-300),
        last_login_at: id === 6 || id > 7 ? null : clock.at(-2, 9),
        nombre,
        apellidos,
        recibir_informacion: id % 2,
        created_at: created,
      })),
    )
    .execute();

  const y = clock.courseYear;
  const students: Insertable<StudentRow>[] = [
    {
      // alumna@: grado, Ingeniería Informática (degree 1, campus 1), searching both, no social-security number.
      ...studentBase(1, 'grado'),
      apellido1: 'Martínez',
      apellido2: 'Soler',
      dni: '12345678Z',
      fecha_nacimiento: `${y - 21}-03-14`,
      genero_id: 1,
      email_personal: 'lucia.martinez@correo.demo.test',
      email_estudiante: 'lmartinez@alumnos.demo.test',
      telefono1: '612345678',
      direccion: 'Calle de Colón, 12, 3º B',
      cp: '46004',
      localidad: 'València',
      locality_id: 4601,
      province_id: 46,
      credits_passed_percent: 65,
      active_search_internships: 1,
      active_search_jobs: 1,
      id_periodo_preferencia_practicas: 2,
      presentacion:
        'Estudiante de tercero de Ingeniería Informática con interés en el desarrollo web y el análisis de datos.',
      id_nivel_formativo_sne: 4,
      enlace_portfolio: 'https://github.com/lucia-demo',
      linkedin: 'https://www.linkedin.com/in/lucia-martinez-demo',
      carnet_conducir: 1,
    },
    {
      // master@: two-year máster (degree 21), 30% of credits passed (SPEC §9, notice before enrolling).
      ...studentBase(2, 'master'),
      campus_id: 3,
      apellido1: 'Navarro',
      apellido2: 'Gil',
      dni: '87654321X',
      fecha_nacimiento: `${y - 24}-11-02`,
      genero_id: 2,
      email_personal: 'pablo.navarro@correo.demo.test',
      telefono1: '623456789',
      direccion: 'Calle de Alcalá, 150',
      cp: '28028',
      localidad: 'Madrid',
      locality_id: 2801,
      province_id: 28,
      social_security_number: '281234567840',
      credits_passed_percent: 30,
      active_search_internships: 1,
      active_search_jobs: 1,
      id_nivel_formativo_sne: 7,
    },
    {
      // antiguo@: alumnus, graduated in ADE, looking for a job.
      ...studentBase(3, 'alumnus'),
      apellido1: 'Ruiz',
      apellido2: 'Ferrer',
      dni: '11111111H',
      fecha_nacimiento: `${y - 27}-06-21`,
      genero_id: 1,
      email_personal: 'elena.ruiz@correo.demo.test',
      telefono1: '634567890',
      direccion: 'Avinguda del Port, 45',
      cp: '46023',
      localidad: 'València',
      locality_id: 4601,
      province_id: 46,
      social_security_number: '461234567843',
      credits_passed_percent: 100,
      active_search_jobs: 1,
      id_nivel_formativo_sne: 7,
      anio_promocion: y - 3,
    },
    ...EXTRA_STUDENTS.map((id, i) => ({
      ...studentBase(id, 'grado' as const),
      dni: ['23456789D', '34567890V', '45678901G', '56789012B', '67890123B', '78901234X'][i],
      province_id: [46, 8, 28, 46, 7, 46][i],
      credits_passed_percent: 55 + i * 5,
      active_search_internships: 1,
      active_search_jobs: i % 2,
    })),
  ];
  await db.insertInto('students').values(students).execute();

  const studyDate = (years: number) => `${y - years}-09-01`;
  await db
    .insertInto('student_studies')
    .values(
      [
        [1, 1, 1, 1, 'Grado en Ingeniería Informática', 'Campus de Valencia', 2.8, studyDate(2), null, 0, 1, 3],
        [
          2,
          1,
          null,
          0,
          'Bachillerato de Ciencias y Tecnología',
          'IES Lluís Vives',
          3.4,
          studyDate(4),
          `${y - 2}-06-20`,
          1,
          null,
          null,
        ],
        [
          3,
          2,
          21,
          1,
          'Máster Universitario en Ingeniería Industrial',
          'Campus de Madrid',
          2.6,
          studyDate(0),
          null,
          0,
          3,
          1,
        ],
        [
          4,
          2,
          11,
          1,
          'Grado en Ingeniería en Tecnologías Industriales',
          'Campus de Madrid',
          2.9,
          studyDate(4),
          `${y}-07-10`,
          1,
          3,
          4,
        ],
        [
          5,
          3,
          2,
          1,
          'Grado en Administración y Dirección de Empresas',
          'Campus de Valencia',
          3.1,
          studyDate(7),
          `${y - 3}-07-01`,
          1,
          1,
          4,
        ],
        [6, 8, 1, 1, 'Grado en Ingeniería Informática', 'Campus de Valencia', 2.5, studyDate(3), null, 0, 1, 4],
        [
          7,
          9,
          2,
          1,
          'Grado en Administración y Dirección de Empresas',
          'Campus de Valencia',
          3.0,
          studyDate(2),
          null,
          0,
          1,
          3,
        ],
        [8, 10, 14, 1, 'Grado en Marketing', 'Campus de Valencia', 2.7, studyDate(2), null, 0, 1, 3],
        [9, 11, 1, 1, 'Grado en Ingeniería Informática', 'Campus de Valencia', 3.2, studyDate(3), null, 0, 1, 4],
        [10, 12, 16, 1, 'Grado en Turismo', 'Campus de Palma', 2.4, studyDate(2), null, 0, 4, 3],
        [11, 13, 12, 1, 'Grado en Periodismo', 'Campus de Madrid', 2.9, studyDate(3), null, 0, 3, 4],
      ].map(
        ([
          id,
          student_id,
          degree_id,
          from_university,
          titulo,
          centro,
          nota,
          fecha_inicio,
          fecha_fin,
          finished,
          campus_id,
          curso,
        ]) => ({
          id: id as number,
          student_id: student_id as number,
          degree_id: degree_id as number | null,
          from_university: from_university as number,
          titulo: titulo as string,
          centro: centro as string,
          nota: nota as number,
          fecha_inicio: fecha_inicio as string,
          fecha_fin: fecha_fin as string | null,
          finished: finished as number,
          nivel_id: degree_id === null ? null : Number(degree_id) >= 21 ? 2 : 1,
          campus_id: campus_id as number | null,
          country_id: 1,
          curso: curso as number | null,
          created_at: created,
        }),
      ),
    )
    .execute();

  // idiomas: 1 es, 2 ca, 3 en, 4 fr; nivelesIdioma: 4 B2, 5 C1, 7 native.
  await db
    .insertInto('student_languages')
    .values(
      [
        [1, 1, 1, 7, 0, null],
        [2, 1, 2, 5, 1, 'Certificat C1 (JQCV)'],
        [3, 1, 3, 4, 1, 'Cambridge First Certificate (B2)'],
        [4, 2, 1, 7, 0, null],
        [5, 2, 3, 5, 1, 'Cambridge Advanced (C1)'],
        [6, 3, 1, 7, 0, null],
        [7, 3, 3, 4, 0, null],
        [8, 3, 4, 3, 0, null],
      ].map(([id, student_id, language_id, level_id, certification, certificado]) => ({
        id: id as number,
        student_id: student_id as number,
        language_id: language_id as number,
        level_id: level_id as number,
        certification: certification as number,
        certificado: certificado as string | null,
        created_at: created,
      })),
    )
    .execute();

  await db
    .insertInto('student_experiences')
    .values([
      {
        id: 1,
        student_id: 1,
        empresa: 'Academia Byte',
        puesto: 'Profesora de programación (refuerzo)',
        tipo_contrato_id: 4,
        area_funcional_id: 12,
        sector_id: 13,
        fecha_inicio: `${y - 1}-10-01`,
        fecha_fin: `${y}-06-30`,
        actual: 0,
        descripcion: 'Clases de iniciación a Python para alumnos de secundaria.',
        localidad: 'València',
        country_id: 1,
        enlace: null,
        created_at: created,
      },
      {
        id: 2,
        student_id: 3,
        empresa: 'Asesoría Turia',
        puesto: 'Auxiliar contable',
        tipo_contrato_id: 3,
        area_funcional_id: 1,
        sector_id: 11,
        fecha_inicio: `${y - 2}-01-15`,
        fecha_fin: null,
        actual: 1,
        descripcion: 'Contabilidad de pymes, conciliaciones bancarias e impuestos trimestrales.',
        localidad: 'València',
        country_id: 1,
        enlace: null,
        created_at: created,
      },
    ])
    .execute();

  await db
    .insertInto('student_skills')
    .values([1, 3, 6, 13].map((skill_id) => ({ student_id: 1, skill_id })))
    .execute();
  // programasInformaticos: 17 Python, 18 Java, 19 JavaScript, 20 SQL, 27 Git; nivelesInformatica 2..4.
  await db
    .insertInto('student_it_programs')
    .values([
      { student_id: 1, program_id: 17, level_id: 3 },
      { student_id: 1, program_id: 19, level_id: 3 },
      { student_id: 1, program_id: 20, level_id: 2 },
      { student_id: 1, program_id: 27, level_id: 3 },
      { student_id: 3, program_id: 2, level_id: 4 },
      { student_id: 3, program_id: 28, level_id: 3 },
    ])
    .execute();
  await db
    .insertInto('student_interests')
    .values([1, 7, 14].map((tag_id) => ({ student_id: 1, tag_id })))
    .execute();

  await db
    .insertInto('saved_searches')
    .values({
      id: 1,
      student_id: 1,
      nombre: 'Prácticas de desarrollo en Valencia',
      tipo: 'practicas',
      filtros: JSON.stringify({ titulo: 'desarrollo', provincia: 46, titulaciones: [1] }),
      created_at: clock.at(-20),
    })
    .execute();
  await db
    .insertInto('search_history')
    .values([
      {
        id: 1,
        student_id: 1,
        tipo: 'practicas',
        filtros: JSON.stringify({ titulo: 'datos' }),
        created_at: clock.at(-3),
      },
      { id: 2, student_id: 1, tipo: 'empleo', filtros: JSON.stringify({ provincia: 46 }), created_at: clock.at(-1) },
    ])
    .execute();
}

import type { FastifyInstance } from 'fastify';

/**
 * The hand-built data set of the figures' tests (issue #17 'Office dashboard of figures'): every
 * row in the brand 'basica', which the demo seed leaves empty, so each figure has an exact answer.
 * Relative dates are measured from `NOW`; the office's work uses fixed weeks of November 2026.
 */
export const BASICA = { host: 'basica.localhost' };
const DAY = 86_400_000;
const NOW = Date.now();
export const ago = (days: number) => new Date(NOW - days * DAY).toISOString();
const day = (days: number) => ago(days).slice(0, 10);
export const DEGREE_1 = 1;
export const DEGREE_2 = 2;

export interface ReportFixture {
  companyA: number;
  companyB: number;
  surveyStudents: number;
  surveyCompanies: number;
  /** The months of the published offers, as the figures read them. */
  months: string[];
}

export async function seedReportFixture(app: FastifyInstance): Promise<ReportFixture> {
  const db = app.db;
  const brand_key = 'basica';
  const hash = (
    await db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'gestor@demo.test')
      .executeTakeFirstOrThrow()
  ).password_hash;
  const user = async (email: string, role: 'student' | 'company' | 'staff') =>
    (
      await db
        .insertInto('users')
        .values({
          email,
          role,
          brand_key,
          password_hash: hash,
          nombre: email,
          apellidos: 'Prueba',
          created_at: ago(500),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Staff: an admin, and a gestor scoped to campus 1.
  for (const [email, kind, campus] of [
    ['admin@basica.test', 'admin', null],
    ['sede1@basica.test', 'gestor', 1],
  ] as const) {
    const id = await user(email, 'staff');
    await db
      .insertInto('staff_members')
      .values({ user_id: id, kind, created_at: ago(500) })
      .execute();
    if (campus) await db.insertInto('staff_campuses').values({ user_id: id, campus_id: campus }).execute();
  }
  const company = async (nombre: string, cif: string, country: number, created: string) =>
    (
      await db
        .insertInto('companies')
        .values({ nombre, cif, brand_key, country_id: country, validated: 1, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const companyA = await company('Anfitriona SA', 'B11111111', 1, '2026-10-30T10:00:00.000Z');
  const companyB = await company('Lejana GmbH', 'B22222222', 2, '2026-10-26T10:00:00.000Z');

  // Agreements: one per waiting state and age band, three formalised (10, 20, 30 days), one expired.
  const agreements: Array<[string, number, number | null, string | null]> = [
    ['generado', 3, null, null],
    ['firmado_empresa', 20, null, null],
    ['enviado_secretaria', 60, null, null],
    ['erroneo_empresa', 100, null, null],
    ['formalizado', 50, 40, day(-10)],
    ['formalizado', 80, 60, day(-100)],
    ['formalizado', 45, 15, null],
    ['caducado', 400, 30, day(30)],
  ];
  let n = 0;
  for (const [estado, requested, since, expiry] of agreements) {
    n += 1;
    await db
      .insertInto('agreements')
      .values({
        company_id: companyA,
        estado: estado as 'generado',
        codigo: `BAS-000000${n}`,
        brand_key,
        fecha_solicitud: ago(requested),
        fecha_caducidad: expiry,
        nombre: 'Firma',
        apellidos: 'Prueba',
        dni: '00000000T',
        cargo: 'Gerente',
        email: 'firma@basica.test',
        created_at: ago(requested),
        estado_desde: since === null ? ago(requested) : ago(since),
      })
      .execute();
  }

  // Students: S1, S2, S5 at campus 1; S3, S4 at campus 2.
  const students: number[] = [];
  for (const [i, campus, degree] of [
    [1, 1, DEGREE_1],
    [2, 1, DEGREE_1],
    [3, 2, DEGREE_2],
    [4, 2, DEGREE_1],
    [5, 1, DEGREE_2],
  ] as const) {
    const id = await user(`s${i}@basica.test`, 'student');
    await db.insertInto('students').values({ user_id: id, kind: 'grado', campus_id: campus }).execute();
    await db
      .insertInto('student_studies')
      .values({ student_id: id, degree_id: degree, titulo: 'Grado', from_university: 1, created_at: ago(500) })
      .execute();
    students.push(id);
  }
  const [s1, s2, s3, s4, s5] = students;

  const offer = async (
    tipo: 'practicas' | 'empleo' | 'alternancia',
    published: number | null,
    sector: number | null,
    degrees: number[],
    created: string,
  ) => {
    const id = (
      await db
        .insertInto('offers')
        .values({
          company_id: companyA,
          url_acceso: `basica-${tipo}-${published}-${sector}`,
          tipo,
          id_perfil: tipo === 'empleo' ? 1 : 2,
          estado: published === null ? 'borrador' : 'publicada',
          titulo: 'Oferta',
          descripcion: 'Oferta de prueba',
          brand_key,
          sector_id: sector,
          published_at: published === null ? null : ago(published),
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const degree_id of degrees) await db.insertInto('offer_degrees').values({ offer_id: id, degree_id }).execute();
    return id;
  };
  const o1 = await offer('practicas', 30, 1, [DEGREE_1, DEGREE_2], '2026-11-01T00:00:00.000Z');
  const o2 = await offer('empleo', 20, 1, [DEGREE_1], '2026-11-05T00:00:00.000Z');
  await offer('practicas', 16, null, [], ago(16));
  await offer('alternancia', 5, 2, [], ago(5));
  await offer('practicas', null, 1, [DEGREE_1], ago(5));

  const apply = async (
    offerId: number,
    student: number,
    estado: number,
    at: string,
    changes: Array<[number, string]>,
  ) => {
    const id = (
      await db
        .insertInto('applications')
        .values({
          offer_id: offerId,
          student_id: student,
          estado,
          created_at: at,
          updated_at: changes.at(-1)?.[1] ?? at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db.insertInto('application_history').values({ application_id: id, estado: 1, created_at: at }).execute();
    for (const [state, when] of changes)
      await db
        .insertInto('application_history')
        .values({ application_id: id, estado: state, created_at: when })
        .execute();
  };
  await apply(o1, s1, 2, ago(29), [[2, ago(26)]]);
  await apply(o1, s2, 1, ago(28), []);
  await apply(o1, s3, 1, ago(27), []);
  await apply(o2, s4, 6, ago(19), [[6, ago(12)]]);

  const internship = async (
    student: number,
    companyId: number,
    estado: string,
    start: number,
    degree: number,
    offerId: number | null,
  ) =>
    db
      .insertInto('internships')
      .values({
        student_id: student,
        company_id: companyId,
        offer_id: offerId,
        degree_id: degree,
        titulo: 'Prácticas',
        estado: estado as 'en_curso',
        fecha_inicio: day(start),
        fecha_fin: day(start - 90),
        course: '2026-27',
        created_at: ago(start),
      })
      .execute();
  await internship(s1, companyA, 'en_curso', 20, DEGREE_1, o1);
  await internship(s3, companyB, 'aceptada', 10, DEGREE_2, null);
  await internship(s5, companyA, 'cancelada', 8, DEGREE_2, null);

  // Surveys: one to every student (2 of 5 finished it), one assigned to two company users (1 answered).
  const survey = async (titulo: string, flags: { para_alumnos: number; para_empresa: number }) =>
    (
      await db
        .insertInto('surveys')
        .values({ brand_key, titulo, url_acceso: `basica-${titulo}`, ...flags, created_at: ago(60) })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const surveyStudents = await survey('Satisfacción', { para_alumnos: 1, para_empresa: 0 });
  const surveyCompanies = await survey('Empresas', { para_alumnos: 0, para_empresa: 1 });
  const c1 = await user('c1@basica.test', 'company');
  const c2 = await user('c2@basica.test', 'company');
  for (const id of [c1, c2])
    await db
      .insertInto('survey_assignments')
      .values({ survey_id: surveyCompanies, user_id: id, created_at: ago(60) })
      .execute();
  const answer = (survey_id: number, user_id: number, finished: number) =>
    db
      .insertInto('survey_responses')
      .values({ survey_id, user_id, finished, created_at: ago(10), updated_at: ago(10) })
      .execute();
  await answer(surveyStudents, s1, 1);
  await answer(surveyStudents, s2, 1);
  await answer(surveyStudents, s3, 0);
  await answer(surveyCompanies, c1, 1);

  // The office's work: weeks of Monday 2 and Monday 9 November 2026.
  const audit = (action: string, object_type: string, object_id: number, occurred_at: string) =>
    db
      .insertInto('audit_log')
      .values({ brand_key, action, object_type, object_id: String(object_id), occurred_at, actor_role: 'staff' })
      .execute();
  await audit('company.validate', 'company', companyA, '2026-11-02T10:00:00.000Z');
  await audit('company.validate', 'company', companyB, '2026-11-05T10:00:00.000Z');
  await audit('offer.approve', 'offer', o1, '2026-11-03T00:00:00.000Z');
  await audit('offer.approve', 'offer', o2, '2026-11-09T00:00:00.000Z');
  await audit('offer.edit', 'offer', o2, '2026-11-09T00:00:00.000Z');
  await audit('request.accept', 'practice_request', 1, '2026-11-09T00:30:00.000Z');
  await audit('internship.plan_validate', 'internship', 1, '2026-11-15T23:59:00.000Z');
  await db
    .insertInto('practice_requests')
    .values([
      {
        company_id: companyA,
        student_id: s1,
        titulo: 'Solicitud',
        estado: 'aceptada',
        created_at: '2026-11-01T00:00:00.000Z',
        decided_at: '2026-11-02T12:00:00.000Z',
      },
      {
        company_id: companyA,
        student_id: s2,
        titulo: 'Pendiente',
        estado: 'pendiente',
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ])
    .execute();
  void s4;
  const months = [...new Set([ago(30), ago(20), ago(16), ago(5)].map((d) => d.slice(0, 7)))].sort();
  return { companyA, companyB, surveyStudents, surveyCompanies, months };
}

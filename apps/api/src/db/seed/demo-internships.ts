import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { DocumentRow } from '../tables/documents';
import type { InternshipRow } from '../tables/internships';
import type { DemoContext, DemoDb } from './demo-context';
import { DEMO_STAFF } from './demo-office';

/** Practice programmes and adhesions; before offers, which may name a programme. */
export async function seedDemoProgrammes(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const created = clock.at(-200);
  await db
    .insertInto('programmes')
    .values([
      {
        id: 1,
        nombre_es: 'Prácticas extracurriculares',
        nombre_ca: 'Pràctiques extracurriculars',
        descripcion_es: 'Prácticas voluntarias durante los estudios, con ayuda al estudio y cuota de gestión.',
        descripcion_ca: "Pràctiques voluntàries durant els estudis, amb ajuda a l'estudi i quota de gestió.",
        activo: 1,
        requiere_adhesion: 0,
        dedicacion: null,
        meses: null,
        para_alumnos: 1,
        para_empresas: 1,
        brand_key: null,
        fecha_inicio: clock.day(-365),
        fecha_fin: null,
        created_at: created,
      },
      {
        // SPEC §9: dedication 80% and 12 months (error 58); needs adhesion.
        id: 2,
        nombre_es: 'Programa Talento Joven',
        nombre_ca: 'Programa Talent Jove',
        descripcion_es: 'Primer contacto profesional de un año, con dedicación del 80% de la jornada.',
        descripcion_ca: "Primer contacte professional d'un any, amb dedicació del 80% de la jornada.",
        activo: 1,
        requiere_adhesion: 1,
        dedicacion: 80,
        meses: 12,
        para_alumnos: 1,
        para_empresas: 1,
        brand_key: null,
        fecha_inicio: clock.day(-60),
        fecha_fin: clock.day(300),
        created_at: created,
      },
      {
        id: 3,
        nombre_es: 'Erasmus+ Prácticas',
        nombre_ca: 'Erasmus+ Pràctiques',
        descripcion_es: 'Prácticas en empresas de la Unión Europea con beca de movilidad.',
        descripcion_ca: 'Pràctiques en empreses de la Unió Europea amb beca de mobilitat.',
        activo: 1,
        requiere_adhesion: 1,
        dedicacion: null,
        meses: 6,
        para_alumnos: 1,
        para_empresas: 0,
        brand_key: null,
        fecha_inicio: clock.day(-30),
        fecha_fin: clock.day(200),
        created_at: created,
      },
      {
        id: 4,
        nombre_es: 'Programa Primer Empleo',
        nombre_ca: 'Programa Primera Feina',
        descripcion_es: 'Contratación de titulados recientes con incentivos para la empresa.',
        descripcion_ca: "Contractació de titulats recents amb incentius per a l'empresa.",
        activo: 1,
        requiere_adhesion: 0,
        dedicacion: 100,
        meses: 12,
        para_alumnos: 0,
        para_empresas: 1,
        brand_key: null,
        fecha_inicio: clock.day(-100),
        fecha_fin: null,
        created_at: created,
      },
      {
        // Companies only, needs adhesion with the SPEC §9 commitment (80%, 12 months, error 58);
        // no demo company has asked yet.
        id: 6,
        nombre_es: 'Programa Empresa Mentora',
        nombre_ca: 'Programa Empresa Mentora',
        descripcion_es: 'Empresas que acogen a titulados recientes un año, con una dedicación del 80% de la jornada.',
        descripcion_ca: 'Empreses que acullen titulats recents un any, amb una dedicació del 80% de la jornada.',
        activo: 1,
        requiere_adhesion: 1,
        dedicacion: 80,
        meses: 12,
        para_alumnos: 0,
        para_empresas: 1,
        brand_key: null,
        fecha_inicio: clock.day(-20),
        fecha_fin: clock.day(250),
        created_at: created,
      },
      {
        id: 5,
        nombre_es: 'Programa Verano Tecnológico (cerrado)',
        nombre_ca: 'Programa Estiu Tecnològic (tancat)',
        descripcion_es: 'Edición anterior.',
        descripcion_ca: 'Edició anterior.',
        activo: 0,
        requiere_adhesion: 1,
        dedicacion: null,
        meses: 3,
        para_alumnos: 1,
        para_empresas: 1,
        brand_key: null,
        fecha_inicio: clock.day(-500),
        fecha_fin: clock.day(-400),
        created_at: created,
      },
    ])
    .execute();

  await db
    .insertInto('programme_adhesions')
    .values([
      {
        id: 1,
        programme_id: 2,
        user_id: null,
        company_id: 1,
        requested_by_user_id: 4,
        estado: 'aceptada',
        created_at: clock.at(-50),
      },
      {
        id: 2,
        programme_id: 3,
        user_id: 1,
        company_id: null,
        requested_by_user_id: 1,
        estado: 'solicitada',
        created_at: clock.at(-6),
      },
    ])
    .execute();
}

/** Internships, the requests around them, and the demo documents. */
export async function seedDemoInternships(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const created = clock.at(-200);
  const internship = (
    i: Partial<Insertable<InternshipRow>> &
      Required<
        Pick<
          Insertable<InternshipRow>,
          'id' | 'student_id' | 'company_id' | 'titulo' | 'estado' | 'fecha_inicio' | 'fecha_fin' | 'course'
        >
      >,
  ): Insertable<InternshipRow> => ({
    offer_id: null,
    application_id: null,
    programme_id: null,
    work_centre_id: null,
    degree_id: null,
    tipo: 'curricular',
    tareas: null,
    horario: 'Lunes a viernes de 9:00 a 14:00',
    modalidad_id: 1,
    horas_dia: 5,
    horas_semana: 25,
    horas_totales: 300,
    ayuda_estudio: 400,
    tutor_empresa_contact_id: null,
    tutor_empresa_nombre: null,
    tutor_empresa_apellidos: null,
    tutor_empresa_email: null,
    tutor_empresa_telefono: null,
    tutor_universidad_nombre: 'Dr. Vicente Alcaraz',
    tutor_universidad_email: 'vicente.alcaraz@universidad.demo.test',
    academic_tutor_user_id: null,
    objetivos: null,
    plan_estado: null,
    plan_comentario: null,
    plan_revisado_at: null,
    created_at: created,
    ...i,
  });
  await db
    .insertInto('internships')
    .values([
      // alumna@'s internship at Tecnologías Levante, current course (DESIGN.md 'Demo data'); tutora@
      // tutors it and internships 3 and 4 (issue #15 'Academic tutor pages').
      internship({
        id: 1,
        student_id: 1,
        academic_tutor_user_id: DEMO_STAFF.tutora,
        tutor_universidad_nombre: 'Teresa Ballester Roig',
        tutor_universidad_email: 'tutora@demo.test',
        company_id: 1,
        offer_id: 2,
        application_id: 2,
        programme_id: 1,
        work_centre_id: 12,
        degree_id: 1,
        titulo: 'Prácticas en análisis de datos',
        estado: 'en_curso',
        course: clock.course,
        tareas: 'Preparación de cuadros de mando en Power BI y limpieza de datos con Python.',
        objetivos: 'Diseñar indicadores con el cliente interno y automatizar la limpieza de datos.',
        plan_estado: 'pendiente',
        fecha_inicio: clock.day(-30),
        fecha_fin: clock.day(60),
        tutor_empresa_contact_id: 2,
        tutor_empresa_nombre: 'Sergio',
        tutor_empresa_apellidos: 'Blasco Marín',
        tutor_empresa_email: 'sergio.blasco@levantetech.demo.test',
        tutor_empresa_telefono: '961112233',
      }),
      // Awaiting the student's acceptance (aceptarPractica / rechazarPractica).
      internship({
        id: 2,
        student_id: 8,
        company_id: 1,
        offer_id: 4,
        programme_id: 1,
        work_centre_id: 1,
        degree_id: 1,
        titulo: 'Prácticas de soporte técnico y sistemas',
        estado: 'pendiente',
        course: clock.course,
        fecha_inicio: clock.day(20),
        fecha_fin: clock.day(110),
        tutor_empresa_contact_id: 2,
        tutor_empresa_nombre: 'Sergio',
        tutor_empresa_apellidos: 'Blasco Marín',
      }),
      internship({
        id: 3,
        student_id: 3,
        academic_tutor_user_id: DEMO_STAFF.tutora,
        tutor_universidad_nombre: 'Teresa Ballester Roig',
        tutor_universidad_email: 'tutora@demo.test',
        company_id: 2,
        degree_id: 2,
        titulo: 'Prácticas en auditoría financiera',
        estado: 'finalizada',
        course: clock.previousCourse,
        fecha_inicio: `${clock.courseYear - 1}-10-01`,
        fecha_fin: `${clock.courseYear}-01-31`,
        tutor_empresa_contact_id: 6,
        tutor_empresa_nombre: 'Oriol',
        tutor_empresa_apellidos: 'Casas Pujol',
      }),
      internship({
        id: 4,
        student_id: 9,
        academic_tutor_user_id: DEMO_STAFF.tutora,
        tutor_universidad_nombre: 'Teresa Ballester Roig',
        tutor_universidad_email: 'tutora@demo.test',
        company_id: 2,
        degree_id: 2,
        titulo: 'Prácticas en control de gestión',
        estado: 'en_curso',
        course: clock.course,
        tipo: 'extracurricular',
        fecha_inicio: clock.day(-15),
        fecha_fin: clock.day(75),
        tutor_empresa_contact_id: 6,
        tutor_empresa_nombre: 'Oriol',
        tutor_empresa_apellidos: 'Casas Pujol',
      }),
      internship({
        id: 5,
        student_id: 10,
        company_id: 3,
        degree_id: 14,
        titulo: 'Prácticas en marketing digital',
        estado: 'aceptada',
        course: clock.course,
        fecha_inicio: clock.day(10),
        fecha_fin: clock.day(100),
        tutor_empresa_contact_id: 7,
        tutor_empresa_nombre: 'Beatriz',
        tutor_empresa_apellidos: 'Herrero Luna',
      }),
    ])
    .execute();

  await db
    .insertInto('practice_requests')
    .values([
      {
        id: 1,
        company_id: 1,
        student_id: 8,
        dni_alumno: '23456789D',
        requested_by_user_id: 4,
        programme_id: 1,
        work_centre_id: 12,
        degree_id: 1,
        estado: 'pendiente',
        titulo: 'Prácticas de desarrollo backend con candidato preseleccionado',
        tareas: 'Desarrollo de servicios REST en Node.js.',
        fecha_inicio: clock.day(30),
        fecha_fin: clock.day(120),
        horas_dia: 5,
        horas_semana: 25,
        horas_totales: 450,
        ayuda_estudio: 450,
        dedicacion: 60,
        meses: 3,
        tutor_empresa_contact_id: 2,
        tutor_empresa_nombre: 'Sergio Blasco Marín',
        tutor_empresa_email: 'sergio.blasco@levantetech.demo.test',
        datos: '{}',
        created_at: clock.at(-3),
      },
      {
        id: 2,
        company_id: 1,
        student_id: 1,
        dni_alumno: '12345678Z',
        requested_by_user_id: 4,
        programme_id: 1,
        work_centre_id: 12,
        degree_id: 1,
        estado: 'aceptada',
        titulo: 'Prácticas en análisis de datos',
        tareas: 'Cuadros de mando y limpieza de datos.',
        fecha_inicio: clock.day(-30),
        fecha_fin: clock.day(60),
        horas_dia: 5,
        horas_semana: 25,
        horas_totales: 450,
        ayuda_estudio: 400,
        dedicacion: 60,
        meses: 3,
        tutor_empresa_contact_id: 2,
        tutor_empresa_nombre: 'Sergio Blasco Marín',
        tutor_empresa_email: 'sergio.blasco@levantetech.demo.test',
        datos: '{}',
        created_at: clock.at(-45),
      },
    ])
    .execute();

  await db
    .insertInto('education_requests')
    .values([
      {
        id: 1,
        company_id: 1,
        student_id: null,
        school_id: 1,
        estado: 'pendiente',
        curso: clock.course,
        titulo: 'Estancia de FP en desarrollo de aplicaciones web',
        descripcion: 'Dos alumnos de segundo curso de DAW del IES Lluís Vives.',
        plazas: 2,
        fecha_inicio: clock.day(40),
        fecha_fin: clock.day(130),
        datos: '{}',
        created_at: clock.at(-7),
      },
      {
        id: 2,
        company_id: 1,
        student_id: null,
        school_id: 2,
        estado: 'aceptada',
        curso: clock.course,
        titulo: 'Estancia de FP en sistemas microinformáticos',
        descripcion: 'Un alumno de grado medio del CIPFP Ausiàs March.',
        plazas: 1,
        fecha_inicio: clock.day(-20),
        fecha_fin: clock.day(70),
        datos: '{}',
        created_at: clock.at(-40),
      },
      // A second pending request, so that one can be accepted and another rejected (issue #7).
      {
        id: 3,
        company_id: 1,
        student_id: null,
        school_id: 1,
        estado: 'pendiente',
        curso: clock.course,
        titulo: 'Estancia de FP en administración y finanzas',
        descripcion: 'Una alumna de segundo curso de Administración y Finanzas del IES Lluís Vives.',
        plazas: 1,
        fecha_inicio: clock.day(45),
        fecha_fin: clock.day(120),
        datos: '{}',
        created_at: clock.at(-5),
      },
    ])
    .execute();

  await db
    .insertInto('internship_change_requests')
    .values({
      id: 1,
      internship_id: 1,
      company_id: 1,
      requested_by_user_id: 4,
      accion: 'cambio_fechas',
      motivo_id: null,
      descripcion: 'Ampliar la fecha de fin dos semanas por el cierre del proyecto.',
      estado: 'pendiente',
      datos: JSON.stringify({ fechaFin: clock.day(74) }),
      created_at: clock.at(-2),
    })
    .execute();

  await seedDemoDocuments(db, ctx);
}

function storageKey(name: string): string {
  return crypto.createHash('sha256').update(`demo-file-${name}`).digest('hex');
}

async function seedDemoDocuments(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const doc = (
    d: Partial<Insertable<DocumentRow>> & Required<Pick<Insertable<DocumentRow>, 'id' | 'kind' | 'nombre'>>,
  ): Insertable<DocumentRow> => ({
    owner_user_id: null,
    company_id: null,
    extension: 'pdf',
    mime: 'application/pdf',
    size: 48_213,
    storage_key: storageKey(d.nombre),
    url: null,
    descripcion: null,
    tipo_documento_id: null,
    internship_id: null,
    offer_id: null,
    agreement_id: null,
    experience_id: null,
    programme_id: null,
    practice_request_id: null,
    brand_key: null,
    course: null,
    signed: 0,
    created_at: clock.at(-30),
    ...d,
  });
  // The files helper serves these keys; the bytes are not part of the seed.
  await db
    .insertInto('documents')
    .values([
      // alumna@ has an attached CV (tieneCVadjunto); master@ too; antiguo@ has none (sinCV notice).
      doc({ id: 1, owner_user_id: 1, kind: 'cv', nombre: 'CV Lucía Martínez Soler.pdf', tipo_documento_id: 1 }),
      doc({ id: 2, owner_user_id: 2, kind: 'cv', nombre: 'CV Pablo Navarro.pdf', tipo_documento_id: 1 }),
      doc({ id: 3, owner_user_id: 1, kind: 'private', nombre: 'DNI Lucía Martínez.pdf', tipo_documento_id: 3 }),
      doc({ id: 4, owner_user_id: 1, kind: 'document', nombre: 'Certificado First B2.pdf', tipo_documento_id: 9 }),
      doc({
        id: 5,
        owner_user_id: 1,
        kind: 'internship',
        internship_id: 1,
        nombre: 'Proyecto formativo firmado.pdf',
        tipo_documento_id: 10,
        course: clock.course,
        signed: 1,
      }),
      doc({
        id: 6,
        owner_user_id: 4,
        company_id: 1,
        kind: 'agreement',
        agreement_id: 1,
        nombre: 'Convenio firmado Tecnologías Levante.pdf',
        created_at: clock.at(-190),
      }),
      doc({
        id: 7,
        owner_user_id: 4,
        company_id: 1,
        kind: 'company',
        nombre: 'Certificado de estar al corriente con Hacienda.pdf',
      }),
      doc({
        id: 8,
        kind: 'annex',
        nombre: 'Anexo de prácticas curriculares.pdf',
        descripcion: 'Modelo de anexo para prácticas curriculares',
        course: clock.course,
      }),
      doc({
        id: 9,
        kind: 'info_note',
        nombre: 'Nota informativa prácticas extracurriculares.pdf',
        descripcion: 'Condiciones económicas y cuota de gestión',
        course: clock.course,
      }),
      doc({ id: 10, kind: 'programme', programme_id: 2, nombre: 'Bases del Programa Talento Joven.pdf' }),
      doc({
        id: 11,
        owner_user_id: 1,
        kind: 'process',
        offer_id: 1,
        nombre: 'Expediente académico.pdf',
        tipo_documento_id: 2,
      }),
    ])
    .execute();
}

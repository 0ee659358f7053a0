import type { Insertable } from 'kysely';
import type { EventRow } from '../tables/content';
import type { DemoContext, DemoDb } from './demo-context';
import { demoOfferSlug } from './demo-offers';

/** Notifications, communications, events and guides of the demo (SPEC §3). */
export async function seedDemoContent(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;

  type N = [id: number, user: number, company: number | null, titulo: string, texto: string, importante: number, leida: number, url: string | null, daysAgo: number];
  const notifications: N[] = [
    [1, 1, null, 'Tienes una preinscripción pendiente', '<p>La oficina de prácticas te ha preinscrito en <strong>Prácticas de desarrollo web</strong>. Acepta o rechaza la preinscripción.</p>', 1, 0, `/mis-candidaturas/${demoOfferSlug(1)}`, 4],
    [2, 1, null, 'Tu candidatura ha avanzado', '<p>Tu candidatura a <strong>Desarrollador/a full stack junior</strong> está en proceso.</p>', 0, 0, `/mis-candidaturas/${demoOfferSlug(3)}`, 8],
    [3, 1, null, 'Completa tu número de la Seguridad Social', '<p>Lo necesitamos para tramitar tus prácticas.</p>', 0, 0, null, 2],
    [4, 1, null, 'Bienvenida al portal de prácticas', '<p>Completa tu CV para recibir ofertas que encajen contigo.</p>', 0, 1, null, 300],
    [5, 4, 1, 'Convenio de colaboración formalizado', '<p>Tu convenio de colaboración con la universidad ya está en vigor.</p>', 1, 0, null, 190],
    [6, 4, 1, 'Nuevos candidatos en tus ofertas', '<p>Hay candidaturas sin leer en <strong>Prácticas de desarrollo web</strong>.</p>', 0, 0, `/mis-propuestas/${demoOfferSlug(1)}`, 1],
    [7, 4, 1, 'Encuesta de evaluación de prácticas', '<p>Valora las prácticas de tu estudiante.</p>', 0, 1, null, 20],
    [8, 5, 2, 'Nuevas candidaturas', '<p>Tienes candidaturas nuevas en Grupo Mediterráneo Servicios.</p>', 0, 0, null, 2],
    [9, 5, 3, 'Convenio pendiente de revisión', '<p>La universidad está revisando el convenio firmado de Mediterráneo Digital.</p>', 0, 0, null, 19],
    [10, 6, 4, 'Firma tu convenio de colaboración', '<p>Descarga el convenio generado, fírmalo y súbelo al portal.</p>', 1, 0, '/subir-convenio-firmado', 5],
  ];
  await db
    .insertInto('notifications')
    .values(
      notifications.map(([id, user_id, company_id, titulo, texto, importante, leida, url_acceso, ago]) => ({
        id, user_id, company_id, titulo, texto, importante, leida, url_acceso, created_at: clock.at(-ago, 9),
      })),
    )
    .execute();

  await db
    .insertInto('communications')
    .values([
      { id: 1, brand_key: null, audience: 'student', fecha_desde: clock.day(-3), fecha_hasta: clock.day(30), descripcion_es: 'Abierto el plazo de solicitud de prácticas extracurriculares para el segundo cuatrimestre.', descripcion_ca: 'Obert el termini de sol·licitud de pràctiques extracurriculars per al segon quadrimestre.', enlace: '/programas-practicas-activos', created_at: clock.at(-3) },
      { id: 2, brand_key: null, audience: 'student', fecha_desde: clock.day(-10), fecha_hasta: null, descripcion_es: 'Recuerda mantener tu CV actualizado: las empresas lo reciben desde tu perfil.', descripcion_ca: 'Recorda mantenir el teu CV actualitzat: les empreses el reben des del teu perfil.', enlace: '/cv', created_at: clock.at(-10) },
      { id: 3, brand_key: null, audience: 'company', fecha_desde: clock.day(-5), fecha_hasta: clock.day(60), descripcion_es: 'Desde el curso 2023-24 los documentos de prácticas se firman con certificado digital.', descripcion_ca: 'Des del curs 2023-24 els documents de pràctiques se signen amb certificat digital.', enlace: null, created_at: clock.at(-5) },
      { id: 4, brand_key: null, audience: 'all', fecha_desde: clock.day(-1), fecha_hasta: clock.day(20), descripcion_es: 'Foro de Empleo: inscríbete en la feria anual de empleo y prácticas.', descripcion_ca: "Fòrum d'Ocupació: inscriu-te a la fira anual d'ocupació i pràctiques.", enlace: '/eventos', created_at: clock.at(-1) },
      { id: 5, brand_key: null, audience: 'company', fecha_desde: clock.day(-40), fecha_hasta: clock.day(-10), descripcion_es: 'Campaña de verano cerrada.', descripcion_ca: "Campanya d'estiu tancada.", enlace: null, created_at: clock.at(-40) },
    ])
    .execute();

  const event = (e: Partial<Insertable<EventRow>> & Required<Pick<Insertable<EventRow>, 'id' | 'titulo' | 'fecha' | 'url_acceso'>>): Insertable<EventRow> => ({
    brand_key: null,
    entradilla: null,
    descripcion: null,
    categoria: 'Taller',
    categoria_slug: 'taller',
    fecha_fin: null,
    lugar: 'Campus de Valencia, Aula Magna',
    url_imagen: `/eventos/evento-${e.id}.jpg`,
    destacado: 0,
    publico: 0,
    audience: 'all',
    plazas: 60,
    inscripcion_abierta: 1,
    created_at: clock.at(-90),
    ...e,
  });
  await db
    .insertInto('events')
    .values([
      event({ id: 1, titulo: 'Foro de Empleo y Prácticas', url_acceso: 'foro-empleo', fecha: clock.at(12, 9), fecha_fin: clock.at(12, 18), categoria: 'Feria de empleo', categoria_slug: 'feria-de-empleo', destacado: 1, publico: 1, plazas: null, entradilla: 'Más de 60 empresas buscan talento universitario.', descripcion: '<p>Trae tu CV y conoce a las empresas que contratan y ofrecen prácticas este curso.</p>', lugar: 'Campus de Valencia, pabellón polideportivo' }),
      event({ id: 2, titulo: 'Taller: cómo superar una entrevista por competencias', url_acceso: 'taller-entrevista', fecha: clock.at(5, 16), fecha_fin: clock.at(5, 18), destacado: 1, audience: 'students', entradilla: 'Practica las preguntas más habituales con técnicos de selección.' }),
      event({ id: 3, titulo: 'Webinar: LinkedIn para encontrar empleo', url_acceso: 'webinar-linkedin', fecha: clock.at(20, 17), categoria: 'Webinar', categoria_slug: 'webinar', lugar: 'En línea', plazas: 200, entradilla: 'Optimiza tu perfil y tu red de contactos.' }),
      event({ id: 4, titulo: 'Encuentro de antiguos alumnos', url_acceso: 'encuentro-alumni', fecha: clock.at(35, 19), categoria: 'Networking', categoria_slug: 'networking', audience: 'graduates', entradilla: 'Networking entre titulados y empresas colaboradoras.' }),
      event({ id: 5, titulo: 'Jornada de emprendimiento universitario', url_acceso: 'jornada-emprendimiento', fecha: clock.at(60, 10), categoria: 'Jornada', categoria_slug: 'jornada', entradilla: 'Startups fundadas por estudiantes cuentan su experiencia.' }),
      event({ id: 6, titulo: 'Taller de CV y carta de presentación', url_acceso: 'taller-cv', fecha: clock.at(-10, 16), inscripcion_abierta: 0, entradilla: 'Revisión de CV en grupos reducidos.' }),
      event({ id: 7, titulo: 'Presentación de programas de prácticas internacionales', url_acceso: 'practicas-internacionales', fecha: clock.at(-40, 12), categoria: 'Jornada', categoria_slug: 'jornada', inscripcion_abierta: 0, entradilla: 'Erasmus+ Prácticas y otras becas de movilidad.' }),
      event({ id: 8, titulo: 'Sesión informativa de prácticas (edición Catalunya)', url_acceso: 'sesion-practicas-catalunya', fecha: clock.at(15, 11), brand_key: 'catalunya', lugar: 'Campus de Barcelona', entradilla: 'Com funcionen les pràctiques curriculars i extracurriculars.' }),
    ])
    .execute();
  await db
    .insertInto('event_enrolments')
    .values([
      { event_id: 1, user_id: 1, created_at: clock.at(-2) },
      { event_id: 6, user_id: 1, created_at: clock.at(-20) },
      { event_id: 4, user_id: 3, created_at: clock.at(-1) },
    ])
    .execute();

  const guides: Array<[string, string, string]> = [
    ['Cómo preparar tu CV', 'Estructura, extensión y errores frecuentes en el currículum de un recién titulado.', 'como-preparar-tu-cv'],
    ['La entrevista de trabajo', 'Tipos de entrevista, preguntas habituales y cómo preparar tus respuestas.', 'entrevista-de-trabajo'],
    ['LinkedIn para estudiantes', 'Crea un perfil que atraiga a los reclutadores y amplía tu red.', 'linkedin-para-estudiantes'],
    ['La carta de presentación', 'Cuándo enviarla y cómo adaptarla a cada oferta.', 'carta-de-presentacion'],
    ['Emprender desde la universidad', 'Recursos, ayudas y pasos para poner en marcha tu proyecto.', 'emprender-desde-la-universidad'],
    ['Prácticas en el extranjero', 'Programas de movilidad, becas y trámites antes de salir.', 'practicas-en-el-extranjero'],
  ];
  await db
    .insertInto('guides')
    .values(
      guides.map(([titulo, descripcion, slug], i) => ({
        id: i + 1,
        brand_key: null,
        titulo,
        descripcion,
        url_fichero: `/guias/${slug}.pdf`,
        url_imagen: `/guias/${slug}.jpg`,
        sort: i + 1,
        created_at: clock.at(-200 + i),
      })),
    )
    .execute();
}

import type { Insertable } from 'kysely';
import type { EventRow } from '../tables/content';
import type { DemoContext, DemoDb } from './demo-context';
import { solidPng } from '../../platform/png';
import { contentFileUrl, guidePdf, storeContentFiles } from './demo-content-files';
import { demoOfferSlug } from './demo-offers';

/** Ids of the documents rows of the content files (after the demo's uploads). */
const EVENT_IMAGE_ID = 100;
const GUIDE_FILE_ID = 110;
const GUIDE_IMAGE_ID = 120;
/** Card colours of the demo pictures. */
const PALETTE: Array<[number, number, number]> = [
  [31, 97, 141],
  [196, 69, 54],
  [46, 134, 93],
  [214, 162, 42],
  [108, 76, 160],
  [38, 139, 160],
];

/** Notifications, communications, events and guides of the demo (SPEC §3). */
export async function seedDemoContent(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;

  type N = [
    id: number,
    user: number,
    company: number | null,
    titulo: string,
    texto: string,
    importante: number,
    leida: number,
    url: string | null,
    daysAgo: number,
  ];
  const notifications: N[] = [
    [
      1,
      1,
      null,
      'Tienes una preinscripción pendiente',
      '<p>La oficina de prácticas te ha preinscrito en <strong>Prácticas de desarrollo web</strong>. Acepta o rechaza la preinscripción.</p>',
      1,
      0,
      `/mis-candidaturas/${demoOfferSlug(1)}`,
      4,
    ],
    [
      2,
      1,
      null,
      'Tu candidatura ha avanzado',
      '<p>Tu candidatura a <strong>Desarrollador/a full stack junior</strong> está en proceso.</p>',
      0,
      0,
      `/mis-candidaturas/${demoOfferSlug(3)}`,
      8,
    ],
    [
      3,
      1,
      null,
      'Completa tu número de la Seguridad Social',
      '<p>Lo necesitamos para tramitar tus prácticas.</p>',
      0,
      0,
      null,
      2,
    ],
    [
      4,
      1,
      null,
      'Bienvenida al portal de prácticas',
      '<p>Completa tu CV para recibir ofertas que encajen contigo.</p>',
      0,
      1,
      null,
      300,
    ],
    [
      5,
      4,
      1,
      'Convenio de colaboración formalizado',
      '<p>Tu convenio de colaboración con la universidad ya está en vigor.</p>',
      1,
      0,
      null,
      190,
    ],
    [
      6,
      4,
      1,
      'Nuevos candidatos en tus ofertas',
      '<p>Hay candidaturas sin leer en <strong>Prácticas de desarrollo web</strong>.</p>',
      0,
      0,
      `/mis-propuestas/${demoOfferSlug(1)}`,
      1,
    ],
    [7, 4, 1, 'Encuesta de evaluación de prácticas', '<p>Valora las prácticas de tu estudiante.</p>', 0, 1, null, 20],
    [
      8,
      5,
      2,
      'Nuevas candidaturas',
      '<p>Tienes candidaturas nuevas en Grupo Mediterráneo Servicios.</p>',
      0,
      0,
      null,
      2,
    ],
    [
      9,
      5,
      3,
      'Convenio pendiente de revisión',
      '<p>La universidad está revisando el convenio firmado de Mediterráneo Digital.</p>',
      0,
      0,
      null,
      19,
    ],
    [
      10,
      6,
      4,
      'Firma tu convenio de colaboración',
      '<p>Descarga el convenio generado, fírmalo y súbelo al portal.</p>',
      1,
      0,
      '/subir-convenio-firmado',
      5,
    ],
  ];
  await db
    .insertInto('notifications')
    .values(
      notifications.map(([id, user_id, company_id, titulo, texto, importante, leida, url_acceso, ago]) => ({
        id,
        user_id,
        company_id,
        titulo,
        texto,
        importante,
        leida,
        url_acceso,
        created_at: clock.at(-ago, 9),
      })),
    )
    .execute();

  await db
    .insertInto('communications')
    .values([
      {
        id: 1,
        brand_key: null,
        audience: 'student',
        fecha_desde: clock.day(-3),
        fecha_hasta: clock.day(30),
        descripcion_es: 'Abierto el plazo de solicitud de prácticas extracurriculares para el segundo cuatrimestre.',
        descripcion_ca: 'Obert el termini de sol·licitud de pràctiques extracurriculars per al segon quadrimestre.',
        enlace: '/programas-practicas-activos',
        created_at: clock.at(-3),
      },
      {
        id: 2,
        brand_key: null,
        audience: 'student',
        fecha_desde: clock.day(-10),
        fecha_hasta: null,
        descripcion_es: 'Recuerda mantener tu CV actualizado: las empresas lo reciben desde tu perfil.',
        descripcion_ca: 'Recorda mantenir el teu CV actualitzat: les empreses el reben des del teu perfil.',
        enlace: '/cv',
        created_at: clock.at(-10),
      },
      {
        id: 3,
        brand_key: null,
        audience: 'company',
        fecha_desde: clock.day(-5),
        fecha_hasta: clock.day(60),
        descripcion_es: 'Desde el curso 2023-24 los documentos de prácticas se firman con certificado digital.',
        descripcion_ca: 'Des del curs 2023-24 els documents de pràctiques se signen amb certificat digital.',
        enlace: null,
        created_at: clock.at(-5),
      },
      {
        id: 4,
        brand_key: null,
        audience: 'all',
        fecha_desde: clock.day(-1),
        fecha_hasta: clock.day(20),
        descripcion_es: 'Foro de Empleo: inscríbete en la feria anual de empleo y prácticas.',
        descripcion_ca: "Fòrum d'Ocupació: inscriu-te a la fira anual d'ocupació i pràctiques.",
        enlace: '/eventos',
        created_at: clock.at(-1),
      },
      {
        id: 5,
        brand_key: null,
        audience: 'company',
        fecha_desde: clock.day(-40),
        fecha_hasta: clock.day(-10),
        descripcion_es: 'Campaña de verano cerrada.',
        descripcion_ca: "Campanya d'estiu tancada.",
        enlace: null,
        created_at: clock.at(-40),
      },
    ])
    .execute();

  const event = (
    e: Partial<Insertable<EventRow>> &
      Required<Pick<Insertable<EventRow>, 'id' | 'titulo' | 'titulo_ca' | 'fecha' | 'url_acceso'>>,
  ): Insertable<EventRow> => ({
    brand_key: null,
    entradilla: null,
    descripcion: null,
    categoria: 'Taller',
    categoria_ca: 'Taller',
    categoria_slug: 'taller',
    fecha_fin: null,
    lugar: 'Campus de Valencia, Aula Magna',
    lugar_ca: 'Campus de València, Aula Magna',
    url_imagen: contentFileUrl(EVENT_IMAGE_ID + e.id),
    destacado: 0,
    publico: 0,
    audience: 'all',
    plazas: 60,
    inscripcion_abierta: 1,
    created_at: clock.at(-90),
    ...e,
  });
  const events = [
    event({
      id: 1,
      titulo: 'Foro de Empleo y Prácticas',
      titulo_ca: "Fòrum d'Ocupació i Pràctiques",
      url_acceso: 'foro-empleo',
      fecha: clock.at(12, 9),
      fecha_fin: clock.at(12, 18),
      categoria: 'Feria de empleo',
      categoria_ca: "Fira d'ocupació",
      categoria_slug: 'feria-de-empleo',
      destacado: 1,
      publico: 1,
      plazas: null,
      entradilla: 'Más de 60 empresas buscan talento universitario.',
      entradilla_ca: 'Més de 60 empreses busquen talent universitari.',
      descripcion: '<p>Trae tu CV y conoce a las empresas que contratan y ofrecen prácticas este curso.</p>',
      descripcion_ca: '<p>Porta el teu CV i coneix les empreses que contracten i ofereixen pràctiques aquest curs.</p>',
      lugar: 'Campus de Valencia, pabellón polideportivo',
      lugar_ca: 'Campus de València, pavelló poliesportiu',
    }),
    event({
      id: 2,
      titulo: 'Taller: cómo superar una entrevista por competencias',
      titulo_ca: 'Taller: com superar una entrevista per competències',
      url_acceso: 'taller-entrevista',
      fecha: clock.at(5, 16),
      fecha_fin: clock.at(5, 18),
      destacado: 1,
      audience: 'students',
      entradilla: 'Practica las preguntas más habituales con técnicos de selección.',
      entradilla_ca: 'Practica les preguntes més habituals amb tècnics de selecció.',
    }),
    event({
      id: 3,
      titulo: 'Webinar: LinkedIn para encontrar empleo',
      titulo_ca: 'Webinar: LinkedIn per trobar feina',
      url_acceso: 'webinar-linkedin',
      fecha: clock.at(20, 17),
      categoria: 'Webinar',
      categoria_ca: 'Webinar',
      categoria_slug: 'webinar',
      lugar: 'En línea',
      lugar_ca: 'En línia',
      plazas: 200,
      entradilla: 'Optimiza tu perfil y tu red de contactos.',
      entradilla_ca: 'Optimitza el teu perfil i la teva xarxa de contactes.',
    }),
    event({
      id: 4,
      titulo: 'Encuentro de antiguos alumnos',
      titulo_ca: "Trobada d'antics alumnes",
      url_acceso: 'encuentro-alumni',
      fecha: clock.at(35, 19),
      categoria: 'Networking',
      categoria_ca: 'Networking',
      categoria_slug: 'networking',
      audience: 'graduates',
      entradilla: 'Networking entre titulados y empresas colaboradoras.',
      entradilla_ca: 'Networking entre titulats i empreses col·laboradores.',
    }),
    event({
      id: 5,
      titulo: 'Jornada de emprendimiento universitario',
      titulo_ca: "Jornada d'emprenedoria universitària",
      url_acceso: 'jornada-emprendimiento',
      fecha: clock.at(60, 10),
      categoria: 'Jornada',
      categoria_ca: 'Jornada',
      categoria_slug: 'jornada',
      entradilla: 'Startups fundadas por estudiantes cuentan su experiencia.',
      entradilla_ca: 'Startups fundades per estudiants expliquen la seva experiència.',
    }),
    event({
      id: 6,
      titulo: 'Taller de CV y carta de presentación',
      titulo_ca: 'Taller de CV i carta de presentació',
      url_acceso: 'taller-cv',
      fecha: clock.at(-10, 16),
      inscripcion_abierta: 0,
      entradilla: 'Revisión de CV en grupos reducidos.',
      entradilla_ca: 'Revisió de CV en grups reduïts.',
    }),
    event({
      id: 7,
      titulo: 'Presentación de programas de prácticas internacionales',
      titulo_ca: 'Presentació de programes de pràctiques internacionals',
      url_acceso: 'practicas-internacionales',
      fecha: clock.at(-40, 12),
      categoria: 'Jornada',
      categoria_ca: 'Jornada',
      categoria_slug: 'jornada',
      inscripcion_abierta: 0,
      entradilla: 'Erasmus+ Prácticas y otras becas de movilidad.',
      entradilla_ca: 'Erasmus+ Pràctiques i altres beques de mobilitat.',
    }),
    event({
      id: 8,
      titulo: 'Sesión informativa de prácticas (edición Catalunya)',
      titulo_ca: 'Sessió informativa de pràctiques (edició Catalunya)',
      url_acceso: 'sesion-practicas-catalunya',
      fecha: clock.at(15, 11),
      brand_key: 'catalunya',
      lugar: 'Campus de Barcelona',
      lugar_ca: 'Campus de Barcelona',
      entradilla: 'Cómo funcionan las prácticas curriculares y extracurriculares.',
      entradilla_ca: 'Com funcionen les pràctiques curriculars i extracurriculars.',
    }),
  ];

  const guides: Array<[titulo: string, descripcion: string, slug: string, tituloCa: string, descripcionCa: string]> = [
    [
      'Cómo preparar tu CV',
      'Estructura, extensión y errores frecuentes en el currículum de un recién titulado.',
      'como-preparar-tu-cv',
      'Com preparar el teu CV',
      "Estructura, extensió i errors freqüents en el currículum d'un titulat recent.",
    ],
    [
      'La entrevista de trabajo',
      'Tipos de entrevista, preguntas habituales y cómo preparar tus respuestas.',
      'entrevista-de-trabajo',
      "L'entrevista de feina",
      "Tipus d'entrevista, preguntes habituals i com preparar les teves respostes.",
    ],
    [
      'LinkedIn para estudiantes',
      'Crea un perfil que atraiga a los reclutadores y amplía tu red.',
      'linkedin-para-estudiantes',
      'LinkedIn per a estudiants',
      'Crea un perfil que atregui els reclutadors i amplia la teva xarxa.',
    ],
    [
      'La carta de presentación',
      'Cuándo enviarla y cómo adaptarla a cada oferta.',
      'carta-de-presentacion',
      'La carta de presentació',
      'Quan enviar-la i com adaptar-la a cada oferta.',
    ],
    [
      'Emprender desde la universidad',
      'Recursos, ayudas y pasos para poner en marcha tu proyecto.',
      'emprender-desde-la-universidad',
      'Emprendre des de la universitat',
      'Recursos, ajuts i passos per posar en marxa el teu projecte.',
    ],
    [
      'Prácticas en el extranjero',
      'Programas de movilidad, becas y trámites antes de salir.',
      'practicas-en-el-extranjero',
      "Pràctiques a l'estranger",
      'Programes de mobilitat, beques i tràmits abans de marxar.',
    ],
  ];

  // issue #12 item 11: the guides' PDFs and the pictures are real files in the platform's storage.
  await storeContentFiles(db, ctx.files, [
    ...events.map((e) => ({
      id: EVENT_IMAGE_ID + Number(e.id),
      kind: 'event_image' as const,
      nombre: `${e.url_acceso}.png`,
      extension: 'png' as const,
      bytes: solidPng(64, 36, PALETTE[Number(e.id) % PALETTE.length]),
      brandKey: e.brand_key ?? null,
      createdAt: clock.at(-90),
    })),
    ...(await Promise.all(
      guides.map(async ([titulo, descripcion, slug, tituloCa, descripcionCa], i) => ({
        id: GUIDE_FILE_ID + i + 1,
        kind: 'guide' as const,
        nombre: `${slug}.pdf`,
        extension: 'pdf' as const,
        bytes: await guidePdf(titulo, [descripcion, '', tituloCa, descripcionCa]),
        brandKey: null,
        createdAt: clock.at(-200 + i),
      })),
    )),
    ...guides.map(([, , slug], i) => ({
      id: GUIDE_IMAGE_ID + i + 1,
      kind: 'guide_image' as const,
      nombre: `${slug}.png`,
      extension: 'png' as const,
      bytes: solidPng(64, 36, PALETTE[(i + 3) % PALETTE.length]),
      brandKey: null,
      createdAt: clock.at(-200 + i),
    })),
  ]);

  await db.insertInto('events').values(events).execute();
  await db
    .insertInto('event_enrolments')
    .values([
      { event_id: 1, user_id: 1, created_at: clock.at(-2) },
      { event_id: 6, user_id: 1, created_at: clock.at(-20) },
      { event_id: 4, user_id: 3, created_at: clock.at(-1) },
    ])
    .execute();

  await db
    .insertInto('guides')
    .values(
      guides.map(([titulo, descripcion, , titulo_ca, descripcion_ca], i) => ({
        id: i + 1,
        brand_key: null,
        titulo,
        descripcion,
        titulo_ca,
        descripcion_ca,
        url_fichero: contentFileUrl(GUIDE_FILE_ID + i + 1),
        url_imagen: contentFileUrl(GUIDE_IMAGE_ID + i + 1),
        sort: i + 1,
        created_at: clock.at(-200 + i),
      })),
    )
    .execute();
}

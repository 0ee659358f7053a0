import type { OfferState, OfferType } from '../tables/offers';

/**
 * The catalogue the demo offers are drawn from: per sector, titles per offer type and the
 * degrees they target (reference degree ids: 1-20 grados, 21-30 másteres, 31-35 ciclos).
 */
export interface Theme {
  /** areasFuncionales id. */
  area: number;
  /** sectoresActividad id. */
  sector: number;
  degrees: number[];
  ciclos: number[];
  practicas: string[];
  empleo: string[];
  alternancia: string[];
  tareas: string;
}

export const THEMES: Record<string, Theme> = {
  ti: {
    area: 5,
    sector: 8,
    degrees: [1, 29, 22],
    ciclos: [31, 32],
    practicas: [
      'Prácticas de desarrollo web',
      'Prácticas en análisis de datos',
      'Prácticas de soporte técnico y sistemas',
      'Prácticas de ciberseguridad',
      'Prácticas en desarrollo de aplicaciones móviles',
      'Prácticas de QA y testing',
      'Prácticas en inteligencia artificial',
    ],
    empleo: [
      'Desarrollador/a full stack junior',
      'Ingeniero/a DevOps',
      'Analista de datos junior',
      'Técnico/a de sistemas',
    ],
    alternancia: [
      'Técnico/a en desarrollo de aplicaciones web (FP dual)',
      'Técnico/a de soporte informático en alternancia',
    ],
    tareas:
      'Desarrollo de nuevas funcionalidades, revisión de código, pruebas automatizadas y documentación técnica dentro de un equipo ágil.',
  },
  finanzas: {
    area: 1,
    sector: 9,
    degrees: [2, 15, 27],
    ciclos: [33],
    practicas: ['Prácticas en auditoría financiera', 'Prácticas en control de gestión', 'Prácticas en asesoría fiscal'],
    empleo: ['Auditor/a junior', 'Analista financiero/a', 'Técnico/a de contabilidad'],
    alternancia: ['Administrativo/a contable en alternancia'],
    tareas:
      'Apoyo en la revisión de cuentas anuales, conciliaciones, preparación de informes de gestión y análisis de desviaciones.',
  },
  marketing: {
    area: 3,
    sector: 16,
    degrees: [14, 13, 12, 28],
    ciclos: [34],
    practicas: [
      'Prácticas en marketing digital',
      'Prácticas de community management',
      'Prácticas en SEO y analítica web',
    ],
    empleo: ['Analista de marketing digital', 'Especialista en campañas de pago (SEM)', 'Redactor/a de contenidos'],
    alternancia: ['Asistente de marketing y publicidad en alternancia'],
    tareas:
      'Planificación de contenidos, gestión de redes sociales, análisis de métricas y apoyo en campañas para clientes.',
  },
  turismo: {
    area: 10,
    sector: 7,
    degrees: [16, 20, 2],
    ciclos: [34],
    practicas: [
      'Prácticas en recepción de hotel',
      'Prácticas en gestión de reservas',
      'Prácticas en guía de turismo activo',
      'Prácticas de revenue management',
    ],
    empleo: ['Recepcionista de hotel', 'Coordinador/a de actividades turísticas', 'Agente de reservas'],
    alternancia: ['Auxiliar de alojamiento turístico en alternancia'],
    tareas:
      'Atención a clientes en varios idiomas, gestión de reservas y coordinación con los departamentos del establecimiento.',
  },
  energia: {
    area: 6,
    sector: 3,
    degrees: [11, 21, 10],
    ciclos: [32],
    practicas: [
      'Prácticas en ingeniería de parques eólicos',
      'Prácticas en proyectos fotovoltaicos',
      'Prácticas de eficiencia energética',
    ],
    empleo: ['Ingeniero/a de proyectos renovables', 'Técnico/a de operación y mantenimiento'],
    alternancia: ['Técnico/a de instalaciones solares en alternancia'],
    tareas:
      'Apoyo en el diseño y seguimiento de proyectos de energías renovables, cálculo de producción y visitas a instalaciones.',
  },
  salud: {
    area: 11,
    sector: 14,
    degrees: [5, 9, 4, 30],
    ciclos: [33],
    practicas: [
      'Prácticas de enfermería en consulta',
      'Prácticas de fisioterapia deportiva',
      'Prácticas de psicología sanitaria',
    ],
    empleo: ['Enfermero/a de consulta', 'Fisioterapeuta'],
    alternancia: ['Auxiliar administrativo/a sanitario en alternancia'],
    tareas:
      'Atención a pacientes bajo supervisión, registro de la actividad asistencial y participación en sesiones clínicas.',
  },
  juridico: {
    area: 8,
    sector: 11,
    degrees: [3, 26],
    ciclos: [33],
    practicas: ['Prácticas en derecho mercantil', 'Prácticas en derecho laboral'],
    empleo: ['Abogado/a junior', 'Asistente jurídico/a'],
    alternancia: ['Auxiliar administrativo/a de despacho en alternancia'],
    tareas: 'Redacción de escritos y contratos, investigación jurisprudencial y apoyo en la preparación de vistas.',
  },
  educacion: {
    area: 12,
    sector: 13,
    degrees: [6, 7, 25],
    ciclos: [35],
    practicas: ['Prácticas en diseño instruccional', 'Prácticas de edición de materiales educativos'],
    empleo: ['Editor/a de contenidos educativos', 'Formador/a de plataformas de aprendizaje'],
    alternancia: ['Técnico/a de educación infantil en alternancia'],
    tareas:
      'Elaboración y revisión de materiales didácticos, adaptación a plataformas digitales y atención a centros educativos.',
  },
  logistica: {
    area: 7,
    sector: 6,
    degrees: [2, 11, 15],
    ciclos: [33],
    practicas: ['Prácticas en planificación logística', 'Prácticas en compras y aprovisionamiento'],
    empleo: ['Técnico/a de tráfico', 'Analista de operaciones logísticas'],
    alternancia: ['Administrativo/a de logística en alternancia'],
    tareas:
      'Planificación de rutas, control de inventarios, seguimiento de indicadores y coordinación con transportistas.',
  },
};

export const COMPANY_THEME: Record<number, string> = {
  1: 'ti',
  2: 'finanzas',
  3: 'marketing',
  4: 'ti',
  5: 'turismo',
  6: 'energia',
  7: 'turismo',
  8: 'salud',
  9: 'juridico',
  10: 'educacion',
  11: 'logistica',
};

export interface OfferPlan {
  id: number;
  company: number;
  tipo: OfferType;
  estado: OfferState;
  /** Index into the theme's titles of that type. */
  title: number;
  /** Brand the offer is published on; the demo brand when absent. */
  brand?: string;
}

/**
 * Offers 1-30 are placed by hand (the ones demo users apply to, in every state); 31-66 are
 * spread over the extra companies 5-11 with mostly published offers.
 */
const HAND_PLACED: Array<[number, number, OfferType, OfferState, number]> = [
  [1, 1, 'practicas', 'publicada', 0],
  [2, 1, 'practicas', 'publicada', 1],
  [3, 1, 'empleo', 'publicada', 0],
  [4, 1, 'practicas', 'publicada', 2],
  [5, 1, 'empleo', 'publicada', 1],
  [6, 1, 'alternancia', 'publicada', 0],
  [7, 1, 'practicas', 'pendiente_validacion', 3],
  [8, 1, 'practicas', 'cerrada', 4],
  [9, 1, 'empleo', 'caducada', 2],
  [10, 1, 'practicas', 'borrador', 5],
  [11, 1, 'empleo', 'publicada', 3],
  [12, 1, 'alternancia', 'publicada', 1],
  [13, 1, 'practicas', 'pendiente_validacion', 0],
  [14, 1, 'practicas', 'publicada', 6],
  [15, 2, 'practicas', 'publicada', 0],
  [16, 2, 'empleo', 'publicada', 0],
  [17, 2, 'practicas', 'cerrada', 1],
  [18, 2, 'empleo', 'publicada', 1],
  [19, 2, 'alternancia', 'publicada', 0],
  [20, 2, 'practicas', 'caducada', 2],
  [21, 2, 'empleo', 'pendiente_validacion', 2],
  [22, 3, 'empleo', 'publicada', 0],
  [23, 3, 'practicas', 'publicada', 0],
  [24, 3, 'practicas', 'publicada', 1],
  [25, 3, 'empleo', 'publicada', 1],
  [26, 3, 'alternancia', 'publicada', 0],
  [27, 3, 'practicas', 'pendiente_validacion', 2],
  [28, 3, 'empleo', 'caducada', 2],
  [29, 4, 'practicas', 'pendiente_validacion', 6],
  [30, 4, 'empleo', 'borrador', 2],
];

const TYPE_CYCLE: OfferType[] = ['practicas', 'empleo', 'practicas', 'alternancia', 'empleo', 'practicas'];

export function offerPlans(): OfferPlan[] {
  const plans: OfferPlan[] = HAND_PLACED.map(([id, company, tipo, estado, title]) => ({
    id,
    company,
    tipo,
    estado,
    title,
  }));
  let id = 31;
  let g = 0;
  for (let company = 5; company <= 11; company++) {
    const count = company === 5 ? 6 : 5;
    for (let j = 0; j < count; j++, g++) {
      const estado: OfferState =
        g % 9 === 4
          ? 'pendiente_validacion'
          : g % 12 === 7
            ? 'cerrada'
            : g % 12 === 10
              ? 'caducada'
              : g === 33
                ? 'eliminada'
                : 'publicada';
      plans.push({ id: id++, company, tipo: TYPE_CYCLE[j], estado, title: j + company });
    }
  }
  // The Catalan brand's own offers (a Barcelona law firm), so that its students see a list there.
  plans.push(
    { id: 67, company: 9, tipo: 'practicas', estado: 'publicada', title: 0, brand: 'catalunya' },
    { id: 68, company: 9, tipo: 'empleo', estado: 'publicada', title: 0, brand: 'catalunya' },
    { id: 69, company: 9, tipo: 'practicas', estado: 'publicada', title: 1, brand: 'catalunya' },
  );
  return plans;
}

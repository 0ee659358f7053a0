import { z } from 'zod';

/**
 * GET /api/Gestion/resumen: the console's dashboard (issue #14 'Dashboard'). Each counter names
 * the list it links to and the filter that list will use, so that the web builds the link and the
 * queue pages read the same filter from the URL.
 */
export const DASHBOARD_COUNTERS = [
  'empresasPendientes',
  'ofertasPendientes',
  'conveniosGenerado',
  'conveniosFirmadoEmpresa',
  'conveniosErroneoEmpresa',
  'conveniosEnviadoSecretaria',
  'conveniosFormalizado',
  'conveniosCaducado',
  'solicitudesPracticas',
  'solicitudesCambioPracticas',
  'solicitudesEducacion',
  'solicitudesBaja',
] as const;
export type TDashboardCounterKey = (typeof DASHBOARD_COUNTERS)[number];

/** The console list each counter opens. */
export const ZDashboardList = z.enum(['empresas', 'ofertas', 'convenios', 'solicitudes']);
export type TDashboardList = z.infer<typeof ZDashboardList>;

export const ZDashboardCounter = z.object({
  clave: z.enum(DASHBOARD_COUNTERS),
  total: z.number().int(),
  /** Since when the oldest item waits (ISO timestamp), null when none waits. */
  masAntiguo: z.string().nullable(),
  /** Whole days the oldest item has waited. */
  diasEspera: z.number().int().nullable(),
  /** The oldest waits longer than the brand's threshold. */
  retrasado: z.boolean(),
  lista: ZDashboardList,
  /** Query-string filter of that list, e.g. { estado: 'pendiente' }. */
  filtro: z.record(z.string(), z.string()),
});
export type TDashboardCounter = z.infer<typeof ZDashboardCounter>;

export const ZDashboard = z.object({
  /** The brand's 'waiting longer than N days' threshold. */
  diasAviso: z.number().int(),
  contadores: z.array(ZDashboardCounter),
});
export type TDashboard = z.infer<typeof ZDashboard>;

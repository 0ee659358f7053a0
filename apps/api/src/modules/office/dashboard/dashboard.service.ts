import type { TBrand } from '@portal/contracts/brand';
import type {
  TDashboard,
  TDashboardCounter,
  TDashboardCounterKey,
  TDashboardList,
} from '@portal/contracts/office/dashboard.schemas';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { now as clockNow } from '../../../platform/clock';
import { requireOffice } from '../office-access.service';
import { waiting as waitingRequests } from '../requests/requests.repository';
import * as repo from './dashboard.repository';

/**
 * GET /api/Gestion/resumen (issue #14 'Dashboard'): what waits for the office, each counter with
 * the list and filter it opens, and whether its oldest item waits longer than the brand's N days.
 */
const DAY_MS = 86_400_000;

/** Agreement states of SPEC §4, in the order the queues show them. */
const AGREEMENT_COUNTERS: ReadonlyArray<[TDashboardCounterKey, string]> = [
  ['conveniosGenerado', 'generado'],
  ['conveniosFirmadoEmpresa', 'firmado_empresa'],
  ['conveniosErroneoEmpresa', 'erroneo_empresa'],
  ['conveniosEnviadoSecretaria', 'enviado_secretaria'],
  ['conveniosFormalizado', 'formalizado'],
  ['conveniosCaducado', 'caducado'],
];

/** Formalised and expired agreements wait for nobody: counted, never highlighted. */
const SETTLED_AGREEMENT_STATES = new Set(['formalizado', 'caducado']);

export async function dashboard(db: Db, user: AuthUser, brand: TBrand, now: Date = clockNow()): Promise<TDashboard> {
  const actor = await requireOffice(db, user, brand.key, 'dashboard.read');
  const staleAfter = brand.office.staleAfterDays;
  const counter = (
    clave: TDashboardCounterKey,
    waiting: repo.Waiting,
    lista: TDashboardList,
    filtro: Record<string, string>,
    waits = true,
  ): TDashboardCounter => {
    const days = waiting.oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(waiting.oldest)) / DAY_MS)) : null;
    return {
      clave,
      total: waiting.total,
      masAntiguo: waiting.oldest,
      diasEspera: days,
      retrasado: waits && days !== null && days > staleAfter,
      lista,
      filtro,
    };
  };
  const [companies, offers, agreements, practice, change, education, deregistration] = await Promise.all([
    repo.companiesAwaitingValidation(db, actor.brandKey),
    repo.offersAwaitingValidation(db, actor.brandKey),
    repo.agreementsByState(db, actor.brandKey),
    // The same rows as the requests lists (issue #14 '5. Requests'), campus scope included.
    waitingRequests(db, 'practicas', actor.brandKey, actor.campusIds),
    waitingRequests(db, 'cambio', actor.brandKey, actor.campusIds),
    waitingRequests(db, 'educacion', actor.brandKey, actor.campusIds),
    waitingRequests(db, 'baja', actor.brandKey, actor.campusIds),
  ]);
  const none: repo.Waiting = { total: 0, oldest: null };
  return {
    diasAviso: staleAfter,
    contadores: [
      counter('empresasPendientes', companies, 'empresas', { estado: 'pendiente' }),
      counter('ofertasPendientes', offers, 'ofertas', { estado: 'pendiente_validacion' }),
      ...AGREEMENT_COUNTERS.map(([clave, estado]) =>
        counter(clave, agreements.get(estado) ?? none, 'convenios', { estado }, !SETTLED_AGREEMENT_STATES.has(estado)),
      ),
      counter('solicitudesPracticas', practice, 'solicitudes', { tipo: 'practicas', estado: 'pendiente' }),
      counter('solicitudesCambioPracticas', change, 'solicitudes', { tipo: 'cambio', estado: 'pendiente' }),
      counter('solicitudesEducacion', education, 'solicitudes', { tipo: 'educacion', estado: 'pendiente' }),
      counter('solicitudesBaja', deregistration, 'solicitudes', { tipo: 'baja', estado: 'pendiente' }),
    ],
  };
}

import { ZProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import type { TProposalFilters } from '../api/get-proposals';

/** SPEC §3 filter state 'misofertas', read from and written to the list's address. */
export function filtersFromParams(params: URLSearchParams): TProposalFilters {
  const tipo = ZProposalKind.safeParse(params.get('tipo'));
  const fecha = params.get('fecha');
  const flag = (name: string) => (params.get(name) === '1' ? true : undefined);
  return {
    estado: (params.get('estado') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    tipo: tipo.success ? tipo.data : undefined,
    titulo: params.get('titulo') ?? undefined,
    fecha: fecha && /^\d{4}-\d{2}-\d{2}$/.test(fecha) ? fecha : undefined,
    omitirLeidos: flag('omitirLeidos'),
    soloConCandidatos: flag('soloConCandidatos'),
    caducanPronto: flag('caducanPronto'),
  };
}

export function paramsOfFilters(filters: TProposalFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.estado.length > 0) params.set('estado', filters.estado.join(','));
  if (filters.tipo) params.set('tipo', filters.tipo);
  if (filters.titulo) params.set('titulo', filters.titulo);
  if (filters.fecha) params.set('fecha', filters.fecha);
  for (const flag of ['omitirLeidos', 'soloConCandidatos', 'caducanPronto'] as const)
    if (filters[flag]) params.set(flag, '1');
  return params;
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferFilterName, TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { useActiveProgrammes, useDomains } from '../../../lib/reference-lists';
import { allowedFilters } from '../utils/offer-filter-params';

export interface TFilterChip {
  name: TOfferFilterName;
  label: string;
}

type TNamed = ReadonlyArray<{ id: number; descripcion?: string; nombre?: string }> | undefined;

/** #16 part 2: one removable chip per active filter, named with the reference lists' texts. */
export function useFilterChips(kind: TOfferKind, filters: TOfferFilters): TFilterChip[] {
  const { t } = useTranslation('offers');
  const allowed = useMemo(() => allowedFilters(kind), [kind]);
  const { data: domains } = useDomains();
  const { data: programmes } = useActiveProgrammes(
    allowed.has('tituloPrograma') && filters.tituloPrograma !== undefined,
  );
  return useMemo(() => {
    const lists: Partial<Record<TOfferFilterName, TNamed>> = {
      provincia: domains?.provincias,
      titulaciones: domains?.titulaciones,
      contrato: domains?.tiposContrato,
      areasTitulaciones: domains?.areasTitulaciones,
      areaFuncional: domains?.areasFuncionales,
      nivelesTitulaciones: domains?.nivelesTitulacion,
      tiposFormacion: domains?.tiposFormacionAcademica,
      tituloPrograma: programmes,
    };
    const chips: TFilterChip[] = [];
    for (const [name, value] of Object.entries(filters) as Array<[TOfferFilterName, unknown]>) {
      if (!allowed.has(name) || value === undefined || value === false || value === '') continue;
      if (Array.isArray(value) && value.length === 0) continue;
      const title = t(`filters.${name}`);
      let text: string;
      if (value === true) text = title;
      else if (Array.isArray(value)) {
        const list = lists[name];
        const names = value.map((v) => {
          const found = list?.find((item) => item.id === v);
          return found?.descripcion ?? found?.nombre ?? String(v);
        });
        text = `${title}: ${names.join(', ')}`;
      } else text = `${title}: ${String(value)}`;
      chips.push({ name, label: text });
    }
    return chips;
  }, [filters, allowed, domains, programmes, t]);
}

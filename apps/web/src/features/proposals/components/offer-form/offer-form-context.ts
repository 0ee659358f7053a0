import { createContext, useContext } from 'react';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import type { TOfferFieldRules } from '../../utils/offer-form-schema';

/** What every section of the offer form reads: the brand's field rules and the reference lists. */
export interface TOfferFormContext {
  rules: TOfferFieldRules;
  domains: TDominios;
}

export const OfferFormContext = createContext<TOfferFormContext | null>(null);

export function useOfferFormContext(): TOfferFormContext {
  const context = useContext(OfferFormContext);
  if (!context) throw new Error('useOfferFormContext outside the offer form');
  return context;
}

/** Select options of a reference list. */
export function optionsOf(
  items: ReadonlyArray<{ id: number; descripcion: string }> | undefined,
): Array<{ value: string; label: string }> {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion }));
}

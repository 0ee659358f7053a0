import { localeOf } from './dates';

/**
 * Numbers in the person's language on `Intl` (issue #13 part 4): a decimal comma in es and ca
 * ('3,25'), at most two decimals.
 */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(value);
}

/** An amount in euros ('1200 €', '12.000,5 €'): no decimals shown when there are none. */
export function formatEuros(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);
}

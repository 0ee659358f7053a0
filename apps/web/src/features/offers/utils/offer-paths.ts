import { routePath } from '@portal/contracts/routes';
import type { TOfferKind } from '@portal/contracts/offers/offers.schemas';

/** SPEC §2 Offer card: the offers route of its type plus the offer's access url. */
export function offerPath(tipo: TOfferKind, urlAcceso: string): string {
  return routePath(tipo === 'empleo' ? 'job-offer' : 'internship-offer', { id: urlAcceso });
}

/** The list route of each kind. */
export function offerListPath(kind: TOfferKind): string {
  return routePath(
    kind === 'empleo' ? 'job-offers' : kind === 'alternancia' ? 'alternance-offers' : 'internship-offers',
  );
}

import { OfferDetailPageBody } from '../components/offer-detail-page-body';

/** SPEC §2 Student only: /ofertas-empleo/{id}. */
export default function JobOfferPage() {
  return <OfferDetailPageBody kind="empleo" />;
}

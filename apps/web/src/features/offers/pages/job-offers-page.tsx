import { OfferListView } from '../components/offer-list-view';

/** SPEC §2 Student only: the empleo offers list. */
export default function JobOffersPage() {
  return <OfferListView kind="empleo" />;
}

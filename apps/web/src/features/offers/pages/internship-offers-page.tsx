import { OfferListView } from '../components/offer-list-view';

/** SPEC §2 Student only: the practicas offers list. */
export default function InternshipOffersPage() {
  return <OfferListView kind="practicas" />;
}

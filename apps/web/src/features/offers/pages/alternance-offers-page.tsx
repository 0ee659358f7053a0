import { OfferListView } from '../components/offer-list-view';

/** SPEC §2 Student only: the alternancia offers list. */
export default function AlternanceOffersPage() {
  return <OfferListView kind="alternancia" />;
}

import { OfferDetailPageBody } from '../components/offer-detail-page-body';

/** SPEC §2 Student only: /propuesta-practicas/{id} (internship and alternance offers). */
export default function InternshipOfferPage() {
  return <OfferDetailPageBody kind="practicas" />;
}

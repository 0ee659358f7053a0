import type { QueryClient } from '@tanstack/react-query';
import { prefetchOfferList } from '../api/prefetch-offer-list';
import { OfferListView } from '../components/offer-list-view';

/** SPEC §2 Student only: the alternancia offers list. */
export default function AlternanceOffersPage() {
  return <OfferListView kind="alternancia" />;
}

/** Issue #16 part 9: the list's first page starts loading with this chunk (app/preload-page.ts). */
export function prefetch(queryClient: QueryClient): void {
  prefetchOfferList(queryClient, 'alternancia');
}

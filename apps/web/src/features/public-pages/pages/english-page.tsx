import type { TPublicBrand } from '@portal/contracts/brand';
import { useCurrentRoute } from '../../../app/current-route';
import { useBrand } from '../../../lib/brand';
import { MarkdownText } from '../../../ui/markdown-text';
import { PublicPage } from '../components/public-page';

/** SPEC §2 English set: each route shows its page of the brand's `textsEn`, in English. */
export const ENGLISH_PAGES: Record<string, keyof TPublicBrand['textsEn']> = {
  'en-news': 'news',
  'en-press-room': 'pressRoom',
  'en-contact': 'contact',
  'en-work-with-us': 'workWithUs',
  'en-privacy-policy': 'privacyPolicy',
  'en-cookies-policy': 'cookiesPolicy',
};

export default function EnglishPage() {
  const route = useCurrentRoute();
  const brand = useBrand();
  const page = brand.textsEn[ENGLISH_PAGES[route?.id ?? ''] ?? 'news'];
  return (
    <PublicPage title={page.title}>
      <MarkdownText source={page.body} />
    </PublicPage>
  );
}

import { BrandTextPage } from '../components/brand-text-page';

/** SPEC §2 /politica-de-cookies. */
export default function CookiePolicyPage() {
  return <BrandTextPage textKey="cookiePolicy" titleKey="routes.cookie-policy" />;
}

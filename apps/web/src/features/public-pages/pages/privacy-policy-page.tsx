import { BrandTextPage } from '../components/brand-text-page';

/** SPEC §2 /politica-de-privacidad. */
export default function PrivacyPolicyPage() {
  return <BrandTextPage textKey="privacyPolicy" titleKey="routes.privacy-policy" />;
}

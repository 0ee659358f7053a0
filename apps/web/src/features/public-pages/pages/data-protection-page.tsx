import { BrandTextPage } from '../components/brand-text-page';

/** SPEC §2 /proteccion-de-datos. */
export default function DataProtectionPage() {
  return <BrandTextPage textKey="dataProtection" titleKey="routes.data-protection" />;
}

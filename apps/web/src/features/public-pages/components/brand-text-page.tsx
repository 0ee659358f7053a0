import { useTranslation } from 'react-i18next';
import type { TBrandTexts } from '@portal/contracts/brand';
import { useBrand } from '../../../lib/brand';
import { MarkdownText } from '../../../ui/markdown-text';
import { PublicPage } from './public-page';
import { useLanguage } from '../../../i18n';

type TLongText = 'privacyPolicy' | 'cookiePolicy' | 'dataProtection';

/** SPEC §2 public legal pages: the brand's own text in the current language. */
export function BrandTextPage({ textKey, titleKey }: { textKey: TLongText & keyof TBrandTexts; titleKey: string }) {
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const { lang } = useLanguage();
  return (
    <PublicPage title={t(titleKey)}>
      <MarkdownText source={brand.texts[lang][textKey]} />
    </PublicPage>
  );
}

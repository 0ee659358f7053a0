import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useBrand } from '../lib/brand';
import { LoadingPlaceholders } from '../ui/loading-placeholders';
import { OfficeChrome } from './office-chrome';
import { useConsolePathLanguage } from './office-path-language';
import './office.css';

/** The console's sign-in and password pages (issue #14): the brand, then one narrow column. */
function Frame() {
  const { t, i18n } = useTranslation('office');
  const brand = useBrand();
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  useConsolePathLanguage();
  return (
    <div className="office-app">
      <a href="#main-content" className="portal-skip-link">
        {t('skipToContent')}
      </a>
      <header className="office-header">
        <span className="office-brand">
          {brand.name[lang]} · {t('console')}
        </span>
      </header>
      <main id="main-content" tabIndex={-1} className="office-frame">
        <OfficeChrome />
        <Outlet />
      </main>
    </div>
  );
}

export default function OfficeFrame() {
  return (
    <Suspense fallback={<LoadingPlaceholders />}>
      <Frame />
    </Suspense>
  );
}

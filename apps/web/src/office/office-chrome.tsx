import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentRoute } from '../app/current-route';
import { registerNavigate } from '../lib/navigation';
import { ErrorPopup } from '../shell/error-popup';
import { PageTitle } from '../ui/page-title';

/** What every console frame needs: navigation for code outside React, the error popup, the tab title. */
export function OfficeChrome() {
  const { t } = useTranslation('office');
  const navigate = useNavigate();
  const route = useCurrentRoute();
  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);
  return (
    <>
      <PageTitle title={route ? t(route.titleKey) : t('console')} />
      <ErrorPopup />
    </>
  );
}

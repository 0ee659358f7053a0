import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEducationMenu } from '../api/get-education-menu';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2: these pages exist only for a company with the education menu (tieneMenuSolicitudesPracticasEducacion). */
export function EducationMenuGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('education-requests');
  const menu = useEducationMenu();
  if (menu.isPending) return <LoadingPlaceholders count={2} cols={1} />;
  if (!menu.data) return <ReadableAlert color="yellow">{t('noMenu')}</ReadableAlert>;
  return <>{children}</>;
}

import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEducationMenu } from '../api/get-education-menu';

/** SPEC §2: these pages exist only for a company with the education menu (tieneMenuSolicitudesPracticasEducacion). */
export function EducationMenuGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('education-requests');
  const menu = useEducationMenu();
  if (menu.isPending) return <LoadingPlaceholders count={2} cols={1} />;
  if (!menu.data) return <Alert styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }} color="yellow">{t('noMenu')}</Alert>;
  return <>{children}</>;
}

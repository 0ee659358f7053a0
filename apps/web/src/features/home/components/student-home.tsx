import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useBrandFlag } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { scrollToElement } from '../utils/scroll-to-element';
import { HomeBanner } from './home-banner';
import { HomeModule } from './home-module';
import { OffersModule } from './offers-module';
import { SinCvNotice } from './sin-cv-notice';

/** SPEC §2: the surveys anchor of the student home. */
export const SURVEYS_ANCHOR = 'informes';

function scrollToSurveys(): void {
  const target = document.getElementById(SURVEYS_ANCHOR);
  if (target) scrollToElement(target);
}

/**
 * SPEC §2 Student home. Modules whose calls the API does not serve yet say 'Muy pronto
 * disponible' instead of calling endpoints that do not exist.
 */
export function StudentHome() {
  const { t } = useTranslation('home');
  const { user } = useSession();
  const location = useLocation();
  const hasEvents = useBrandFlag('hasEventos');
  const hasGuides = useBrandFlag('hasGuiasOrientacion');

  useEffect(() => {
    // Arriving at /#informes from another page scrolls there too.
    if (location.hash === `#${SURVEYS_ANCHOR}`) scrollToSurveys();
  }, [location.hash]);

  function onSurveysLink(event: MouseEvent<HTMLAnchorElement>): void {
    event.preventDefault();
    scrollToSurveys();
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Anchor href={`#${SURVEYS_ANCHOR}`} onClick={onSurveysLink} size="sm">
        {t('goToSurveys')}
      </Anchor>
      <HomeBanner />
      {/* SPEC §2: a student without an attached CV gets the 'sinCV' notice. */}
      {user?.tieneCVadjunto === false && <SinCvNotice />}
      <OffersModule />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {/* TODO(issue "Applications"): the 4 latest applications (dameCandidaturasPracticasUsuario / EmpleoUsuario). */}
        <HomeModule title={t('modules.applications')} seeAllTo={routePath('my-applications')} comingSoon />
        {/* TODO(issue "Communications"): GET /api/Alumno/dameComunicaciones (date, description, optional link). */}
        <HomeModule title={t('modules.communications')} comingSoon />
        {/* TODO(issue "Surveys"): GET /api/Alumno/dameEncuestasUsuario (survey cards). */}
        <HomeModule id={SURVEYS_ANCHOR} title={t('modules.surveys')} seeAllTo={routePath('surveys')} comingSoon />
        {/* TODO(issue "Events"): GET /api/Alumno/dameEventos, at most 3, future only, by date. */}
        {hasEvents && <HomeModule title={t('modules.events')} seeAllTo={routePath('events')} comingSoon />}
        {/* TODO(issue "Guides"): GET /api/Alumno/dameGuiaOrientacion, at most 4. */}
        {hasGuides && <HomeModule title={t('modules.guides')} seeAllTo={routePath('guides')} comingSoon />}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrandFlag } from '../../../lib/brand';
import { useSession } from '../../../lib/session';
import { scrollToElement } from '../utils/scroll-to-element';
import { HomeBanner } from './home-banner';
import { DocumentationReminder } from './documentation-reminder';
import { OffersModule } from './offers-module';
import { SinCvNotice } from './sin-cv-notice';
import {
  StudentApplicationsModule,
  StudentCommunicationsModule,
  StudentEventsModule,
  StudentGuidesModule,
  StudentSurveysModule,
} from './student-modules';

/** SPEC §2: the surveys anchor of the student home. */
export const SURVEYS_ANCHOR = 'informes';

function scrollToSurveys(): void {
  const target = document.getElementById(SURVEYS_ANCHOR);
  if (target) scrollToElement(target);
}

/**
 * SPEC §2 Student home: banner, 'sinCV' notice, offers tabs, applications (4), communications,
 * surveys (#informes), upcoming events (3) and guides (4) per brand flag, the documentation reminder.
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
        <StudentApplicationsModule />
        <StudentCommunicationsModule />
        <StudentSurveysModule anchorId={SURVEYS_ANCHOR} />
        {hasEvents && <StudentEventsModule />}
        {hasGuides && <StudentGuidesModule />}
      </SimpleGrid>
      <DocumentationReminder />
    </Stack>
  );
}

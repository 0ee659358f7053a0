import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/contracts/routes';
import { AgreementReminder } from './agreement-reminder';
import { CompanyTiles } from './company-tiles';
import { HomeModule } from './home-module';

/** SPEC §2 Company home: tiles, surveys and communications, and the unsigned-agreement reminder. */
export function CompanyHome() {
  const { t } = useTranslation('home');
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <CompanyTiles />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {/* TODO(issue "Surveys"): GET /api/Empresa/dameEncuestas (survey cards). */}
        <HomeModule id="informes" title={t('modules.surveys')} seeAllTo={routePath('surveys')} comingSoon />
        {/* TODO(issue "Communications"): GET /api/Empresa/dameComunicaciones (date, description, optional link). */}
        <HomeModule title={t('modules.communications')} comingSoon />
      </SimpleGrid>
      <AgreementReminder />
    </Stack>
  );
}

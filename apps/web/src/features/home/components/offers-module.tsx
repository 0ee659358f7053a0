import { Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/contracts/routes';
import { useBrandFlag } from '../../../lib/brand';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { HomeModule } from './home-module';

type TOfferTab = 'internships' | 'alternance';

function OfferTabContent({ loading }: { loading: boolean }) {
  const { t } = useTranslation('common');
  if (loading) return <LoadingPlaceholders />;
  return <Text>{t('comingSoon')}</Text>;
}

/**
 * SPEC §2 Student home: offers with tabs for internship and alternance offers (up to 5 latest of
 * each, with 'see all'). The alternance tab follows the brand flag of its list (hasAlternancia).
 */
export function OffersModule() {
  const { t } = useTranslation('home');
  const hasAlternance = useBrandFlag('hasAlternancia');
  const [tab, setTab] = useState<TOfferTab>('internships');
  // TODO(issue "Offers"): load the 5 latest of each type (GET /api/Alumno/dameOfertasUsuario/practicas/1,
  // dameOfertasFormacionEnAlternanciaUsuario/1) and set `loading` from those queries.
  const loading = false;
  const seeAllTo = routePath(tab === 'alternance' && hasAlternance ? 'alternance-offers' : 'internship-offers');
  return (
    <HomeModule title={t('modules.offers')} seeAllTo={seeAllTo}>
      <Tabs value={tab} onChange={(value) => setTab(value === 'alternance' ? 'alternance' : 'internships')} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="internships">{t('modules.internships')}</Tabs.Tab>
          {hasAlternance && <Tabs.Tab value="alternance">{t('modules.alternance')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="internships">
          <OfferTabContent loading={loading} />
        </Tabs.Panel>
        {hasAlternance && (
          <Tabs.Panel value="alternance">
            <OfferTabContent loading={loading} />
          </Tabs.Panel>
        )}
      </Tabs>
    </HomeModule>
  );
}

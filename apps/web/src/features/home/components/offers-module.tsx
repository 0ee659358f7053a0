import { Anchor, List, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TOfferCard } from '@portal/contracts/offers/offers.schemas';
import { useBrandFlag } from '../../../lib/brand';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useStudentLatestOffers, type THomeOfferKind } from '../api/get-student-latest-offers';
import { HomeModule } from './home-module';

const SEE_ALL: Record<THomeOfferKind, { route: string; label: string }> = {
  practicas: { route: 'internship-offers', label: 'offers.seeAllInternships' },
  empleo: { route: 'job-offers', label: 'offers.seeAllJobs' },
  alternancia: { route: 'alternance-offers', label: 'offers.seeAllAlternance' },
};

const offerPath = (o: TOfferCard) =>
  routePath(o.tipo === 'empleo' ? 'job-offer' : 'internship-offer', { id: o.urlAcceso });

function OfferTabContent({ kind, enabled }: { kind: THomeOfferKind; enabled: boolean }) {
  const { t } = useTranslation('student-home');
  const query = useStudentLatestOffers(kind, enabled);
  const { data, isPending } = query;
  const seeAll = routePath(SEE_ALL[kind].route);
  if (isPending) return <LoadingPlaceholders />;
  if (query.isError) return <LoadFailed {...retryOf(query)} />;
  return (
    <>
      {!data || data.length === 0 ? (
        <Text>{t('offers.none')}</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0} data-testid={`home-offers-${kind}`}>
          {data.map((o) => (
            <List.Item key={o.idoferta}>
              <Anchor component={Link} to={offerPath(o)} fw={600}>
                {o.titulo}
              </Anchor>
              <Text size="sm">{[o.empresa, o.provincia, o.fechaDestacada ?? o.fecha].filter(Boolean).join(' · ')}</Text>
            </List.Item>
          ))}
        </List>
      )}
      <Anchor component={Link} to={seeAll} size="sm" mt="sm" display="inline-block">
        {t(SEE_ALL[kind].label)}
      </Anchor>
    </>
  );
}

/**
 * SPEC §2 Student home: offers with tabs for internship and alternance offers (the 5 latest of
 * each, with 'see all'), and job offers (issue #12 item 15: students and alumni could only reach
 * them from the career-guidance page). The alternance tab follows its brand flag (hasAlternancia).
 */
export function OffersModule() {
  const { t } = useTranslation('home');
  const hasAlternance = useBrandFlag('hasAlternancia');
  const [tab, setTab] = useState<THomeOfferKind>('practicas');
  return (
    <HomeModule title={t('modules.offers')}>
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'alternancia' || value === 'empleo' ? value : 'practicas')}
        keepMounted={false}
      >
        <Tabs.List mb="sm">
          <Tabs.Tab value="practicas">{t('modules.internships')}</Tabs.Tab>
          <Tabs.Tab value="empleo">{t('modules.jobs')}</Tabs.Tab>
          {hasAlternance && <Tabs.Tab value="alternancia">{t('modules.alternance')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="practicas">
          <OfferTabContent kind="practicas" enabled />
        </Tabs.Panel>
        <Tabs.Panel value="empleo">
          <OfferTabContent kind="empleo" enabled={tab === 'empleo'} />
        </Tabs.Panel>
        {hasAlternance && (
          <Tabs.Panel value="alternancia">
            <OfferTabContent kind="alternancia" enabled={tab === 'alternancia'} />
          </Tabs.Panel>
        )}
      </Tabs>
    </HomeModule>
  );
}

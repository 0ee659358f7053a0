import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/contracts/routes';
import { useBrand, useBrandFlag } from '../../../lib/brand';
import { MarkdownText } from '../../../ui/markdown-text';
import { InfoLinks, type TInfoLink } from '../components/info-links';
import { SupportContact } from '../components/support-contact';
import { brandPageText } from '../utils/brand-page-text';
import { useLanguage } from '../../../i18n';

/**
 * SPEC §2 /orientacion-laboral (brand flag hasOrientacionLaboral): the brand's own text when it
 * has one, else a generic page pointing to the guides, the CV and the offers.
 */
export default function CareerGuidancePage() {
  const { t } = useTranslation('guides');
  const { lang } = useLanguage();
  const brand = useBrand();
  const hasGuides = useBrandFlag('hasGuiasOrientacion');
  const hasEvents = useBrandFlag('hasEventos');
  const own = brandPageText(brand, lang, 'orientacionLaboral');
  const items: TInfoLink[] = [
    ...(hasGuides
      ? [
          {
            title: t('career.guides.title'),
            body: t('career.guides.body'),
            to: routePath('guides'),
            label: t('career.guides.link'),
          },
        ]
      : []),
    { title: t('career.cv.title'), body: t('career.cv.body'), to: routePath('cv'), label: t('career.cv.link') },
    {
      title: t('career.internships.title'),
      body: t('career.internships.body'),
      to: routePath('internship-offers'),
      label: t('career.internships.link'),
    },
    {
      title: t('career.jobs.title'),
      body: t('career.jobs.body'),
      to: routePath('job-offers'),
      label: t('career.jobs.link'),
    },
    ...(hasEvents
      ? [
          {
            title: t('career.events.title'),
            body: t('career.events.body'),
            to: routePath('events'),
            label: t('career.events.link'),
          },
        ]
      : []),
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('career.title')}</Title>
      {own ? (
        <div>
          <MarkdownText source={own} />
        </div>
      ) : (
        <>
          <Text>{t('career.intro')}</Text>
          <InfoLinks items={items} />
        </>
      )}
      <SupportContact />
    </Stack>
  );
}

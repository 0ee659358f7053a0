import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useBrand, useBrandFlag } from '../../../lib/brand';
import { MarkdownText } from '../../../ui/markdown-text';
import { SupportContact } from '../components/support-contact';
import { brandPageText } from '../utils/brand-page-text';
import { useLanguage } from '../../../i18n';

interface TQuestion {
  key: string;
  to: string;
}

/**
 * SPEC §2 /ayuda (brand flag hasAyuda): the brand's own help text when it has one, else common
 * questions with links to the pages that answer them, and the support contact.
 */
export default function HelpPage() {
  const { t } = useTranslation('guides');
  const { lang } = useLanguage();
  const brand = useBrand();
  const hasGuides = useBrandFlag('hasGuiasOrientacion');
  const own = brandPageText(brand, lang, 'ayuda');
  const questions: TQuestion[] = [
    { key: 'cv', to: routePath('cv') },
    { key: 'apply', to: routePath('internship-offers') },
    { key: 'applications', to: routePath('my-applications') },
    { key: 'documents', to: routePath('documentation') },
    { key: 'surveys', to: routePath('surveys') },
    ...(hasGuides ? [{ key: 'guides', to: routePath('guides') }] : []),
  ];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('help.title')}</Title>
      {own ? (
        <div>
          <MarkdownText source={own} />
        </div>
      ) : (
        <>
          <Text>{t('help.intro')}</Text>
          <Accordion variant="separated" multiple>
            {questions.map((q) => (
              <Accordion.Item key={q.key} value={q.key}>
                <Accordion.Control>{t(`help.questions.${q.key}.q`)}</Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text size="sm">{t(`help.questions.${q.key}.a`)}</Text>
                    <Anchor component={Link} to={q.to} size="sm" fw={600}>
                      {t(`help.questions.${q.key}.link`)}
                    </Anchor>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </>
      )}
      <SupportContact />
    </Stack>
  );
}

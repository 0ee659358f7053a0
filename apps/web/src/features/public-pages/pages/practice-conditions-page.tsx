import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  HOURS_WEEK_MAX,
  INTERNSHIP_HOURS_DAY_MAX,
  INTERNSHIP_HOURS_DAY_NON_TEACHING_MAX,
  INTERNSHIP_HOURS_WEEK_MAX,
  MANAGEMENT_FEE_MASTER_EUR,
  MANAGEMENT_FEE_UNDERGRADUATE_EUR,
} from '@portal/contracts/limits';
import { useBrand } from '../../../lib/brand';
import { MarkdownText } from '../../../ui/markdown-text';
import { PublicPage } from '../components/public-page';
import { useLanguage } from '../../../i18n';

/**
 * SPEC §2 /{brand prefix}/condiciones-practicas (Catalan /{prefix}/condicions): the economic
 * conditions. The figures come from SPEC §9 limits; the brand adds its own explanation.
 */
export default function PracticeConditionsPage() {
  const { t } = useTranslation(['public', 'shell']);
  const brand = useBrand();
  const { lang } = useLanguage();
  const rows: Array<[string, string]> = [
    [t('conditions.feeUndergraduate'), t('conditions.eurPerMonth', { amount: MANAGEMENT_FEE_UNDERGRADUATE_EUR })],
    [t('conditions.feeMaster'), t('conditions.eurPerMonth', { amount: MANAGEMENT_FEE_MASTER_EUR })],
    [
      t('conditions.hoursTeaching'),
      t('conditions.hoursDayWeek', { day: INTERNSHIP_HOURS_DAY_MAX, week: INTERNSHIP_HOURS_WEEK_MAX }),
    ],
    [t('conditions.hoursNonTeaching'), t('conditions.hoursDay', { day: INTERNSHIP_HOURS_DAY_NON_TEACHING_MAX })],
    [t('conditions.hoursCompanyRequest'), t('conditions.hoursWeek', { week: HOURS_WEEK_MAX })],
  ];
  const brandText = brand.texts[lang].practiceConditions;
  return (
    <PublicPage title={t('routes.practice-conditions', { ns: 'shell' })}>
      <Title order={2} mb="sm">
        {t('conditions.summary')}
      </Title>
      <Table mb="lg" withTableBorder striped>
        <Table.Caption style={{ color: 'inherit' }}>{t('conditions.caption')}</Table.Caption>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {brandText && brandText !== '-' && <MarkdownText source={brandText} />}
    </PublicPage>
  );
}

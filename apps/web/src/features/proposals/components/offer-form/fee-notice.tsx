import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MANAGEMENT_FEE_MASTER_EUR, MANAGEMENT_FEE_UNDERGRADUATE_EUR } from '@portal/contracts/limits';
import { routePath } from '@portal/contracts/routes';
import { useLanguage } from '../../../../i18n';
import { useBrand } from '../../../../lib/brand';
import { ReadableAlert } from '../../../../ui/readable-alert';

/**
 * SPEC §3 contract type 5 and §9 management fee (notice 506 repeats it after saving): 50 EUR a
 * month for undergraduates, 75 for masters; the brand's practice-conditions page has the details.
 */
export function FeeNotice() {
  const { t } = useTranslation('proposals');
  const brand = useBrand();
  const { lang } = useLanguage();
  const conditions = routePath('practice-conditions', { brandPrefix: brand.prefix }, lang === 'ca' ? 'ca' : undefined);
  return (
    <ReadableAlert color="brand" title={t('form.fee.title')} data-testid="fee-notice">
      <Text size="sm" mb={4}>
        {t('form.fee.body', { grado: MANAGEMENT_FEE_UNDERGRADUATE_EUR, master: MANAGEMENT_FEE_MASTER_EUR })}
      </Text>
      <Anchor href={conditions} target="_blank" rel="noopener noreferrer" size="sm">
        {t('form.fee.link')}
      </Anchor>
    </ReadableAlert>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useBrandTexts } from '../api/get-brand-texts';
import { BannerForm } from '../components/banner-form';
import { DataProtectionSection } from '../components/data-protection-section';

/** /gestion/textos (issue #15 'Content the office publishes'): the home banner and the data-protection text. */
export default function OfficeBrandTextsPage() {
  const { t } = useTranslation('office');
  const texts = useBrandTexts();
  const canPublishDataProtection = !!useOfficeSession()?.perfil.permisos.includes('legal.manage');
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('brandTexts.title')}</Title>
      <Text role="status" size="sm" aria-live="polite">
        {done}
      </Text>
      {texts.data ? (
        <>
          <BannerForm key={texts.data.banner?.version ?? 0} current={texts.data.banner} onDone={setDone} />
          <DataProtectionSection
            versions={texts.data.proteccionDatos}
            canPublish={canPublishDataProtection}
            onDone={setDone}
          />
        </>
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}

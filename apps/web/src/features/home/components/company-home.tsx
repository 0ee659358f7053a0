import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProposalCounts } from '../api/get-proposal-counts';
import { useSigner } from '../api/get-signer';
import { AgreementReminder } from './agreement-reminder';
import { CompanyCommunicationsModule } from './company-communications-module';
import { CompanySurveysModule } from './company-surveys-module';
import { CompanyTiles } from './company-tiles';
import { SignerDialog } from './signer-dialog';

/**
 * SPEC §2 Company home: tiles, surveys and communications. SPEC §4 company home flow: the signer
 * dialog first when the signer is incomplete, then the processes (and the modules) load; the
 * unsigned-agreement reminder comes after the signer, once per session.
 */
export function CompanyHome() {
  const { t } = useTranslation('home');
  const signer = useSigner();
  // A signer that cannot be read does not block the home (its call has shown its popup).
  const ready = signer.data?.completo === true || signer.isError;
  const { data: counts } = useProposalCounts(ready);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <CompanyTiles counts={counts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CompanySurveysModule enabled={ready} />
        <CompanyCommunicationsModule enabled={ready} />
      </SimpleGrid>
      {signer.data && !signer.data.completo && <SignerDialog signer={signer.data} />}
      {ready && <AgreementReminder />}
    </Stack>
  );
}

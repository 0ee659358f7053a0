import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAgreement } from '@portal/contracts/agreements/agreements.schemas';
import { useDownloadAgreement } from '../api/download-agreement';
import { useUploadSignedAgreement } from '../api/upload-signed-agreement';
import { SignedAgreementUpload } from './signed-agreement-upload';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { agreementTone } from '../../../lib/agreement-tone';

/** One agreement: SPEC §4 state, its PDF and, when it awaits the company's signature, the upload. */
function AgreementCard({ agreement }: { agreement: TAgreement }) {
  const { t } = useTranslation('agreements');
  const { lang } = useLanguage();
  const download = useDownloadAgreement();
  const upload = useUploadSignedAgreement();
  const canSign = agreement.accionesEmpresa.includes('firmaEmpresa');
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`agreement-${agreement.idConvenio}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={`agreement-${agreement.idConvenio}`}>
            {agreement.codigo}
          </Title>
          <StatusBadge tone={agreementTone(agreement.estado)}>{agreement.descripcionEstado}</StatusBadge>
        </Group>
        <Text size="sm">{agreement.explicacionEstado}</Text>
        <Text size="sm">
          {t('list.requested', { date: formatDate(agreement.fechaSolicitud, lang, '—') })} ·{' '}
          {t('list.expires', { date: formatDate(agreement.fechaCaducidad, lang, '—') })}
        </Text>
        {agreement.observaciones && (
          <Text size="sm" c="red.9">
            {t('list.observations', { text: agreement.observaciones })}
          </Text>
        )}
        {agreement.documentoFirmado && (
          <Text size="sm">
            {t('list.signedDocument', {
              name: agreement.documentoFirmado.nombre,
              date: formatDate(agreement.documentoFirmado.fecha, lang, '—'),
            })}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() =>
              download.mutate({ idConvenio: agreement.idConvenio, fallbackName: `${agreement.codigo}.pdf` })
            }
            aria-label={t('list.downloadOf', { code: agreement.codigo })}
          >
            {t('list.download')}
          </Button>
        </Group>
        {canSign && (
          <SignedAgreementUpload
            idConvenio={agreement.idConvenio}
            onUpload={(body) => upload.mutateAsync(body)}
            pending={upload.isPending}
            progress={upload.progress}
          />
        )}
      </Stack>
    </Card>
  );
}

export function AgreementsList({ agreements }: { agreements: readonly TAgreement[] }) {
  const { t } = useTranslation('agreements');
  if (agreements.length === 0) return <Text>{t('list.empty')}</Text>;
  return (
    <Stack gap="md">
      {agreements.map((agreement) => (
        <AgreementCard key={agreement.idConvenio} agreement={agreement} />
      ))}
    </Stack>
  );
}

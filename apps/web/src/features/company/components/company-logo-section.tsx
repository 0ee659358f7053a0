import { Avatar, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_EXTENSIONS, type TCompanyLogo } from '@portal/contracts/company/company-logo.schemas';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { FileDrop } from '../../../ui/upload/file-drop';
import { useEditLogo } from '../api/edit-logo';
import { useRemoveLogo } from '../api/remove-logo';

/**
 * #16 part 2: the company's logo on /mi-empresa (ADR 0028). PNG, JPG or WebP up to 2000 KB,
 * checked by the upload widget (SPEC §5 Files messages) and sent as soon as it is chosen. Students
 * see it on the offer cards only while the company authorises it (autorizaLogo in the form above).
 */
export function CompanyLogoSection({ logo, companyName }: { logo: TCompanyLogo | undefined; companyName: string }) {
  const { t } = useTranslation('company');
  const upload = useEditLogo();
  const remove = useRemoveLogo();
  const [done, setDone] = useState<string | null>(null);
  // A new widget after each upload: its state belongs to the logo just sent.
  const [round, setRound] = useState(0);

  async function send(value: TPickedFile): Promise<void> {
    setDone(null);
    if (value?.kind !== 'file') return;
    try {
      await upload.mutateAsync({ extension: value.extension, ficheroB64: value.ficheroB64 });
      setDone(t('file.added', { ns: 'common', name: value.nombre }));
      setRound((n) => n + 1);
    } catch {
      // Shown by the API client (46, 15).
    }
  }

  async function drop(): Promise<void> {
    setDone(null);
    try {
      await remove.mutateAsync();
      setDone(t('logo.removed'));
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id="company-logo-title">
        {t('logo.title')}
      </Title>
      <Group gap="md" align="flex-start" wrap="wrap">
        {logo?.urlLogo ? (
          <Avatar src={logo.urlLogo} alt={t('logo.alt', { name: companyName })} size={96} radius="md" />
        ) : null}
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <FileDrop
            key={round}
            label={t('logo.label')}
            description={t('logo.hint')}
            extensions={LOGO_EXTENSIONS}
            value={null}
            onChange={(value) => void send(value)}
            sending={upload.isPending}
            progress={upload.progress}
            showAdded={false}
          />
          <Text size="sm" data-testid="company-logo-state">
            {!logo?.tieneLogo ? t('logo.none') : logo.urlLogo ? t('logo.shown') : t('logo.notAuthorised')}
          </Text>
          {logo?.tieneLogo && (
            <Group>
              <Button variant="default" onClick={() => void drop()} loading={remove.isPending}>
                {t('logo.remove')}
              </Button>
            </Group>
          )}
          <Text size="sm" c="teal.9" role="status">
            {done ?? ''}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}

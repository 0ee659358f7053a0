import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TLoginSession } from '@portal/contracts/auth/auth.schemas';

/** SPEC §4 Login, within the survey sign-in: the data-protection text, accepted before going on. */
export function SurveyRgpdConsent({
  session,
  accepting,
  onAccept,
  onCancel,
}: {
  session: TLoginSession;
  accepting: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['surveys', 'common']);
  return (
    <Stack gap="sm" role="group" aria-labelledby="survey-rgpd-title">
      <Text fw={600} id="survey-rgpd-title">
        {t('login.rgpdTitle')}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {session.textoCortoRGPD}
      </Text>
      {session.linkExternoRGPD && (
        <Anchor href={session.linkExternoRGPD} target="_blank" rel="noopener noreferrer" size="sm">
          {t('login.rgpdLink')}
        </Anchor>
      )}
      <Group gap="sm">
        <Button onClick={onAccept} loading={accepting}>
          {t('login.rgpdAccept')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </Group>
    </Stack>
  );
}

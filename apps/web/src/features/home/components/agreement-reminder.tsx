import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useLanguage } from '../../../i18n';
import { useBrand } from '../../../lib/brand';
import { useSession, useSessionScope } from '../../../lib/session';

export const AGREEMENT_REMINDER_KEY = 'portal.home.agreementReminder';

function alreadyShown(marker: string): boolean {
  try {
    return window.sessionStorage.getItem(AGREEMENT_REMINDER_KEY) === marker;
  } catch {
    return false;
  }
}

/**
 * SPEC §2 Company home: the unsigned-agreement reminder, once per session, when the login said
 * `faltaConvenioFirmado`, with the brand's `empresaSinConvenio` message.
 */
export function AgreementReminder() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const { lang } = useLanguage();
  const { user } = useSession();
  // Changes with every sign-in: 'once per session' restarts with a new login.
  const marker = useSessionScope();
  const [opened, setOpened] = useState(() => user?.faltaConvenioFirmado === true && !alreadyShown(marker));

  useEffect(() => {
    if (!opened) return;
    try {
      window.sessionStorage.setItem(AGREEMENT_REMINDER_KEY, marker);
    } catch {
      // Without storage it may show again on the next visit to home.
    }
  }, [opened, marker]);

  const close = () => setOpened(false);
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('agreement.title')}
      centered
      closeButtonProps={{ 'aria-label': t('agreement.close') }}
    >
      <Text mb="lg">{brand.texts[lang].empresaSinConvenio}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          {t('agreement.close')}
        </Button>
        <Button component={Link} to={routePath('upload-signed-agreement')} variant="light" onClick={close}>
          {t('agreement.upload')}
        </Button>
        <Button component={Link} to={routePath('new-agreement')} onClick={close}>
          {t('agreement.request')}
        </Button>
      </Group>
    </Modal>
  );
}

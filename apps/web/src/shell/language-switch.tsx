import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, useLanguage, type TLanguage } from '../i18n';

/** SPEC §2 Shell: a CA/ES switch that asks for confirmation before changing (SPEC §2 'language change' popup). */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { lang, setLanguage } = useLanguage();
  const [target, setTarget] = useState<TLanguage | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    await setLanguage(target);
    setBusy(false);
    setTarget(null);
  };

  return (
    <>
      <Group gap={4} role="group" aria-label={t('language.label')}>
        {APP_LANGUAGES.map((code) => (
          <Button
            key={code}
            size="compact-sm"
            variant="subtle"
            className="portal-lang-button"
            aria-pressed={code === lang}
            lang={code}
            title={t(`language.${code}`)}
            aria-label={t(`language.${code}`)}
            onClick={() => code !== lang && setTarget(code)}
          >
            {code.toUpperCase()}
          </Button>
        ))}
      </Group>
      <Modal opened={target !== null} onClose={() => setTarget(null)} title={t('language.confirmTitle')} centered>
        <Text mb="md">{t('language.confirmBody', { language: target ? t(`language.${target}`) : '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setTarget(null)}>
            {t('language.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={busy} data-autofocus>
            {t('language.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

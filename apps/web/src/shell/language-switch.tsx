import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, useLanguage, type TLanguage } from '../i18n';

// The confirmation dialog is not part of the first paint (ADR 0004): it loads on the first click
// and stays mounted afterwards, so that closing it returns the focus to the switch.
const LanguageConfirmModal = lazy(() => import('./language-confirm-modal'));

/** SPEC §2 Shell: a CA/ES switch that asks for confirmation before changing (SPEC §2 'language change' popup). */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { lang, setLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<TLanguage | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (code: TLanguage) => {
    setAsked(true);
    setTarget(code);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    await setLanguage(target);
    // Texts the API writes (state names, reasons, provinces) follow the saved preference: what
    // is on screen is asked again, now in the new language.
    void queryClient.invalidateQueries();
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
            onClick={() => code !== lang && ask(code)}
          >
            {code.toUpperCase()}
          </Button>
        ))}
      </Group>
      {asked && (
        <Suspense fallback={null}>
          <LanguageConfirmModal
            target={target}
            busy={busy}
            onConfirm={() => void confirm()}
            onCancel={() => setTarget(null)}
          />
        </Suspense>
      )}
    </>
  );
}

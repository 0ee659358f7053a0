import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCurrentRoute } from '../app/current-route';
import { APP_LANGUAGES, changeLanguageLocally, useLanguage, type TLanguage } from '../i18n';
import { officeApi } from './office-api';
import { startOfficeSession, type TOfficeSession } from './office-session';

const LanguageConfirmModal = lazy(() => import('../shell/language-confirm-modal'));

/**
 * The console's ES/CA switch, as the portal's (SPEC §2 Shell: confirmation first). The choice is
 * saved for the signed-in staff member and the page reopens at its path in that language
 * (/gestion... or /gestio...), so that a reload keeps it.
 */
export function OfficeLanguageSwitch({ session }: { session: TOfficeSession }) {
  const { t } = useTranslation('shell');
  const { lang } = useLanguage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const route = useCurrentRoute();
  const [target, setTarget] = useState<TLanguage | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const res = await officeApi.post<{ idIdiomaPreferido: number }>('/api/Gestion/editarIdiomaPreferido', {
        idIdioma: target === 'ca' ? 2 : 1,
      });
      startOfficeSession({ ...session, perfil: { ...session.perfil, idIdiomaPreferido: res.datos.idIdiomaPreferido } });
      // The path first: the Catalan paths keep the console in Catalan (office-path-language.ts).
      if (route) {
        const path = routePath(route.id, params, target === 'ca' ? 'ca' : undefined);
        void navigate(`${path}${location.search}`, { replace: true });
      }
      changeLanguageLocally(target);
      void queryClient.invalidateQueries({ queryKey: ['office'] });
      setTarget(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Group gap={4} role="group" aria-label={t('language.label')}>
        {APP_LANGUAGES.map((code) => (
          <Button
            key={code}
            size="compact-sm"
            variant="white"
            aria-pressed={code === lang}
            lang={code}
            title={t(`language.${code}`)}
            aria-label={t(`language.${code}`)}
            onClick={() => {
              if (code === lang) return;
              setAsked(true);
              setTarget(code);
            }}
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

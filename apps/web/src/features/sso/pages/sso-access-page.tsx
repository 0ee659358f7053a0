import { Anchor, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { TLoginSession } from '@portal/contracts/auth/auth.schemas';
import { consumeReturnPath } from '../../../lib/navigation';
import { confirmPendingSession, discardPendingSession, holdPendingSession, startSession } from '../../../lib/session';
import { useAcceptRgpd } from '../api/accept-rgpd';
import { SSO_START_PATH, useValidateSsoResponse } from '../api/validate-sso-response';

/** The provider's answer is in the query string: `code` and `state`, or `error`. */
function isCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error');
}

function safeHref(href: string | null): string | null {
  return href && /^(?:https?:\/\/|\/(?!\/))/i.test(href) ? href : null;
}

/**
 * SPEC §2 /acceso, single sign-on (docs/account.md): the button goes to the API, which redirects
 * to the brand's provider; the provider comes back here with `?code=...&state=...`, which is posted
 * to validaRespuestaLoginIntegrado. The answer ends in a session exactly like the password login,
 * data-protection step included (SPEC §4 Login).
 */
export default function SsoAccessPage() {
  const { t } = useTranslation(['sso', 'shell']);
  const location = useLocation();
  const navigate = useNavigate();
  const validate = useValidateSsoResponse();
  const accept = useAcceptRgpd();
  const [rgpd, setRgpd] = useState<TLoginSession | null>(null);
  const [failed, setFailed] = useState(false);
  const posted = useRef(false);
  const callback = isCallback(location.search);

  function enterPortal(): void {
    const target = consumeReturnPath('/');
    void navigate(target, { replace: true, flushSync: true });
    if (target !== '/') window.setTimeout(() => void navigate(target, { replace: true }), 0);
  }

  useEffect(() => {
    // The code is single-use: post it once, even when a development render runs effects twice.
    if (!callback || posted.current) return;
    posted.current = true;
    validate
      .mutateAsync(location.search)
      .then((datos) => {
        if (datos.textoCortoRGPD) {
          holdPendingSession(datos.token, { ...datos }, 'student');
          setRgpd(datos);
          return;
        }
        startSession(datos.token, { ...datos }, 'student');
        enterPortal();
      })
      .catch(() => setFailed(true));
    // Runs for each callback URL only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callback, location.search]);

  async function acceptRgpd(): Promise<void> {
    if (!rgpd) return;
    try {
      await accept.mutateAsync(rgpd.token);
    } catch {
      return;
    }
    setRgpd(null);
    if (confirmPendingSession()) enterPortal();
  }

  function cancelRgpd(): void {
    discardPendingSession();
    setRgpd(null);
    setFailed(true);
  }

  const startButton = (
    <Button component="a" href={SSO_START_PATH} size="md">
      {t('start')}
    </Button>
  );
  const href = safeHref(rgpd?.linkExternoRGPD ?? null);
  return (
    <Stack gap="md" maw={560}>
      {/* Every page has one h1 (issue #12 item 21). */}
      <Title order={1}>{t('routes.sso-access', { ns: 'shell' })}</Title>
      {callback && !failed ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('validating')}</Text>
        </Group>
      ) : (
        <>
          <Text>{failed ? t('failed') : t('intro')}</Text>
          <Group>{startButton}</Group>
        </>
      )}
      {rgpd && (
        <Modal
          opened
          onClose={cancelRgpd}
          title={t('rgpd.title')}
          withCloseButton={false}
          closeOnClickOutside={false}
          centered
          size="lg"
        >
          <Stack gap="md">
            <Text style={{ whiteSpace: 'pre-line' }}>{rgpd.textoCortoRGPD}</Text>
            {href && (
              <Anchor href={href} target="_blank" rel="noopener noreferrer">
                {t('rgpd.link')}
              </Anchor>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={cancelRgpd} disabled={accept.isPending}>
                {t('rgpd.cancel')}
              </Button>
              <Button onClick={() => void acceptRgpd()} loading={accept.isPending} data-autofocus>
                {t('rgpd.accept')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}

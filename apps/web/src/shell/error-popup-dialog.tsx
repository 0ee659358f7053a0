import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getStatusEntry } from '@portal/contracts/status-codes';
import { catalogueText } from '../i18n/status-text';
import { useBrand } from '../lib/brand';
import { closePopup, type TPopup } from '../lib/error-popup-store';
import { endSession, getSession } from '../lib/session';
import { resolveTarget } from './error-popup';
import { useLanguage } from '../i18n';

/**
 * SPEC §4 Error popup and §8: the catalogue entry of the code in the current language. Confirming
 * an important error logs out; an entry with a target navigates there (new tab when `blank`).
 */
export default function ErrorPopupDialog({ popup }: { popup: TPopup }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const brand = useBrand();

  const { lang } = useLanguage();
  const entry = getStatusEntry(popup.code) ?? getStatusEntry(1);
  const text = catalogueText(popup.code, lang);
  const important = entry?.categoria === 'important';
  const body = entry?.serverMessage && popup.mensaje ? popup.mensaje : text.cuerpo;
  const target = entry?.to ? resolveTarget(entry.to, brand.prefix) : undefined;
  const link = entry?.link ? { ...entry.link, to: resolveTarget(entry.link.to, brand.prefix) } : undefined;

  const go = (to: string, blank?: boolean) => {
    if (blank) window.open(to, '_blank', 'noopener,noreferrer');
    else navigate(to);
  };

  const confirm = () => {
    closePopup();
    if (important && getSession().isAuthenticated) {
      // SPEC §4: an important error forces logout on confirm.
      endSession();
      go(target ?? '/login', entry?.blank);
      return;
    }
    if (target) go(target, entry?.blank);
  };

  return (
    <Modal
      key={popup.seq}
      opened
      onClose={important ? confirm : closePopup}
      title={text.titulo}
      centered
      // An important error has one way out: its button (which logs out).
      closeOnClickOutside={!important}
      closeOnEscape={!important}
      withCloseButton={!important}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="error-popup"
      data-code={String(popup.code)}
    >
      <Stack gap="sm">
        {body && <Text style={{ whiteSpace: 'pre-line' }}>{body}</Text>}
        {text.aviso && (
          <Text size="sm" c="dimmed">
            {text.aviso}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {link && (
            <Anchor
              href={link.to}
              {...(link.blank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              onClick={(event) => {
                if (link.blank) return;
                event.preventDefault();
                closePopup();
                navigate(link.to);
              }}
            >
              {text.link_text ?? link.to}
            </Anchor>
          )}
          <Button onClick={confirm} data-autofocus>
            {text.btn_text ?? t('accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

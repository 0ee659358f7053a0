import { Anchor, List, Text } from '@mantine/core';
import type { TCommunication } from '@portal/contracts/communications/communications.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeModule } from './home-module';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/**
 * SPEC §2 communications module (§3 Communication): date, description, optional link; the same
 * on both homes, fed by each role's own query. `ns` is the home namespace holding its texts.
 */
export function CommunicationsModule({
  communications,
  loading,
  failed,
  ns,
}: {
  communications: TCommunication[] | undefined;
  loading: boolean;
  failed?: { onRetry: () => void; retrying: boolean };
  ns: string;
}) {
  const { t } = useTranslation([ns, 'home']);
  const { lang } = useLanguage();
  return (
    <HomeModule title={t('modules.communications', { ns: 'home' })} loading={loading} failed={failed}>
      {!communications || communications.length === 0 ? (
        <Text>{t('communications.none', { ns })}</Text>
      ) : (
        <List spacing="sm" listStyleType="none" p={0}>
          {communications.map((c) => (
            <List.Item key={c.idComunicacion}>
              <Text size="sm" fw={700} component="time" dateTime={c.fechaDesde}>
                {formatDate(c.fechaDesde, lang)}
              </Text>
              <Text>{c.descripcion}</Text>
              {c.enlace &&
                (c.enlace.startsWith('/') ? (
                  <Anchor component={Link} to={c.enlace} size="sm">
                    {t('communications.more', { ns })}
                  </Anchor>
                ) : (
                  <Anchor href={c.enlace} target="_blank" rel="noopener noreferrer" size="sm">
                    {t('communications.more', { ns })}
                  </Anchor>
                ))}
            </List.Item>
          ))}
        </List>
      )}
    </HomeModule>
  );
}

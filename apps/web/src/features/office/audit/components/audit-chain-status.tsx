import { Alert, Anchor, Text } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../i18n';
import { formatDateTime } from '../../../../lib/dates';
import { useAuditVerification } from '../api/verify-audit';

/**
 * The audit log's integrity on its page (ADR 0037, docs/audit-log.md): intact with the number of
 * entries checked, or the first entry that breaks the hash chain with a link to it in the list.
 */
export function AuditChainStatus({ pageSize }: { pageSize: number }) {
  const { t } = useTranslation('office-audit-chain');
  const { lang } = useLanguage();
  const check = useAuditVerification();
  if (check.isPending) return <Text size="sm">{t('checking')}</Text>;
  if (check.isError) return <Alert color="yellow" title={t('failed')} />;
  const { integro, verificadas, rotas, primeraRota } = check.data;
  if (integro || !primeraRota) return <Alert color="green" title={t('intact', { count: verificadas })} />;
  const pagina = Math.floor(primeraRota.masRecientes / pageSize) + 1;
  return (
    <Alert color="red" role="alert" title={t('broken', { count: rotas })}>
      <Text size="sm">
        {t('first', {
          id: primeraRota.id,
          fecha: formatDateTime(primeraRota.fecha, lang),
          accion: primeraRota.accion,
        })}
        : {t(`problem.${primeraRota.problema}`)}.
      </Text>
      <Anchor
        component={Link}
        size="sm"
        to={`${routePath('office-audit', {}, lang === 'ca' ? 'ca' : undefined)}?pagina=${pagina}&fila=${primeraRota.id}`}
      >
        {t('show', { id: primeraRota.id })}
      </Anchor>
    </Alert>
  );
}

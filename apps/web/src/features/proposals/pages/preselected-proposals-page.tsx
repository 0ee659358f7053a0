import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { usePreselectedProposals } from '../api/get-preselected-proposals';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';
import { StatusBadge } from '../../../ui/status-badge';
import { offerStateTone } from '../../../lib/offer-state-tone';

/** SPEC §2 /propuestas-practicas-candidato-preseleccionado: my internship proposals with a preselected candidate. */
export default function PreselectedProposalsPage() {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  const list = usePreselectedProposals();
  const { data: proposals, isPending } = list;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('preselected.listTitle')}</Title>
        <Button component={Link} to={routePath('preselected-proposal-new')}>
          {t('preselected.new')}
        </Button>
      </Group>
      {isPending ? (
        <LoadingPlaceholders />
      ) : list.isError ? (
        <LoadFailed {...retryOf(list)} />
      ) : !proposals || proposals.length === 0 ? (
        <Text>{t('preselected.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('preselected.columns.title')}</Table.Th>
                <Table.Th scope="col">{t('preselected.columns.candidate')}</Table.Th>
                <Table.Th scope="col">{t('preselected.columns.state')}</Table.Th>
                <Table.Th scope="col">{t('preselected.columns.dates')}</Table.Th>
                <Table.Th scope="col">{t('preselected.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {proposals.map((p) => (
                <Table.Tr key={p.idOferta}>
                  <Table.Th scope="row">
                    <Anchor component={Link} to={routePath('proposal', { id: p.urlAcceso })}>
                      {p.titulo}
                    </Anchor>
                    {p.bloqueoEdicion === null && (
                      <>
                        {' · '}
                        <Anchor component={Link} to={routePath('edit-proposal', { idOferta: p.idOferta })} size="sm">
                          {t('actions.edit')}
                        </Anchor>
                      </>
                    )}
                  </Table.Th>
                  <Table.Td>{p.candidato ? `${p.candidato.nombre} ${p.candidato.apellidos}` : '—'}</Table.Td>
                  <Table.Td>
                    <StatusBadge tone={offerStateTone(p.idEstado)}>{p.estado}</StatusBadge>
                  </Table.Td>
                  <Table.Td>
                    {[formatDate(p.fechaInicio, lang), formatDate(p.fechaFin, lang)].filter(Boolean).join(' – ')}
                  </Table.Td>
                  <Table.Td>{formatDate(p.fecha, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

import { Badge, Button, Group, Stack, Table, Text, Title, Anchor } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { CONTENT_KINDS, idOf, isContentKind, type TContentItem, type TContentKind } from '../api/content-kinds';
import { useDeleteContentItem } from '../api/delete-content-item';
import { useContentList } from '../api/list-content';
import { StateBadge } from '../components/state-badge';

/** What names an item in the list: its title, or a communication's text. */
function titleOf(item: TContentItem): string {
  if ('tituloEs' in item) return item.tituloEs;
  return item.descripcionEs.length > 90 ? `${item.descripcionEs.slice(0, 90)}…` : item.descripcionEs;
}

/**
 * /gestion/contenidos (issue #15 'Content'): the communications, events or guides of the brand
 * (`?tipo=eventos`) with their state, publish dates and audience; a new one, edit, delete.
 */
export default function OfficeContentPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const [params] = useSearchParams();
  const asked = params.get('tipo');
  const kind: TContentKind = isContentKind(asked) ? asked : 'comunicaciones';
  const list = useContentList(kind);
  const remove = useDeleteContentItem(kind);
  const [confirming, setConfirming] = useState<number | null>(null);
  const itemPath = (id: number | 'nuevo') => routePath('office-content-item', { tipo: kind, id }, lang);

  return (
    <Stack gap="md">
      <Title order={1}>{t('content.title')}</Title>
      <nav aria-label={t('content.kindsLabel')}>
        <Group gap="xs">
          {CONTENT_KINDS.map((k) => (
            <Button
              key={k}
              component={Link}
              to={`${routePath('office-content', {}, lang)}?tipo=${k}`}
              size="xs"
              variant={k === kind ? 'filled' : 'default'}
              aria-current={k === kind ? 'page' : undefined}
            >
              {t(`content.kinds.${k}`)}
            </Button>
          ))}
        </Group>
      </nav>
      <Group>
        <Button component={Link} to={itemPath('nuevo')}>
          {t(`content.new.${kind}`)}
        </Button>
      </Group>
      {list.data ? (
        list.data.length === 0 ? (
          <Text size="sm">{t('content.none')}</Text>
        ) : (
          <OfficeTableWrap label={t(`content.kinds.${kind}`)}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t(`content.kinds.${kind}`)}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {['titulo', 'estado', 'desde', 'hasta', 'destinatarios', 'acciones'].map((c) => (
                    <Table.Th scope="col" key={c}>
                      {t(`content.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((item) => {
                  const id = idOf(item);
                  return (
                    <Table.Tr key={id}>
                      <Table.Td>
                        <Anchor component={Link} to={itemPath(id)} fz="sm">
                          {titleOf(item)}
                        </Anchor>
                        {'fecha' in item && (
                          <Text size="xs" c="dimmed">
                            {formatDate(item.fecha, i18n.language)}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StateBadge state={item.estado} />
                        {item.compartido && (
                          <Badge ml={4} variant="light" color="gray" c="dark">
                            {t('content.shared')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDate(item.publicarDesde, i18n.language, '—')}</Table.Td>
                      <Table.Td>{formatDate(item.publicarHasta, i18n.language, '—')}</Table.Td>
                      <Table.Td>{t(`content.audiences.${item.destinatarios}`)}</Table.Td>
                      <Table.Td>
                        {!item.compartido &&
                          (confirming === id ? (
                            <Group gap={4}>
                              <Button
                                size="compact-xs"
                                color="red.8"
                                loading={remove.isPending}
                                onClick={() => remove.mutate(id, { onSettled: () => setConfirming(null) })}
                              >
                                {t('content.confirmDelete')}
                              </Button>
                              <Button size="compact-xs" variant="default" onClick={() => setConfirming(null)}>
                                {t('content.cancel')}
                              </Button>
                            </Group>
                          ) : (
                            <Button
                              size="compact-xs"
                              variant="default"
                              aria-label={t('content.deleteItem', { title: titleOf(item) })}
                              onClick={() => setConfirming(id)}
                            >
                              {t('content.delete')}
                            </Button>
                          ))}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
        )
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}

import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/** The candidates of one offer (SPEC §2 company offer detail), each opening its detail. */
export function CandidatesTable({
  candidates,
  onOpen,
}: {
  candidates: TCandidateListItem[];
  onOpen: (idCandidatura: number) => void;
}) {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  if (candidates.length === 0) return <Text>{t('detail.noCandidates')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.origin')}</Table.Th>
            <Table.Th scope="col">{t('detail.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((c) => {
            const name = `${c.nombre} ${c.apellidos}`;
            return (
              <Table.Tr key={c.idCandidatura} data-testid={`candidate-row-${c.idCandidatura}`}>
                <Table.Th scope="row" fw={c.leida ? 400 : 700}>
                  {name} {!c.leida && <Badge size="sm">{t('detail.unread')}</Badge>}
                </Table.Th>
                <Table.Td>{c.estado}</Table.Td>
                <Table.Td>{formatDate(c.fecha, lang)}</Table.Td>
                <Table.Td>{t(`candidate.origin.${c.origen}`, { defaultValue: c.origen })}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onOpen(c.idCandidatura)}
                    aria-label={t('detail.open', { name })}
                  >
                    {t('detail.openShort')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

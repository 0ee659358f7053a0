import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';
import { officeApi } from '../../../../office/office-api';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { useExportColumnLabels } from '../../../../ui/exports/column-label';
import { ExportMenu } from '../../../../ui/exports/export-menu';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useEventEnrolments } from '../api/list-event-enrolments';
import { useMarkAttendance } from '../api/mark-attendance';

/** The people enrolled in an event with their attendance, marked here (issue #15 'Content'). */
export function EventEnrolments({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation('office');
  const list = useEventEnrolments(eventId);
  const mark = useMarkAttendance(eventId);
  // #17 'Exports': the headers are the export's declared columns.
  const th = useExportColumnLabels('inscritos');
  return (
    <section aria-labelledby="event-enrolments-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="event-enrolments-title">
            {t('content.enrolments.title')}
          </Title>
          {/* #17 'Exports': the people of this list, as CSV or Excel. */}
          <ExportMenu
            lista="inscritos"
            path={`/api/Gestion/contenidos/eventos/${eventId}/inscritos/exportar`}
            client={officeApi}
          />
        </Group>
        {!list.data ? (
          <LoadingPlaceholders />
        ) : list.data.length === 0 ? (
          <Text size="sm">{t('content.enrolments.none')}</Text>
        ) : (
          <OfficeTableWrap label={t('content.enrolments.title')}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{th('nombre')}</Table.Th>
                  <Table.Th scope="col">{th('email')}</Table.Th>
                  <Table.Th scope="col">{th('fechaInscripcion')}</Table.Th>
                  <Table.Th scope="col">{th('asistio')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.map((p) => (
                  <Table.Tr key={p.idUsuario}>
                    <Table.Td>{p.nombre}</Table.Td>
                    <Table.Td>{p.email}</Table.Td>
                    <Table.Td>{formatDate(p.fechaInscripcion, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Checkbox
                        label={t('content.enrolments.attendedBy', { name: p.nombre })}
                        checked={p.asistio === true}
                        disabled={mark.isPending}
                        onChange={(e) => mark.mutate({ idUsuario: p.idUsuario, asistio: e.currentTarget.checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
        )}
      </Stack>
    </section>
  );
}

import { Button, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TImportReport, TStudentImport } from '@portal/contracts/office/students.schemas';
import { useTranslation } from 'react-i18next';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { downloadImportErrors } from '../api/download-import-errors';

/**
 * An import's report: counts, the first refused rows with their reasons and a download of all of
 * them (ADR 0033), the first rows to create and update with any change of login they bring.
 */
export function ImportReport({ imp }: { imp: TStudentImport }) {
  const { t } = useTranslation('office');
  const report = imp.informe;
  const applied = !!imp.aplicado;
  const errorsFile = `${imp.fichero.replace(/\.csv$/i, '')}-errores.csv`;
  const sample = (title: string, rows: TImportReport['muestraCrear']) =>
    rows.length > 0 && (
      <OfficeTableWrap label={title}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Caption>{title}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {(['linea', 'dni', 'email', 'nombre', 'titulacion', 'cambioEmail'] as const).map((c) => (
                <Table.Th scope="col" key={c}>
                  {t(`students.import.cols.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.linea}>
                <Table.Td>{r.linea}</Table.Td>
                <Table.Td>{r.dni}</Table.Td>
                <Table.Td>{r.email}</Table.Td>
                <Table.Td>
                  {r.nombre} {r.apellidos}
                </Table.Td>
                <Table.Td>{r.titulacion}</Table.Td>
                <Table.Td>{r.cambioEmail ? t(`students.import.emailChange.${r.cambioEmail}`) : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </OfficeTableWrap>
    );
  const prefix = applied ? 'applied' : 'planned';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" role="status">
        {(
          [
            ['filas', report.filas],
            ['crear', report.crear],
            ['actualizar', report.actualizar],
            ['sinCambios', report.sinCambios],
            ['errores', report.errores],
            ['emailsPorConfirmar', report.emailsPorConfirmar],
          ] as const
        ).map(([key, n]) => (
          <Text size="sm" key={key}>
            <strong>{t(`students.import.${prefix}.${key}`)}:</strong> {n}
          </Text>
        ))}
      </SimpleGrid>
      {report.filasConError.length > 0 && (
        <>
          <Title order={3} size="h5">
            {t('students.import.errorsTitle')}
          </Title>
          {report.errores > report.filasConError.length && (
            <Text size="sm">
              {t('students.import.errorsFirst', { shown: report.filasConError.length, total: report.errores })}
            </Text>
          )}
          <div>
            <Button variant="light" size="xs" onClick={() => void downloadImportErrors(imp.urlErrores, errorsFile)}>
              {t('students.import.downloadErrors')}
            </Button>
          </div>
          <OfficeTableWrap label={t('students.import.errorsTitle')}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {(['linea', 'dni', 'email', 'motivo'] as const).map((c) => (
                    <Table.Th scope="col" key={c}>
                      {t(`students.import.cols.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.filasConError.map((e) => (
                  <Table.Tr key={e.linea}>
                    <Table.Td>{e.linea}</Table.Td>
                    <Table.Td>{e.dni ?? '—'}</Table.Td>
                    <Table.Td>{e.email ?? '—'}</Table.Td>
                    <Table.Td>{e.errores.map((code) => t(`students.import.reasons.${code}`)).join('; ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
        </>
      )}
      {sample(t('students.import.sampleCreate'), report.muestraCrear)}
      {sample(t('students.import.sampleUpdate'), report.muestraActualizar)}
    </Stack>
  );
}

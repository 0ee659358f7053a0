import { Anchor, Button, Card, Checkbox, Code, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { IMPORT_COLUMNS, type TStudentImport } from '@portal/contracts/office/students.schemas';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { FileDrop } from '../../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../../ui/upload/picked-file';
import { useApplyImport } from '../api/apply-import';
import { useImports } from '../api/list-imports';
import { useUploadImport } from '../api/upload-import';
import { ImportReport } from '../components/import-report';

/**
 * /gestion/alumnos/importar (issue #15 'Students'): upload a CSV from the university's records, read
 * its dry run (rows to create, to update, the first refused with their reasons and all of them as a
 * CSV download), then apply it within the hour (ADR 0033); the report stays.
 */
export default function OfficeStudentsImportPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const [file, setFile] = useState<TPickedFile>(null);
  const [invite, setInvite] = useState(false);
  const [current, setCurrent] = useState<TStudentImport | null>(null);
  const upload = useUploadImport();
  const apply = useApplyImport();
  const imports = useImports();
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={routePath('office-students', {}, lang)} size="sm">
        {t('students.back')}
      </Anchor>
      <Title order={1}>{t('students.import.title')}</Title>
      <section aria-labelledby="import-format">
        <Title order={2} size="h4" mb="xs" id="import-format">
          {t('students.import.formatTitle')}
        </Title>
        <Text size="sm">{t('students.import.formatIntro')}</Text>
        <List size="sm" mt="xs">
          {IMPORT_COLUMNS.map((c) => (
            <List.Item key={c}>
              <Code>{c}</Code>: {t(`students.import.columns.${c}`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs">
          {t('students.import.example')}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', overflow: 'visible' }}>
          {'dni;email;nombre;apellidos;titulacion;sede;curso\n12345678Z;lucia@alumnos.es;Lucía;Martínez Soler;1;1;3'}
        </Code>
      </section>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file?.kind !== 'file') return;
          apply.reset();
          upload.mutate(
            { nombreFichero: file.nombre, fichero: file.ficheroB64 },
            { onSuccess: (result) => setCurrent(result) },
          );
        }}
      >
        <Stack gap="sm" maw={560}>
          <FileDrop
            label={t('students.import.file')}
            extensions={['csv']}
            value={file}
            onChange={setFile}
            sending={upload.isPending}
            progress={upload.progress}
            required
          />
          <Group>
            <Button type="submit" disabled={file?.kind !== 'file'} loading={upload.isPending}>
              {t('students.import.dryRun')}
            </Button>
          </Group>
        </Stack>
      </form>
      {current && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {current.aplicado
                ? t('students.import.appliedTitle', { fichero: current.fichero })
                : t('students.import.dryRunTitle', { fichero: current.fichero })}
            </Title>
            <ImportReport imp={current} />
            {!current.aplicado && current.caducada && (
              <Text size="sm" c="red.8" role="alert">
                {t('students.import.expired')}
              </Text>
            )}
            {!current.aplicado && !current.caducada && current.caduca && (
              <Text size="sm">
                {t('students.import.expires', { hora: formatDateTime(current.caduca, i18n.language) })}
              </Text>
            )}
            {!current.aplicado && !current.caducada && (
              <Group>
                <Checkbox
                  label={t('students.import.invite')}
                  checked={invite}
                  onChange={(e) => setInvite(e.currentTarget.checked)}
                />
                <Button
                  loading={apply.isPending}
                  disabled={current.informe.crear + current.informe.actualizar === 0}
                  onClick={() =>
                    apply.mutate(
                      { id: current.idImportacion, enviarInvitacion: invite },
                      { onSuccess: (result) => setCurrent(result) },
                    )
                  }
                >
                  {t('students.import.apply')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      )}
      <section aria-labelledby="import-history">
        <Title order={2} size="h4" mb="xs" id="import-history">
          {t('students.import.history')}
        </Title>
        {imports.data?.items.length ? (
          <OfficeTableWrap label={t('students.import.history')}>
            <Table striped verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {(['fichero', 'creado', 'autor', 'aplicado', 'crear', 'actualizar', 'errores'] as const).map((c) => (
                    <Table.Th scope="col" key={c}>
                      {t(`students.import.cols.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imports.data.items.map((i) => (
                  <Table.Tr key={i.idImportacion}>
                    <Table.Td>{i.fichero}</Table.Td>
                    <Table.Td>{formatDateTime(i.creado, i18n.language)}</Table.Td>
                    <Table.Td>{i.autor ?? '—'}</Table.Td>
                    <Table.Td>
                      {i.aplicado ? formatDateTime(i.aplicado, i18n.language) : t('students.import.notApplied')}
                    </Table.Td>
                    <Table.Td>{i.informe.crear}</Table.Td>
                    <Table.Td>{i.informe.actualizar}</Table.Td>
                    <Table.Td>{i.informe.errores}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
        ) : (
          <Text size="sm">{t('students.nothing')}</Text>
        )}
      </section>
    </Stack>
  );
}

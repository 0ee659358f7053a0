import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPracticeDocument } from '@portal/contracts/company-internships/company-internships.schemas';
import { useAddDocument } from '../api/add-document';
import { useDeleteDocument } from '../api/delete-document';
import { useDownloadDocument } from '../api/download-document';
import { FileDrop } from '../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/** The documents of one internship: list, download, delete mine, upload another (SPEC §5 Files). */
export function InternshipDocuments({
  idPractica,
  documents,
}: {
  idPractica: number;
  documents: readonly TPracticeDocument[];
}) {
  const { t } = useTranslation(['company-internships', 'common']);
  const { lang } = useLanguage();
  const add = useAddDocument();
  const remove = useDeleteDocument();
  const download = useDownloadDocument();
  const [file, setFile] = useState<TPickedFile>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [round, setRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (file?.kind !== 'file') return;
    add.mutate(
      {
        idPractica,
        ficheroB64ParaAltas: file.ficheroB64,
        extension_adjunto: file.extension,
        nombre: name.trim() || file.nombre,
      },
      {
        onSuccess: () => {
          setFile(null);
          setName('');
          setTried(false);
          setRound((n) => n + 1);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{t('documents.title')}</Text>
      {documents.length === 0 ? (
        <Text size="sm">{t('documents.empty')}</Text>
      ) : (
        <List spacing={4}>
          {documents.map((doc) => (
            <List.Item key={doc.idDocumento}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {doc.nombre} ({doc.extension}) · {formatDate(doc.fecha, lang)}
                  {doc.requiereFirmaDigital && !doc.firmado ? ` · ${t('documents.needsSignature')}` : ''}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  loading={download.isPending && download.variables?.id === doc.idDocumento}
                  onClick={() => download.mutate({ id: doc.idDocumento, nombre: doc.nombre })}
                  aria-label={t('documents.downloadOf', { name: doc.nombre })}
                >
                  {t('documents.download')}
                </Button>
                {doc.aportadoPorEmpresa && (
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={remove.isPending && remove.variables === doc.idDocumento}
                    onClick={() => remove.mutate(doc.idDocumento)}
                    aria-label={t('documents.deleteOf', { name: doc.nombre })}
                  >
                    {t('delete', { ns: 'common' })}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <form noValidate onSubmit={submit} aria-label={t('documents.uploadTitle')}>
        <Stack gap="xs">
          <TextInput
            label={t('documents.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={150}
            maw={420}
          />
          <FileDrop
            key={round}
            label={t('documents.file')}
            sending={add.isPending}
            progress={add.progress}
            value={file}
            onChange={setFile}
            required
            error={tried && !file ? t('validation.required', { ns: 'common' }) : undefined}
          />
          <div>
            <Button type="submit" variant="light" loading={add.isPending}>
              {t('documents.upload')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

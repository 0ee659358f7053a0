import { Button, Stack, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { useAddCompanyDocument } from '../api/add-company-document';

/** Uploads a document of my company (adddoc, notice 513) with the general whitelist and 2000 KB (SPEC §5 Files). */
export function CompanyDocumentUpload() {
  const { t } = useTranslation(['documentation', 'common']);
  const add = useAddCompanyDocument();
  const headingId = useId();
  const [file, setFile] = useState<TPickedFile>(null);
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  // A new upload widget after each upload: its 'added' confirmation belongs to the file just sent.
  const [round, setRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (file?.kind !== 'file') return;
    add.mutate(
      { ficheroB64ParaAltas: file.ficheroB64, extension_adjunto: file.extension, nombre: name.trim() || file.nombre },
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
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('company.uploadTitle')}
        </Title>
        <TextInput
          label={t('company.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={150}
          maw={420}
        />
        <FileDrop
          key={round}
          label={t('company.file')}
          sending={add.isPending}
          progress={add.progress}
          value={file}
          onChange={setFile}
          required
          error={tried && !file ? t('validation.required', { ns: 'common' }) : undefined}
        />
        <div>
          <Button type="submit" loading={add.isPending}>
            {t('company.upload')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

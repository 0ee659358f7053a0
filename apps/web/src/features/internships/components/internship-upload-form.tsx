import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDrop } from '../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { useUploadInternshipFile } from '../api/upload-internship-file';

/**
 * SPEC §5 Files: the web's one upload widget (general whitelist, 2000 KB, checked before sending)
 * sends the file as base64 plus its extension; the server refuses disguised content with 46 (its
 * popup). After an upload the field starts afresh and the success line names the file.
 */
export function InternshipUploadForm({ idPractica }: { idPractica: number }) {
  const { t } = useTranslation('internships');
  const upload = useUploadInternshipFile();
  const [file, setFile] = useState<TPickedFile>(null);
  // A new key empties the upload widget after an upload.
  const [round, setRound] = useState(0);
  const [descripcion, setDescripcion] = useState('');
  const [missing, setMissing] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (file?.kind !== 'file') {
      setMissing(true);
      return;
    }
    upload.mutate(
      {
        idPractica,
        ficheroB64ParaAltas: file.ficheroB64,
        extension_adjunto: file.extension,
        nombre: file.nombre,
        ...(descripcion.trim() ? { descripcion: descripcion.trim() } : {}),
      },
      {
        onSuccess: () => {
          setDone(file.nombre);
          setFile(null);
          setRound((n) => n + 1);
          setDescripcion('');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('upload.title')}>
      <Stack gap="sm">
        <FileDrop
          key={round}
          label={t('upload.file')}
          sending={upload.isPending}
          progress={upload.progress}
          value={file}
          onChange={(next) => {
            setDone(null);
            setMissing(false);
            setFile(next);
          }}
          required
          error={missing ? t('upload.required') : undefined}
        />
        <TextInput
          label={t('upload.description')}
          value={descripcion}
          onChange={(e) => setDescripcion(e.currentTarget.value)}
          maxLength={500}
        />
        <Group>
          <Button type="submit" loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </Group>
        {done && (
          <Alert color="green" variant="filled" role="status">
            {t('upload.added', { name: done })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

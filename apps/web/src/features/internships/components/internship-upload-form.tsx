import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadInternshipFile } from '../api/upload-internship-file';
import {
  acceptOf,
  extensionOf,
  fileProblem,
  GENERAL_EXTENSIONS,
  MAX_UPLOAD_KB,
  readAsBase64,
} from '../../../lib/files';

/**
 * SPEC §5 Files: a file (general whitelist, 2000 KB, checked here too) sent as base64 plus its
 * extension; the server refuses disguised content with 46 (its popup). 'Eliminar' clears the choice.
 */
export function InternshipUploadForm({ idPractica }: { idPractica: number }) {
  const { t } = useTranslation('internships');
  const upload = useUploadInternshipFile();
  const [file, setFile] = useState<File | null>(null);
  const [descripcion, setDescripcion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function choose(next: File | null) {
    setDone(null);
    setFile(next);
    const problem = next ? fileProblem(next) : null;
    setError(
      problem === 'type'
        ? t('upload.typeNotAllowed')
        : problem === 'size'
          ? t('upload.tooBig', { kb: MAX_UPLOAD_KB })
          : null,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('upload.required'));
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      setError(problem === 'type' ? t('upload.typeNotAllowed') : t('upload.tooBig', { kb: MAX_UPLOAD_KB }));
      return;
    }
    const ficheroB64ParaAltas = await readAsBase64(file);
    upload.mutate(
      {
        idPractica,
        ficheroB64ParaAltas,
        extension_adjunto: extensionOf(file.name),
        nombre: file.name,
        ...(descripcion.trim() ? { descripcion: descripcion.trim() } : {}),
      },
      {
        onSuccess: () => {
          setDone(file.name);
          setFile(null);
          setDescripcion('');
        },
      },
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('upload.title')}>
      <Stack gap="sm">
        <FileInput
          label={t('upload.file')}
          description={t('upload.hint', { kb: MAX_UPLOAD_KB, list: GENERAL_EXTENSIONS.join(', ') })}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('upload.remove') }}
          required
          error={error}
          accept={acceptOf(GENERAL_EXTENSIONS)}
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
          {file && (
            <Button variant="default" onClick={() => choose(null)}>
              {t('upload.remove')}
            </Button>
          )}
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

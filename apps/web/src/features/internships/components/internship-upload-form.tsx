import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_KB, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';
import { useUploadInternshipFile } from '../api/upload-internship-file';
import { checkFile, extensionOf, readBase64 } from '../utils/file-check';

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
    const problem = next ? checkFile(next) : null;
    setError(problem === 'type' ? t('upload.typeNotAllowed') : problem === 'size' ? t('upload.tooBig', { kb: FILE_MAX_KB }) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setError(t('upload.required'));
      return;
    }
    const problem = checkFile(file);
    if (problem) {
      setError(problem === 'type' ? t('upload.typeNotAllowed') : t('upload.tooBig', { kb: FILE_MAX_KB }));
      return;
    }
    const ficheroB64ParaAltas = await readBase64(file);
    upload.mutate(
      { idPractica, ficheroB64ParaAltas, extension_adjunto: extensionOf(file.name), nombre: file.name, ...(descripcion.trim() ? { descripcion: descripcion.trim() } : {}) },
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
          description={t('upload.hint', { kb: FILE_MAX_KB, list: UPLOAD_EXTENSIONS.join(', ') })}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('upload.remove') }}
          required
          error={error}
          accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
        />
        <TextInput label={t('upload.description')} value={descripcion} onChange={(e) => setDescripcion(e.currentTarget.value)} maxLength={500} />
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

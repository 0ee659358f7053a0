import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF_ONLY } from '@portal/contracts/limits';
import type { TSignedAgreementUploadBody } from '@portal/contracts/agreements/agreements.schemas';
import { FileDrop } from '../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../ui/upload/picked-file';

/** SPEC §5 Files: the signed agreement is a PDF, nothing else. */
export const SIGNED_AGREEMENT_EXTENSIONS = PDF_ONLY;

/** SPEC §2 /subir-convenio-firmado: the signed PDF of one agreement awaiting the company's signature. */
export function SignedAgreementUpload({
  idConvenio,
  onUpload,
  pending = false,
  progress = null,
}: {
  idConvenio?: number;
  onUpload: (body: TSignedAgreementUploadBody) => Promise<unknown> | void;
  pending?: boolean;
  /** The real share of the upload sent (0..1), for the widget's bar (#16 part 5). */
  progress?: number | null;
}) {
  const { t } = useTranslation(['agreements', 'common']);
  const [file, setFile] = useState<TPickedFile>(null);
  const [tried, setTried] = useState(false);
  // Remounts the upload widget after an upload so it forgets the sent file.
  const [round, setRound] = useState(0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (file?.kind !== 'file') return;
    try {
      await onUpload({
        ...(idConvenio ? { idConvenio } : {}),
        ficheroB64ParaAltas: file.ficheroB64,
        extension_adjunto: file.extension,
        nombre: file.nombre,
      });
      setFile(null);
      setTried(false);
      setRound((n) => n + 1);
    } catch {
      // The API client already showed the error.
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <FileDrop
          key={round}
          label={t('upload.fileLabel')}
          sending={pending}
          progress={progress}
          extensions={SIGNED_AGREEMENT_EXTENSIONS}
          value={file}
          onChange={setFile}
          required
          error={tried && !file ? t('validation.required', { ns: 'common' }) : undefined}
        />
        <div>
          <Button type="submit" loading={pending}>
            {t('upload.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

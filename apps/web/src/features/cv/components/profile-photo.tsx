import { Avatar, Group, Input, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_EXTENSIONS } from '@portal/contracts/cv/cv-documents.schemas';
import { PHOTO_MAX_PX } from '@portal/contracts/limits';
import { useEditProfileImage } from '../api/edit-profile-image';
import { useDocumentImage } from '../api/get-document-file';
import { acceptOf, extensionOf, fileProblem, readAsBase64 } from '../../../lib/files';
import { imageSize, photoTooLarge } from '../utils/file-checks';

/**
 * SPEC §5 profile photo: png/jpg/jpeg/gif, at most 2000 KB and 1000 px either way, checked here
 * first (the API answers 526 for a photo it measures larger), sent as extension plus base64.
 */
export function ProfilePhoto({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('cv');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const mutation = useEditProfileImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const src = useDocumentImage(url);

  async function pick(file: File | undefined): Promise<void> {
    setProblem(null);
    setDone(null);
    if (!file) return;
    const clear = () => {
      if (inputRef.current) inputRef.current.value = '';
    };
    const found = fileProblem(file, PHOTO_EXTENSIONS);
    if (found) {
      setProblem(found === 'type' ? t('validation.fileType', { ns: 'common' }) : t('photo.tooHeavy'));
      clear();
      return;
    }
    let size: { width: number; height: number };
    try {
      size = await imageSize(file);
    } catch {
      setProblem(t('validation.fileType', { ns: 'common' }));
      clear();
      return;
    }
    if (photoTooLarge(size)) {
      setProblem(t('photo.tooLarge', { px: PHOTO_MAX_PX }));
      clear();
      return;
    }
    try {
      await mutation.mutateAsync({ extension: extensionOf(file.name), ficheroB64: await readAsBase64(file) });
      setDone(t('file.added', { ns: 'common', name: file.name }));
    } catch {
      // Shown by the API client (526, 46).
    }
    clear();
  }

  return (
    <Group gap="md" align="center">
      <Avatar src={src ?? undefined} alt={src ? t('photo.alt', { name }) : undefined} size={96} radius="xl" />
      <Stack gap={4}>
        <Input.Wrapper
          id={id}
          label={t('photo.label')}
          description={t('photo.hint', { px: PHOTO_MAX_PX })}
          error={problem ?? undefined}
        >
          <input
            id={id}
            ref={inputRef}
            type="file"
            accept={acceptOf(PHOTO_EXTENSIONS)}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void pick(event.currentTarget.files?.[0])}
            style={{ display: 'block', marginTop: 4 }}
          />
        </Input.Wrapper>
        {done && (
          <Text size="sm" c="teal.8" role="status">
            {done}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

import { Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_EXTENSIONS } from '@portal/contracts/cv/cv-documents.schemas';
import { PHOTO_MAX_PX } from '@portal/contracts/limits';
import { useEditProfileImage } from '../api/edit-profile-image';
import { useDocumentImage } from '../api/get-document-file';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { FileDrop } from '../../../ui/upload/file-drop';
import { CV_SECTIONS } from '@portal/contracts/cv/cv-anchors';
import { imageSize, photoTooLarge } from '../utils/file-checks';
import { useAnchorTarget } from './section-card';

/**
 * SPEC §5 profile photo, as a card (issue #16 part 5): png/jpg/jpeg/gif, at most 2000 KB and
 * 1000 px either way, checked by the upload widget first (the API answers 526 for a photo it
 * measures larger), sent as extension plus base64 as soon as it is chosen.
 */
export function ProfilePhoto({ url, name }: { url: string | null; name: string }) {
  const { t } = useTranslation('cv');
  const mutation = useEditProfileImage();
  const [done, setDone] = useState<string | null>(null);
  // A new widget after each upload: its state belongs to the photo just sent.
  const [round, setRound] = useState(0);
  const src = useDocumentImage(url);
  const card = useRef<HTMLDivElement>(null);
  // '#foto' (the completeness meter): scroll here and focus the upload widget.
  useAnchorTarget(CV_SECTIONS.photo, card, () => card.current?.querySelector<HTMLElement>('button') ?? null);

  async function check(file: File): Promise<string | null> {
    try {
      return photoTooLarge(await imageSize(file)) ? t('photo.tooLarge', { px: PHOTO_MAX_PX }) : null;
    } catch {
      return t('validation.fileType', { ns: 'common' });
    }
  }

  async function send(value: TPickedFile): Promise<void> {
    setDone(null);
    if (value?.kind !== 'file') return;
    try {
      await mutation.mutateAsync({ extension: value.extension, ficheroB64: value.ficheroB64 });
      setDone(t('file.added', { ns: 'common', name: value.nombre }));
      setRound((n) => n + 1);
    } catch {
      // Shown by the API client (526, 46).
    }
  }

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="profile-photo-card"
      id={CV_SECTIONS.photo}
      ref={card}
      style={{ flex: '1 1 320px', minWidth: 0, scrollMarginTop: 72 }}
    >
      <Group gap="md" align="flex-start" wrap="wrap">
        <Avatar src={src ?? undefined} alt={src ? t('photo.alt', { name }) : undefined} size={96} radius="xl" />
        <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <FileDrop
            key={round}
            label={t('photo.label')}
            description={t('photo.hint', { px: PHOTO_MAX_PX })}
            extensions={PHOTO_EXTENSIONS}
            value={null}
            onChange={(value) => void send(value)}
            check={check}
            sending={mutation.isPending}
            progress={mutation.progress}
            showAdded={false}
            tooLargeText={t('photo.tooHeavy')}
          />
          <Text size="sm" c="teal.9" role="status">
            {done ?? ''}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

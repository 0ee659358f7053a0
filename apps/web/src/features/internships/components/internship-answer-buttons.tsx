import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAnswerInternship } from '../api/answer-internship';

/** SPEC §4: an internship awaiting me can be accepted or rejected. */
export function InternshipAnswerButtons({ idPractica, titulo }: { idPractica: number; titulo: string }) {
  const { t } = useTranslation('internships');
  const answer = useAnswerInternship();
  const busy = answer.isPending ? answer.variables?.accept : undefined;
  return (
    <Group gap="sm">
      <Button
        size="xs"
        onClick={() => answer.mutate({ idPractica, accept: true })}
        loading={busy === true}
        aria-label={`${t('answer.accept')}: ${titulo}`}
      >
        {t('answer.accept')}
      </Button>
      <Button
        size="xs"
        color="red"
        onClick={() => answer.mutate({ idPractica, accept: false })}
        loading={busy === false}
        aria-label={`${t('answer.reject')}: ${titulo}`}
      >
        {t('answer.reject')}
      </Button>
    </Group>
  );
}

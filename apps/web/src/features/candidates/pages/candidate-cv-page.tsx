import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCandidateCv } from '../../../ui/candidate-cv/candidate-cv-query';
import { CandidateCvSheet } from '../../../ui/candidate-cv/candidate-cv-sheet';
import { ReadableAlert } from '../../../ui/readable-alert';

/** SPEC §2 /ver-cv/{id}: the CV of a candidate of one of my offers ({id}: idCandidatura). */
export default function CandidateCvPage() {
  const { t } = useTranslation('candidates');
  const catalogue = useCatalogueText();
  const navigate = useNavigate();
  const { id } = useParams();
  const idCandidatura = Number(id);
  const valid = Number.isInteger(idCandidatura) && idCandidatura > 0;
  const { data: cv, error } = useCandidateCv(valid ? idCandidatura : null);
  const back = (
    <Button variant="subtle" onClick={() => void navigate(-1)} style={{ alignSelf: 'flex-start' }}>
      {t('back')}
    </Button>
  );
  if (!valid || error) {
    const code = error instanceof ApiError ? error.status : 31;
    return (
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <ReadableAlert color="red" title={catalogue(code).titulo}>
          {catalogue(code).cuerpo}
        </ReadableAlert>
        {back}
      </Stack>
    );
  }
  if (!cv) return <LoadingPlaceholders count={2} cols={1} />;
  return (
    <Stack gap="lg">
      {back}
      <CandidateCvSheet cv={cv} />
    </Stack>
  );
}

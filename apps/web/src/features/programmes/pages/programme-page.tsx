import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useSession } from '../../../lib/session';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useProgrammeDetail } from '../api/get-programme-detail';
import { ProgrammeDetailView } from '../components/programme-detail-view';
import { useLanguage } from '../../../i18n';

/** SPEC §2 /programas-practicas-activos/{id}: one programme with its adhesion request. */
export default function ProgrammePage() {
  const { t } = useTranslation('programmes');
  const { lang } = useLanguage();
  const { id } = useParams();
  const { role } = useSession();
  const programmeId = Number(id);
  const valid = Number.isInteger(programmeId) && programmeId > 0;
  const detail = useProgrammeDetail(valid ? programmeId : 0, lang);
  if (valid && detail.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!valid || !detail.data) {
    return (
      <Alert variant="light" color="gray" role="status" title={t('detail.unavailable')}>
        <Anchor component={Link} to={routePath('programmes')}>
          {t('detail.backToList')}
        </Anchor>
      </Alert>
    );
  }
  return <ProgrammeDetailView programme={detail.data} role={role ?? 'student'} />;
}

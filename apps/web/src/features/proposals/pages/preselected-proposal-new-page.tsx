import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCheckedStudent } from '@portal/contracts/proposals/preselected.schemas';
import { routePath } from '@portal/contracts/routes';
import { useSavePreselectedProposal, type TPreselectedSaved } from '../api/save-preselected-proposal';
import { OfferForm } from '../components/offer-form/offer-form';
import { ProposalSavedPanel } from '../components/proposal-saved-panel';
import { StudentDniCheck } from '../components/student-dni-check';
import { emptyOfferValues } from '../utils/offer-form-defaults';
import { ReadableAlert } from '../../../ui/readable-alert';

/**
 * SPEC §2 /propuesta-practicas-con-candidato-preseleccionado, the company's side: an internship
 * proposal for a candidate it already chose: the candidate's DNI first (509 when unknown), then
 * the internship form; 527 while incomplete, 528 once registered. The student's side of the same
 * route is app/preselected-proposal-route.tsx.
 */
export default function PreselectedProposalNewPage() {
  const { t } = useTranslation('proposals');
  const save = useSavePreselectedProposal();
  const [student, setStudent] = useState<TCheckedStudent | null>(null);
  const [saved, setSaved] = useState<TPreselectedSaved | null>(null);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('preselected.newTitle')}</Title>
      {saved ? (
        <ProposalSavedPanel urlAcceso={saved.urlAcceso} edited={false} listTo={routePath('preselected-proposals')} />
      ) : !student ? (
        <>
          <Text>{t('preselected.intro')}</Text>
          <StudentDniCheck onFound={setStudent} />
        </>
      ) : (
        <>
          <ReadableAlert color="brand" title={t('preselected.candidate')}>
            <Group justify="space-between" align="center">
              <Text data-testid="preselected-student">
                {student.nombre} {student.apellidos} ({student.dni})
              </Text>
              <Button variant="subtle" size="xs" onClick={() => setStudent(null)}>
                {t('preselected.change')}
              </Button>
            </Group>
          </ReadableAlert>
          <OfferForm
            initialValues={emptyOfferValues('practicas')}
            submitLabel={t('form.submitPreselected')}
            onSave={async (payload) => setSaved(await save.mutateAsync({ ...payload, dni: student.dni }))}
          />
        </>
      )}
    </Stack>
  );
}

import { Anchor, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useEditEducationRequest } from '../api/edit-education-request';
import { useEducationRequest } from '../api/get-education-request';
import { EducationMenuGate } from '../components/education-menu-gate';
import { EducationRequestEditForm } from '../components/education-request-edit-form';
import { ReadableAlert } from '../../../ui/readable-alert';

function EditRequest({ id }: { id: number }) {
  const { t } = useTranslation('education-requests');
  const navigate = useNavigate();
  const request = useEducationRequest(id);
  const edit = useEditEducationRequest();
  if (request.isPending) return <LoadingPlaceholders count={1} cols={1} />;
  if (!request.data) return null;
  if (!request.data.editable) return <ReadableAlert color="yellow">{t('edit.notEditable')}</ReadableAlert>;
  return (
    <>
      <Title order={2} size="h3">
        {request.data.titulo}
      </Title>
      <EducationRequestEditForm
        request={request.data}
        pending={edit.isPending}
        onSubmit={(body) =>
          edit.mutate(body, { onSuccess: () => void navigate(`/solicitudes-practicas-educacion/${id}`) })
        }
      />
    </>
  );
}

/** SPEC §2 /solicitudes-practicas-educacion/{id}/editar. */
export default function EducationRequestEditPage() {
  const { t } = useTranslation('education-requests');
  const id = Number(useParams().id);
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Title order={1}>{t('edit.title')}</Title>
        <Anchor component={Link} to={`/solicitudes-practicas-educacion/${id}`}>
          {t('edit.back')}
        </Anchor>
        <EducationMenuGate>
          <EditRequest id={id} />
        </EducationMenuGate>
      </Stack>
    </Container>
  );
}

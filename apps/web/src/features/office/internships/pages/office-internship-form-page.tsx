import { Anchor, Stack, Text, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useInternship } from '../api/get-internship';
import { useInternshipDraft } from '../api/internship-draft';
import { InternshipForm, valuesOf } from '../components/internship-form';

/**
 * /gestion/practicas/nuevas and /gestion/practicas/{id}/editar (issue #15 'Internships'): the
 * internship form, empty, prefilled from `?idCandidatura=` (an accepted application) or
 * `?idSolicitud=` (a pending practice request, accepted when it is saved), or with the internship's data.
 */
export default function OfficeInternshipFormPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = params.idPractica ? Number(params.idPractica) : null;
  const source = {
    idCandidatura: Number(search.get('idCandidatura')) || undefined,
    idSolicitud: Number(search.get('idSolicitud')) || undefined,
  };
  const existing = useInternship(id ?? 0, id !== null);
  const draft = useInternshipDraft(id === null ? source : {});
  const back =
    id === null ? routePath('office-internships', {}, lang) : routePath('office-internship', { idPractica: id }, lang);
  const loading = id !== null ? !existing.data : !!(source.idCandidatura || source.idSolicitud) && !draft.data;
  if (loading) return <LoadingPlaceholders />;
  const initial = valuesOf(id !== null ? (existing.data?.datos ?? {}) : (draft.data?.datos ?? {}));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        {t('internships.back')}
      </Anchor>
      <Title order={1}>{id === null ? t('internships.form.newTitle') : t('internships.form.editTitle', { id })}</Title>
      {source.idCandidatura && (
        <Text size="sm">{t('internships.form.fromApplication', { id: source.idCandidatura })}</Text>
      )}
      {source.idSolicitud && <Text size="sm">{t('internships.form.fromRequest', { id: source.idSolicitud })}</Text>}
      <InternshipForm
        id={id}
        initial={initial}
        source={id === null ? source : {}}
        onSaved={(saved) => void navigate(routePath('office-internship', { idPractica: saved }, lang))}
        onCancel={() => void navigate(back)}
      />
    </Stack>
  );
}

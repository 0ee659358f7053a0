import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { useCv } from '../api/get-cv';
import { useDownloadMyData } from '../api/download-my-data';
import { ChangePasswordForm } from '../components/change-password-form';
import { DocumentsBlock } from '../components/documents-section';
import { EmailPreferencesForm } from '../components/email-preferences-form';
import { ExperiencesSection } from '../components/experiences-section';
import { InterestsSection } from '../components/interests-section';
import { LanguagesSection } from '../components/languages-section';
import { PersonalDataForm } from '../components/personal-data-form';
import { PortfolioForm, PresentationForm, SearchPreferences } from '../components/preferences-section';
import { ProfilePhoto } from '../components/profile-photo';
import { SectionCard } from '../components/section-card';
import { StudiesSection } from '../components/studies-section';
import { useDomains } from '../../../lib/reference-lists';
import { sessionScope, useSession } from '../../../lib/session';
import { useMissingPersonalData } from '../../../lib/student-checks/get-missing-personal-data';
import { CompletenessMeter } from '../components/completeness-meter';
import { cvCompleteness } from '@portal/contracts/cv/cv-completeness';
import { CV_SECTIONS } from '@portal/contracts/cv/cv-anchors';

/**
 * SPEC §2 Student CV: every section, each collapsible and saved on its own, reachable at its anchor
 * (`/cv#estudios`); the completeness meter on top; the photo as a card (issue #16 part 5).
 */
export default function CvPage() {
  const { t } = useTranslation('cv');
  const cv = useCv();
  const domains = useDomains();
  const download = useDownloadMyData();
  const { token } = useSession();
  // The same check as the popups (SPEC §2): the brand's mandatory personal fields still empty.
  const missing = useMissingPersonalData(sessionScope(token), true);
  // The page's h1 (WCAG 2.4.6) shows at once, before the CV's data.
  const heading = <Title order={1}>{t('title')}</Title>;
  if (cv.isPending || !cv.data) {
    return (
      <Stack gap="lg">
        {heading}
        {cv.isPending ? <LoadingPlaceholders count={4} cols={1} /> : <Text>{t('loadError')}</Text>}
      </Stack>
    );
  }
  const data = cv.data;
  const d = domains.data;
  const fullName = [data.personales.nombre, data.personales.primerApellido].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      {heading}
      <CompletenessMeter completeness={cvCompleteness(data, missing.data?.campos)} />
      <Group justify="space-between" align="flex-start" gap="md">
        <ProfilePhoto url={data.urlImagenPerfil} name={fullName} />
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          {t('download')}
        </Button>
      </Group>
      <SectionCard id={CV_SECTIONS.personal} title={t('personal.title')}>
        <PersonalDataForm cv={data} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.email} title={t('email.title')}>
        <EmailPreferencesForm personal={data.personales} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.studies} title={t('studies.title')}>
        <StudiesSection studies={data.academicos} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.experiences} title={t('experiences.title')}>
        <ExperiencesSection experiences={data.profesional.experiencia} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.languages} title={t('languages.title')}>
        <LanguagesSection languages={data.idiomas} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.interests} title={t('interests.title')}>
        <InterestsSection interes={data.interes} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.documents} title={t('documents.title')}>
        <DocumentsBlock
          tipo="cv"
          title={t('documents.cv')}
          documents={data.documentos.filter((doc) => doc.idTipoDocumento === 1)}
          domains={d}
        />
        <DocumentsBlock
          tipo="documento"
          title={t('documents.documents')}
          documents={data.documentos.filter((doc) => doc.idTipoDocumento !== 1)}
          domains={d}
        />
        <DocumentsBlock tipo="privado" title={t('documents.private')} documents={data.documentosPrivados} domains={d} />
        <DocumentsBlock tipo="proceso" title={t('documents.process')} documents={data.documentosProcesos} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.portfolio} title={t('portfolio.section')}>
        <PortfolioForm enlace={data.enlacePortfolio} />
        <PresentationForm texto={data.presentacion} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.preferences} title={t('preferences.title')}>
        <SearchPreferences cv={data} domains={d} />
      </SectionCard>
      <SectionCard id={CV_SECTIONS.password} title={t('password.title')}>
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
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

/** SPEC §2 Student CV: every section, each saved on its own. */
export default function CvPage() {
  const { t } = useTranslation('cv');
  const cv = useCv();
  const domains = useDomains();
  const download = useDownloadMyData();
  if (cv.isPending) return <LoadingPlaceholders count={4} cols={1} />;
  if (!cv.data) return <Text>{t('loadError')}</Text>;
  const data = cv.data;
  const d = domains.data;
  const fullName = [data.personales.nombre, data.personales.primerApellido].filter(Boolean).join(' ');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <ProfilePhoto url={data.urlImagenPerfil} name={fullName} />
        <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
          {t('download')}
        </Button>
      </Group>
      <SectionCard id="cv-personal" title={t('personal.title')}>
        <PersonalDataForm cv={data} domains={d} />
      </SectionCard>
      <SectionCard id="cv-email" title={t('email.title')}>
        <EmailPreferencesForm personal={data.personales} />
      </SectionCard>
      <SectionCard id="cv-academic" title={t('studies.title')}>
        <StudiesSection studies={data.academicos} domains={d} />
      </SectionCard>
      <SectionCard id="cv-professional" title={t('experiences.title')}>
        <ExperiencesSection experiences={data.profesional.experiencia} />
      </SectionCard>
      <SectionCard id="cv-languages" title={t('languages.title')}>
        <LanguagesSection languages={data.idiomas} domains={d} />
      </SectionCard>
      <SectionCard id="cv-interests" title={t('interests.title')}>
        <InterestsSection interes={data.interes} domains={d} />
      </SectionCard>
      <SectionCard id="cv-documents" title={t('documents.title')}>
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
      <SectionCard id="cv-portfolio" title={t('portfolio.section')}>
        <PortfolioForm enlace={data.enlacePortfolio} />
        <PresentationForm texto={data.presentacion} />
      </SectionCard>
      <SectionCard id="cv-preferences" title={t('preferences.title')}>
        <SearchPreferences cv={data} domains={d} />
      </SectionCard>
      <SectionCard id="cv-password" title={t('password.title')}>
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}

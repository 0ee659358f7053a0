import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyDocuments } from '../api/get-company-documents';
import { useDocumentsByProgramme } from '../api/get-documents-by-programme';
import { useInformationNotes } from '../api/get-information-notes';
import { useUniversityAnnexes } from '../api/get-university-annexes';
import { CompanyDocumentList } from './company-document-list';
import { CompanyDocumentUpload } from './company-document-upload';
import { CompanyDocumentsSection } from './company-documents-section';

/**
 * SPEC §2 /documentacion for a company (issue #12 item 14): the university's annexes and
 * information notes, the documents my company uploaded (upload, delete) and my internships'
 * documents by programme (SPEC §7 dameAnexosPracticas, dameNotasInformativas..., documentosAportados,
 * dameDocumentosPracticasPorPrograma, adddoc, deldoc).
 */
export function CompanyDocumentation() {
  const { t } = useTranslation('documentation');
  const annexes = useUniversityAnnexes();
  const notes = useInformationNotes();
  const uploaded = useCompanyDocuments();
  const byProgramme = useDocumentsByProgramme();
  const unsigned = (byProgramme.data ?? []).some((group) =>
    group.documentos.some((d) => d.requiereFirmaDigital && !d.firmado),
  );
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('company.intro')}</Text>
      {unsigned && (
        <Alert variant="light" color="brand" role="status" title={t('company.signatureTitle')}>
          {t('company.signatureBody')}
        </Alert>
      )}
      <CompanyDocumentsSection id="university" title={t('company.universityTitle')} query={annexes}>
        {(list) => <CompanyDocumentList documents={list} emptyText={t('company.noAnnexes')} />}
      </CompanyDocumentsSection>
      <CompanyDocumentsSection id="notes" title={t('company.notesTitle')} query={notes}>
        {(list) => <CompanyDocumentList documents={list} emptyText={t('company.noNotes')} />}
      </CompanyDocumentsSection>
      <CompanyDocumentsSection id="uploaded" title={t('company.uploadedTitle')} query={uploaded}>
        {(list) => (
          <Stack gap="md">
            <CompanyDocumentList documents={list} emptyText={t('company.noUploaded')} />
            <CompanyDocumentUpload />
          </Stack>
        )}
      </CompanyDocumentsSection>
      <CompanyDocumentsSection id="internships" title={t('company.internshipsTitle')} query={byProgramme}>
        {(groups) =>
          groups.length === 0 ? (
            <Text size="sm">{t('company.noInternships')}</Text>
          ) : (
            <Stack gap="md">
              {groups.map((group) => (
                <Stack key={group.idPrograma ?? 'none'} gap="xs">
                  <Title order={3} size="h5">
                    {group.programa ?? t('company.noProgramme')}
                  </Title>
                  <CompanyDocumentList documents={group.documentos} emptyText={t('company.noInternshipDocuments')} />
                </Stack>
              ))}
            </Stack>
          )
        }
      </CompanyDocumentsSection>
    </Stack>
  );
}

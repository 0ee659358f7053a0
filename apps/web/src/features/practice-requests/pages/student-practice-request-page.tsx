import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TPracticeRequest } from '@portal/contracts/practice-requests/practice-requests.schemas';
import { routePath } from '@portal/contracts/routes';
import { PageTitle } from '../../../ui/page-title';
import { ReadableAlert } from '../../../ui/readable-alert';
import { useSendPracticeRequest } from '../api/send-practice-request';
import { CompanyStep, type TChosenCompany } from '../components/company-step';
import { ContactStep, type TChosenContact } from '../components/contact-step';
import { InternshipStep } from '../components/internship-step';
import { RequestSummary } from '../components/request-summary';

/**
 * SPEC §2 /propuesta-practicas-con-candidato-preseleccionado for a student (menu 'Proponer unas
 * prácticas', brand flag hasPropuestaPracticasAlumno): an internship I found myself, proposed in
 * three steps: the company by CIF (compruebaCIF), its contact (compruebaEmailContactoEmpresa),
 * then the internship (solicitudPractica, notice 510). issue #12 item 14: it showed 'Muy pronto
 * disponible'.
 */
export default function StudentPracticeRequestPage() {
  const { t } = useTranslation('practice-requests');
  const send = useSendPracticeRequest();
  const [company, setCompany] = useState<TChosenCompany | null>(null);
  const [contact, setContact] = useState<TChosenContact | null>(null);
  const [sent, setSent] = useState<TPracticeRequest | null>(null);
  const step = !company ? 1 : !contact ? 2 : 3;
  // The route's title names the company's side of this path; a student's tab reads what they do.
  const pageTitle = <PageTitle title={t('title')} />;

  if (sent) {
    return (
      <Stack gap="lg">
        {pageTitle}
        <Title order={1}>{t('title')}</Title>
        <ReadableAlert color="teal" title={t('sent.title')} role="status">
          <Text size="sm">{t('sent.body', { title: sent.titulo })}</Text>
        </ReadableAlert>
        <RequestSummary company={company} contact={contact} />
        <Anchor component={Link} to={routePath('home')}>
          {t('sent.home')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {pageTitle}
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <Title order={2} size="h4">
        {t('stepOf', { step, total: 3 })}:{' '}
        {t(step === 1 ? 'company.step' : step === 2 ? 'contact.step' : 'internship.step')}
      </Title>
      <RequestSummary company={company} contact={contact} />
      {step === 1 && <CompanyStep onDone={setCompany} />}
      {step === 2 && company && <ContactStep cif={company.cif} onDone={setContact} onBack={() => setCompany(null)} />}
      {step === 3 && company && contact && (
        <InternshipStep
          pending={send.isPending}
          onBack={() => setContact(null)}
          onSubmit={(values) => {
            send.mutate(
              {
                ...values,
                cif: company.cif,
                nombreEmpresa: company.nombreEmpresa,
                tutorNombre: contact.tutorNombre,
                tutorEmail: contact.tutorEmail,
              },
              { onSuccess: setSent },
            );
          }}
        />
      )}
    </Stack>
  );
}

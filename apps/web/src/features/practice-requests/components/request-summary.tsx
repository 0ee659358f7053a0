import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TChosenContact } from './contact-step';
import type { TChosenCompany } from './company-step';

/** What the student chose in the earlier steps, so that each step shows where the request goes. */
export function RequestSummary({
  company,
  contact,
}: {
  company: TChosenCompany | null;
  contact: TChosenContact | null;
}) {
  const { t } = useTranslation('practice-requests');
  if (!company) return null;
  return (
    <List spacing={4} size="sm" data-testid="practice-request-summary">
      <List.Item>
        <Text size="sm" span fw={600}>
          {t('summary.company')}:
        </Text>{' '}
        {company.nombreEmpresa ? `${company.nombreEmpresa} (${company.cif})` : company.cif} ·{' '}
        {company.registered ? t('summary.registered') : t('summary.notRegistered')}
      </List.Item>
      {contact && (
        <List.Item>
          <Text size="sm" span fw={600}>
            {t('summary.contact')}:
          </Text>{' '}
          {contact.tutorNombre} ({contact.tutorEmail}) ·{' '}
          {contact.known ? t('summary.knownContact') : t('summary.newContact')}
        </List.Item>
      )}
    </List>
  );
}

import { Alert, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { routePath } from '@portal/contracts/routes';

/**
 * The address that resumes an anonymous answer: it carries its own bearer (docs/surveys.md:
 * token=enc_…), as nothing else ties the saved progress to the person.
 */
export function surveyResumeLink(urlAcceso: string, bearer: string, idPractica: number | null): string {
  const query = new URLSearchParams({ token: bearer, ...(idPractica ? { idPractica: String(idPractica) } : {}) });
  return `${window.location.origin}${routePath('survey-link', { urlAcceso })}?${query.toString()}`;
}

/** SPEC §4 Survey flow, save progress of an anonymous answer: the resume link, ready to copy. */
export function SurveyResumeLink({ link }: { link: string }) {
  const { t } = useTranslation('surveys');
  return (
    <Alert variant="light" color="brand" title={t('runner.resumeLinkTitle')}>
      <Stack gap="xs">
        <Text size="sm">{t('runner.resumeLinkHelp')}</Text>
        <TextInput
          label={t('runner.resumeLinkLabel')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </Stack>
    </Alert>
  );
}

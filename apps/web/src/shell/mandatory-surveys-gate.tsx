import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { useCurrentRoute } from '../app/current-route';
import { usePendingMandatorySurveys } from '../lib/student-checks/get-pending-mandatory-surveys';
import { isGodMode } from '../lib/god-mode';
import { useSession } from '../lib/session';

/**
 * SPEC §2 Popups and §4 Survey flow: a candidate cannot enter the portal until the mandatory
 * surveys are answered; logging out is the alternative (SPEC §8 survey blocking message). The
 * popup cannot be dismissed. It stays off the survey pages themselves (routes flagged
 * `surveySheet`), so that the surveys it links to can be answered, and god mode lifts it (SPEC §6).
 */
export function MandatorySurveysGate() {
  const { t } = useTranslation('surveys');
  const { role, token, isAuthenticated } = useSession();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const applies = isAuthenticated && role === 'student' && !isGodMode();
  const pending = usePendingMandatorySurveys(token, applies);
  const surveys = pending.data ?? [];
  // The way out (logout) and the way to god mode stay open too.
  const exempt = route?.surveySheet === true || route?.id === 'logout' || route?.id === 'god-mode';
  if (!applies || exempt || surveys.length === 0) return null;

  return (
    <Modal
      opened
      onClose={() => {
        // Not dismissable: answering or logging out are the only ways on.
      }}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={t('gate.title')}
      data-testid="mandatory-surveys-gate"
    >
      <Stack gap="md">
        <Text>{t('gate.body')}</Text>
        <List spacing="sm" listStyleType="none" withPadding={false}>
          {surveys.map((survey) => (
            <List.Item key={survey.urlAcceso}>
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Text fw={600}>{survey.titulo}</Text>
                <Button
                  component={Link}
                  to={routePath('survey-link', { urlAcceso: survey.urlAcceso })}
                  size="sm"
                  aria-label={t('gate.answerNamed', { title: survey.titulo })}
                >
                  {t('gate.answer')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(routePath('logout'))}>
            {t('gate.logout')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

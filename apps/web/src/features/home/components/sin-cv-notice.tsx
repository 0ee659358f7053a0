import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { getStatusEntry } from '@portal/contracts/status-codes';
import { useCatalogueText } from '../../../i18n';

/** SPEC §2 Student home / §8: the 'sinCV' notice when the student has no attached CV. */
export const SIN_CV_CODE = 'sinCV';

export function SinCvNotice() {
  const catalogue = useCatalogueText();
  const text = catalogue(SIN_CV_CODE);
  const to = getStatusEntry(SIN_CV_CODE)?.to ?? '/cv';
  return (
    <Alert color="yellow" variant="light" title={text.titulo} data-testid="sin-cv-notice">
      <Text size="sm" mb="xs">
        {text.cuerpo}
      </Text>
      {text.btn_text && (
        <Anchor component={Link} to={to} fw={600}>
          {text.btn_text}
        </Anchor>
      )}
    </Alert>
  );
}

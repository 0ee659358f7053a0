import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TEducationRequest } from '@portal/contracts/education-requests/education-requests.schemas';

const COLOURS: Record<TEducationRequest['estado'], string> = {
  borrador: 'gray',
  pendiente: 'blue',
  aceptada: 'green',
  rechazada: 'red',
};

export function EducationRequestState({ estado }: { estado: TEducationRequest['estado'] }) {
  const { t } = useTranslation('education-requests');
  return (
    <Badge color={COLOURS[estado]} variant="dot">
      {t(`states.${estado}`)}
    </Badge>
  );
}

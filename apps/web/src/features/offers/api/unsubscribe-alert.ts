import { useMutation } from '@tanstack/react-query';
import { ZAlertUnsubscribed, type TAlertUnsubscribed } from '@portal/contracts/offers/offers.schemas';
import { api } from '../../../lib/api-client';

/** POST /api/Publico/bajaAlertaBusqueda { token } (issue #16 part 3): no sign-in; 300 when already stopped. */
export async function unsubscribeAlert(token: string): Promise<TAlertUnsubscribed> {
  const { datos } = await api.post(
    '/api/Publico/bajaAlertaBusqueda',
    { token },
    { handle: [300, 15], schema: ZAlertUnsubscribed },
  );
  return datos;
}

export function useUnsubscribeAlert() {
  return useMutation({ mutationFn: unsubscribeAlert });
}

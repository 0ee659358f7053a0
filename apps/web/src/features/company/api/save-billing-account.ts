import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFiscalAccount, TFiscalAccountBody } from '@portal/contracts/company/company.schemas';
import { api } from '../../../lib/api-client';
import { COMPANY_DATA_KEY } from './company-keys';

/** POST /api/Empresa/addCuentaFacturacion (SPEC §5 Fiscal account): notice 531; answers the accounts. */
export async function saveBillingAccount(body: TFiscalAccountBody): Promise<TFiscalAccount[]> {
  const { datos } = await api.post<TFiscalAccount[]>('/api/Empresa/addCuentaFacturacion', body);
  return datos;
}

export function useSaveBillingAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY }),
  });
}

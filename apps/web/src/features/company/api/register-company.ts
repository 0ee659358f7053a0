import { useMutation } from '@tanstack/react-query';
import type { TCompanyRegistrationBody } from '@portal/contracts/company/company-registration.schemas';
import { api } from '../../../lib/api-client';
import { showBrandNotice } from '../../../lib/brand-notice';

/** POST /api/Empresa/guardarUsuarioEmpresa: notice 503 or 504, or the brand's custom registration text. */
export async function registerCompany(body: TCompanyRegistrationBody): Promise<{ idEmpresa: number; activa: boolean }> {
  const result = await api.post<{ idEmpresa: number; activa: boolean }>('/api/Empresa/guardarUsuarioEmpresa', body, {
    quietAviso: true,
  });
  showBrandNotice(result);
  return result.datos;
}

export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}

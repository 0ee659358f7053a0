import { NativeSelect } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZCompanyChoiceList, ZLoginSession } from '@portal/contracts/auth/auth.schemas';
import { api } from '../lib/api-client';
import { startSession, useSession, useSessionScope } from '../lib/session';

const COMPANIES_PATH = '/api/Empresa/dameEmpresasDelUsuario';
const SWITCH_PATH = '/api/Empresa/cambiarEmpresa';

/**
 * #16 part 1: a contact of several companies (the sign-in's company picker, SPEC §4) sees which
 * company is active and switches without signing out; nothing shows for a contact of one company.
 */
export function CompanySwitch({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const navigate = useNavigate();
  const session = useSessionScope();
  const { data } = useQuery({
    queryKey: ['company', 'companies-of-contact', session],
    queryFn: async () => (await api.get(COMPANIES_PATH, { schema: ZCompanyChoiceList, silent: true })).datos,
    staleTime: 5 * 60_000,
  });
  const change = useMutation({
    mutationFn: async (eidEmpresa: number) =>
      (await api.post(SWITCH_PATH, { eidEmpresa }, { schema: ZLoginSession })).datos,
    onSuccess: (datos) => {
      // The new token replaces the old one (revoked by the server); the session's end listeners
      // drop the other company's cached data. The contact's name stays for the greeting.
      startSession(datos.token, { ...datos, ...(user?.nombre ? { nombre: user.nombre } : {}) }, 'company');
      onDone?.();
      void navigate('/');
    },
  });
  if (!data || data.length < 2) return null;
  const active = typeof user?.idEmpresa === 'number' ? String(user.idEmpresa) : '';
  return (
    <NativeSelect
      size="xs"
      className="portal-company-switch"
      label={t('company.active')}
      value={active}
      disabled={change.isPending}
      data={data.map((company) => ({ value: String(company.idEmpresa), label: company.nombre }))}
      onChange={(event) => {
        const id = Number(event.currentTarget.value);
        if (Number.isInteger(id) && String(id) !== active) change.mutate(id);
      }}
    />
  );
}

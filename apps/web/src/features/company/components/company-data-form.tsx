import { Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZEditCompanyBody, type TCompanyData, type TEditCompanyBody } from '@portal/contracts/company/company.schemas';
import { useEditCompany } from '../api/edit-company';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { CompanyFields } from './field-groups';

type TValues = Record<string, unknown>;

const COMPANY_KEYS = [
  'nombre', 'nombreComercial', 'idTipoEmpresa', 'idTipoSociedad', 'idSector', 'idRangoEmpleados', 'idRangoFacturacion', 'idAreaFuncional',
  'web', 'email', 'telefono', 'iban', 'descripcion', 'autorizaLogo', 'direccion', 'cp', 'localidad', 'idLocalidad', 'idProvincia', 'idPais',
  'anioFundacion', 'requiereEnvioPostalFacturas',
] as const;

function valuesOf(company: TCompanyData): TValues {
  return Object.fromEntries(COMPANY_KEYS.map((key) => [key, company[key] ?? (typeof company[key] === 'boolean' ? false : null)]));
}

/** SPEC §2 /mi-empresa: the company's data (editaEmpresaCompletos; the CIF identifies it and stays). */
export function CompanyDataForm({ company }: { company: TCompanyData }) {
  const { t } = useTranslation(['company', 'common']);
  const edit = useEditCompany();
  const form = useForm<TValues, unknown, TEditCompanyBody>({
    defaultValues: valuesOf(company),
    resolver: zodResolver(ZEditCompanyBody) as unknown as Resolver<TValues, unknown, TEditCompanyBody>,
  });
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('myCompany.dataTitle')} onSubmit={form.handleSubmit((values) => edit.mutate(values), focusFirstInvalidOnSubmit)}>
        <Stack gap="md">
          <CompanyFields />
          <Group>
            <Button type="submit" loading={edit.isPending}>
              {t('save', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

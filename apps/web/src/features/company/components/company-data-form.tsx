import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refineCompany } from '@portal/contracts/company/company-fields';
import { ZEditCompanyBody, type TCompanyData, type TEditCompanyBody } from '@portal/contracts/company/company.schemas';
import { useEditCompany } from '../api/edit-company';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
import { CompanyFields } from './field-groups';

type TValues = Record<string, unknown>;

const COMPANY_KEYS = [
  'nombre',
  'nombreComercial',
  'idTipoEmpresa',
  'idTipoSociedad',
  'idSector',
  'idRangoEmpleados',
  'idRangoFacturacion',
  'idAreaFuncional',
  'web',
  'email',
  'telefono',
  'iban',
  'descripcion',
  'autorizaLogo',
  'direccion',
  'cp',
  'localidad',
  'idLocalidad',
  'idProvincia',
  'idPais',
  'anioFundacion',
  'requiereEnvioPostalFacturas',
] as const;

function valuesOf(company: TCompanyData): TValues {
  return Object.fromEntries(
    COMPANY_KEYS.map((key) => [key, company[key] ?? (typeof company[key] === 'boolean' ? false : null)]),
  );
}

/** SPEC §2 /mi-empresa: the company's data (editaEmpresaCompletos; the CIF identifies it and stays). */
export function CompanyDataForm({ company }: { company: TCompanyData }) {
  const { t } = useTranslation(['company', 'common']);
  const edit = useEditCompany();
  const form = useForm<TValues, unknown, TEditCompanyBody>({
    defaultValues: valuesOf(company),
    // SPEC §5: the province in Spain shows with the other errors (issue #12 item 19).
    resolver: resolverWithRules<TValues, TEditCompanyBody>(ZEditCompanyBody, [
      refineCompany as unknown as TObjectRule<TValues>,
    ]),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('myCompany.dataTitle')}
        onSubmit={form.handleSubmit((values) => edit.mutate(values), focusFirstInvalidOnSubmit)}
      >
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

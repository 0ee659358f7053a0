import { Button, Group, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refineFiscalAccount } from '@portal/contracts/company/company-fields';
import {
  ZFiscalAccountBody,
  type TFiscalAccount,
  type TFiscalAccountBody,
} from '@portal/contracts/company/company.schemas';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
import { FiscalAccountFields } from './field-groups';

type TValues = Record<string, unknown>;

function defaultsOf(account?: TFiscalAccount | null): TValues {
  return {
    idCuenta: account?.idCuenta ?? null,
    NombreFiscal: account?.NombreFiscal ?? '',
    CIF: account?.CIF ?? '',
    requiereEnvioPostalFacturas: account?.requiereEnvioPostalFacturas ?? false,
    domicilioFiscal: account?.domicilioFiscal ?? '',
    idProvincia: account?.idProvincia ?? null,
    Provincia: account && account.idPais !== SPAIN_COUNTRY_ID ? (account.Provincia ?? '') : '',
    poblacion: account?.poblacion ?? '',
    idPais: account?.idPais ?? SPAIN_COUNTRY_ID,
    cp: account?.cp ?? '',
    domicilioEnvioPostal: account?.domicilioEnvioPostal ?? '',
  };
}

/** SPEC §5 Fiscal account form (addCuentaFacturacion): a new account, or `account` to replace it. */
export function BillingAccountForm({
  account,
  onSubmit,
  onCancel,
  pending = false,
}: {
  account?: TFiscalAccount | null;
  onSubmit: (body: TFiscalAccountBody) => void;
  onCancel?: () => void;
  pending?: boolean;
}) {
  const { t } = useTranslation(['company', 'common']);
  const form = useForm<TValues, unknown, TFiscalAccountBody>({
    defaultValues: defaultsOf(account),
    // SPEC §5 Fiscal account: the province (and postal address) rules show with the other errors.
    resolver: resolverWithRules<TValues, TFiscalAccountBody>(ZFiscalAccountBody, [
      refineFiscalAccount as unknown as TObjectRule<TValues>,
    ]),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onSubmit, focusFirstInvalidOnSubmit)}
        aria-label={t('billing.formTitle')}
      >
        <Stack gap="md">
          <FiscalAccountFields />
          <Group>
            <Button type="submit" loading={pending}>
              {t('save', { ns: 'common' })}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('cancel', { ns: 'common' })}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

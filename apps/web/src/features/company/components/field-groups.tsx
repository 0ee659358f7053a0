import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { CheckField, PasswordField, RefSelect, TextAreaField, TextField } from './form-fields';
import { useDomains } from '../../../lib/reference-lists';

/**
 * The field groups of SPEC §3 Company registration, Signer, Work centre, Fiscal account and
 * Company contact. `prefix` is the path of the group inside the form ('' or 'empresa.').
 */

export function CompanyFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('company');
  const domains = useDomains().data;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${prefix}nombre`} label={t('fields.nombre')} required autoComplete="organization" />
        <TextField name={`${prefix}nombreComercial`} label={t('fields.nombreComercial')} required />
        <RefSelect
          name={`${prefix}idTipoEmpresa`}
          label={t('fields.idTipoEmpresa')}
          options={domains?.tiposEmpresa ?? []}
          required
        />
        <RefSelect
          name={`${prefix}idTipoSociedad`}
          label={t('fields.idTipoSociedad')}
          options={domains?.tiposSociedad ?? []}
          required
        />
        <RefSelect
          name={`${prefix}idSector`}
          label={t('fields.idSector')}
          options={domains?.sectoresActividad ?? []}
          required
        />
        <RefSelect
          name={`${prefix}idRangoEmpleados`}
          label={t('fields.idRangoEmpleados')}
          options={domains?.rangosEmpleados ?? []}
          required
        />
        <TextField name={`${prefix}web`} label={t('fields.web')} type="url" optionalBlank />
        <TextField name={`${prefix}email`} label={t('fields.email')} type="email" optionalBlank />
        <TextField name={`${prefix}telefono`} label={t('fields.telefono')} type="tel" optionalBlank />
        <TextField name={`${prefix}iban`} label={t('fields.iban')} optionalBlank />
        <TextField name={`${prefix}anioFundacion`} label={t('fields.anioFundacion')} asNumber />
      </SimpleGrid>
      <TextAreaField name={`${prefix}descripcion`} label={t('fields.descripcion')} />
      <CheckField name={`${prefix}autorizaLogo`} label={t('fields.autorizaLogo')} />
      <AddressFields prefix={prefix} />
    </Stack>
  );
}

/** Address of a company or a work centre: the province from the list when the country is Spain. */
export function AddressFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('company');
  const domains = useDomains().data;
  const { control } = useFormContext();
  const country = useWatch({ control, name: `${prefix}idPais` }) as unknown;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField name={`${prefix}direccion`} label={t('fields.direccion')} required autoComplete="street-address" />
      <TextField name={`${prefix}cp`} label={t('fields.cp')} required autoComplete="postal-code" />
      <TextField name={`${prefix}localidad`} label={t('fields.localidad')} required />
      <RefSelect name={`${prefix}idPais`} label={t('fields.idPais')} options={domains?.paises ?? []} required />
      {Number(country) === SPAIN_COUNTRY_ID && (
        <RefSelect
          name={`${prefix}idProvincia`}
          label={t('fields.idProvincia')}
          options={domains?.provincias ?? []}
          required
        />
      )}
    </SimpleGrid>
  );
}

export function WorkCentreFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${prefix}nombre`} label={t('fields.centreName')} required />
        <TextField name={`${prefix}telefono`} label={t('fields.telefono')} type="tel" optionalBlank />
        <TextField name={`${prefix}email`} label={t('fields.email')} type="email" optionalBlank />
      </SimpleGrid>
      <AddressFields prefix={prefix} />
    </Stack>
  );
}

export function SignerFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('company');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextField name={`${prefix}nombre`} label={t('fields.firstName')} required />
      <TextField name={`${prefix}apellidos`} label={t('fields.apellidos')} required />
      <TextField name={`${prefix}email`} label={t('fields.email')} type="email" required />
      <TextField name={`${prefix}dni`} label={t('fields.dni')} optionalBlank />
      <TextField name={`${prefix}cargo`} label={t('fields.cargo')} required />
      <TextField name={`${prefix}telefono`} label={t('fields.telefono')} type="tel" optionalBlank />
    </SimpleGrid>
  );
}

/**
 * SPEC §5 Fiscal account: the province from the list when the country is Spain (1), free text
 * otherwise; the postal delivery address only when invoices go by post.
 */
export function FiscalAccountFields({ prefix = '' }: { prefix?: string }) {
  const { t } = useTranslation('company');
  const domains = useDomains().data;
  const { control } = useFormContext();
  const country = useWatch({ control, name: `${prefix}idPais` }) as unknown;
  const postal = useWatch({ control, name: `${prefix}requiereEnvioPostalFacturas` }) as unknown;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${prefix}NombreFiscal`} label={t('fields.NombreFiscal')} required />
        <TextField name={`${prefix}CIF`} label={t('fields.cif')} required />
        <TextField name={`${prefix}domicilioFiscal`} label={t('fields.domicilioFiscal')} required />
        <TextField name={`${prefix}poblacion`} label={t('fields.poblacion')} required />
        <TextField name={`${prefix}cp`} label={t('fields.cp')} required />
        <RefSelect name={`${prefix}idPais`} label={t('fields.idPais')} options={domains?.paises ?? []} required />
        {Number(country) === SPAIN_COUNTRY_ID ? (
          <RefSelect
            name={`${prefix}idProvincia`}
            label={t('fields.idProvincia')}
            options={domains?.provincias ?? []}
            required
          />
        ) : (
          <TextField name={`${prefix}Provincia`} label={t('fields.Provincia')} required />
        )}
      </SimpleGrid>
      <CheckField name={`${prefix}requiereEnvioPostalFacturas`} label={t('fields.requiereEnvioPostalFacturas')} />
      {postal === true && (
        <TextField name={`${prefix}domicilioEnvioPostal`} label={t('fields.domicilioEnvioPostal')} required />
      )}
    </Stack>
  );
}

/** SPEC §3/§5 Company contact; `withPassword` adds the password and its confirmation (new contacts). */
export function ContactFields({ prefix = '', withPassword = false }: { prefix?: string; withPassword?: boolean }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name={`${prefix}nombre`} label={t('fields.firstName')} required autoComplete="given-name" />
        <TextField name={`${prefix}apellidos`} label={t('fields.apellidos')} required autoComplete="family-name" />
        <TextField name={`${prefix}puesto`} label={t('fields.puesto')} required />
        <TextField name={`${prefix}email`} label={t('fields.email')} type="email" required />
        <TextField name={`${prefix}telefono1`} label={t('fields.telefono1')} type="tel" required />
        <TextField name={`${prefix}telefono2`} label={t('fields.telefono2')} type="tel" optionalBlank />
        <TextField name={`${prefix}departamento`} label={t('fields.departamento')} optionalBlank />
        <TextField name={`${prefix}direccion`} label={t('fields.direccion')} required />
        <TextField name={`${prefix}localidad`} label={t('fields.localidad')} required />
        <TextField name={`${prefix}cp`} label={t('fields.cp')} required />
      </SimpleGrid>
      {withPassword && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordField name={`${prefix}password`} label={t('fields.password')} />
          <PasswordField name={`${prefix}confirmacionPassword`} label={t('fields.confirmacionPassword')} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

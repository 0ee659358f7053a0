import { Fieldset, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReadableAlert } from '../../../ui/readable-alert';
import { CompanyFields } from './field-groups';
import { TextField } from './form-fields';

/** The company part of the registration: the CIF (looked up when left, SPEC §3) and the company's data. */
export function RegistrationCompanyFieldset({ cifTaken, onCifLeft }: { cifTaken: boolean; onCifLeft: () => void }) {
  const { t } = useTranslation(['company', 'common']);
  return (
    <Fieldset legend={t('registration.company')}>
      <Stack gap="sm">
        <div onBlur={onCifLeft}>
          <TextField name="empresa.cif" label={t('fields.cif')} required />
        </div>
        {cifTaken && (
          <ReadableAlert color="yellow" role="alert">
            {t('registration.cifTaken')}
          </ReadableAlert>
        )}
        <CompanyFields prefix="empresa." />
      </Stack>
    </Fieldset>
  );
}

import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCompanyRegistrationBody } from '@portal/contracts/company/company-registration.schemas';
import { useLanguage } from '../../../i18n';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import {
  emptyAccount,
  emptyCentre,
  emptyContact,
  emptyRegistration,
  toRegistrationBody,
  ZRegistrationForm,
  type TRegistrationForm,
} from '../utils/registration-form';
import { ContactFields, FiscalAccountFields, SignerFields, WorkCentreFields } from './field-groups';
import { RegistrationCompanyFieldset } from './registration-company-fieldset';
import { RegistrationEntriesFieldset } from './registration-entries-fieldset';

type TValues = Record<string, unknown>;

/**
 * SPEC §2 /solicitar-cuenta, §3 Company registration: company, work centres, signer, billing
 * accounts and contacts in one request (guardarUsuarioEmpresa). The CIF is looked up
 * (existeCIF) when the field is left and again before sending.
 */
export function RegistrationForm({
  onSubmit,
  cifExists,
  pending = false,
}: {
  onSubmit: (body: TCompanyRegistrationBody) => void;
  cifExists: (cif: string) => Promise<boolean>;
  pending?: boolean;
}) {
  const { t } = useTranslation(['company', 'common']);
  const { lang } = useLanguage();
  const [cifTaken, setCifTaken] = useState(false);
  const form = useForm<TValues, unknown, TRegistrationForm>({
    defaultValues: emptyRegistration(),
    resolver: zodResolver(ZRegistrationForm) as unknown as Resolver<TValues, unknown, TRegistrationForm>,
  });

  const lookUp = async (raw: unknown) => {
    const cif = typeof raw === 'string' ? raw.replace(/[\s-]/g, '').toUpperCase() : '';
    if (cif.length < 8) return false;
    const taken = await cifExists(cif);
    setCifTaken(taken);
    return taken;
  };

  const submit = form.handleSubmit(async (values) => {
    if (await lookUp(values.empresa.cif)) {
      form.setFocus('empresa.cif');
      return;
    }
    onSubmit(toRegistrationBody(values, lang));
  }, focusFirstInvalidOnSubmit);

  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('registration.title')} onSubmit={(event) => void submit(event)}>
        <Stack gap="lg">
          <RegistrationCompanyFieldset
            cifTaken={cifTaken}
            onCifLeft={() => void lookUp(form.getValues('empresa.cif'))}
          />
          <RegistrationEntriesFieldset
            name="centrosTrabajo"
            legend={t('registration.centres')}
            entryTitle={(index) => t('registration.centreN', { n: index + 1 })}
            removeLabel={(index) => t('registration.removeCentre', { n: index + 1 })}
            addLabel={t('centres.add')}
            empty={emptyCentre}
            renderFields={(prefix) => <WorkCentreFields prefix={prefix} />}
          />
          <Fieldset legend={t('registration.signer')}>
            <SignerFields prefix="firmante." />
          </Fieldset>
          <RegistrationEntriesFieldset
            name="cuentasFacturacion"
            legend={t('registration.billing')}
            entryTitle={(index) => t('registration.accountN', { n: index + 1 })}
            removeLabel={(index) => t('registration.removeAccount', { n: index + 1 })}
            addLabel={t('billing.add')}
            empty={emptyAccount}
            renderFields={(prefix) => <FiscalAccountFields prefix={prefix} />}
          />
          <RegistrationEntriesFieldset
            name="contactos"
            legend={t('registration.contacts')}
            hint={t('contacts.passwordHint')}
            // The first contact is the main one: always there, never removed.
            entryTitle={(index) =>
              index === 0 ? t('registration.mainContact') : t('registration.contactN', { n: index + 1 })
            }
            removeLabel={(index) => t('registration.removeContact', { n: index + 1 })}
            canRemove={(index) => index > 0}
            addLabel={t('contacts.add')}
            empty={emptyContact}
            renderFields={(prefix) => <ContactFields prefix={prefix} withPassword />}
          />
          <Group>
            <Button type="submit" size="md" loading={pending}>
              {t('registration.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCompanyRegistrationBody } from '@portal/contracts/company/company-registration.schemas';
import { useLanguage } from '../../../i18n';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { emptyAccount, emptyCentre, emptyContact, emptyRegistration, toRegistrationBody, ZRegistrationForm, type TRegistrationForm } from '../utils/registration-form';
import { CompanyFields, ContactFields, FiscalAccountFields, SignerFields, WorkCentreFields } from './field-groups';
import { TextField } from './form-fields';
import { ReadableAlert } from '../../../ui/readable-alert';

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
  const centres = useFieldArray({ control: form.control, name: 'centrosTrabajo' as never });
  const accounts = useFieldArray({ control: form.control, name: 'cuentasFacturacion' as never });
  const contacts = useFieldArray({ control: form.control, name: 'contactos' as never });

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
          <Fieldset legend={t('registration.company')}>
            <Stack gap="sm">
              <div onBlur={() => void lookUp(form.getValues('empresa.cif'))}>
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

          <Fieldset legend={t('registration.centres')}>
            <Stack gap="md">
              {centres.fields.map((field, index) => (
                <Stack key={field.id} gap="xs">
                  <Text fw={600}>{t('registration.centreN', { n: index + 1 })}</Text>
                  <WorkCentreFields prefix={`centrosTrabajo.${index}.`} />
                  <Group>
                    <Button variant="default" size="xs" onClick={() => centres.remove(index)}>
                      {t('registration.removeCentre', { n: index + 1 })}
                    </Button>
                  </Group>
                </Stack>
              ))}
              <Group>
                <Button variant="light" onClick={() => centres.append(emptyCentre())}>
                  {t('centres.add')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('registration.signer')}>
            <SignerFields prefix="firmante." />
          </Fieldset>

          <Fieldset legend={t('registration.billing')}>
            <Stack gap="md">
              {accounts.fields.map((field, index) => (
                <Stack key={field.id} gap="xs">
                  <Text fw={600}>{t('registration.accountN', { n: index + 1 })}</Text>
                  <FiscalAccountFields prefix={`cuentasFacturacion.${index}.`} />
                  <Group>
                    <Button variant="default" size="xs" onClick={() => accounts.remove(index)}>
                      {t('registration.removeAccount', { n: index + 1 })}
                    </Button>
                  </Group>
                </Stack>
              ))}
              <Group>
                <Button variant="light" onClick={() => accounts.append(emptyAccount())}>
                  {t('billing.add')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

          <Fieldset legend={t('registration.contacts')}>
            <Stack gap="md">
              <Text size="sm">{t('contacts.passwordHint')}</Text>
              {contacts.fields.map((field, index) => (
                <Stack key={field.id} gap="xs">
                  <Text fw={600}>{index === 0 ? t('registration.mainContact') : t('registration.contactN', { n: index + 1 })}</Text>
                  <ContactFields prefix={`contactos.${index}.`} withPassword />
                  {index > 0 && (
                    <Group>
                      <Button variant="default" size="xs" onClick={() => contacts.remove(index)}>
                        {t('registration.removeContact', { n: index + 1 })}
                      </Button>
                    </Group>
                  )}
                </Stack>
              ))}
              <Group>
                <Button variant="light" onClick={() => contacts.append(emptyContact())}>
                  {t('contacts.add')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>

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

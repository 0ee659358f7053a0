import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../lib/field-error';
import { useCheckCif } from '../api/check-cif';
import { ZCompanyStep, type TCompanyStep } from '../utils/request-form-schemas';

export interface TChosenCompany {
  cif: string;
  /** Only for a company that is not on the portal yet. */
  nombreEmpresa?: string;
  registered: boolean;
}

/**
 * Step 1: the company by its CIF, checked with compruebaCIF. A company that is not on the portal
 * yet is still accepted (the request keeps its CIF and name, SPEC §7), so its name is asked then.
 */
export function CompanyStep({ onDone }: { onDone: (company: TChosenCompany) => void }) {
  const { t } = useTranslation('practice-requests');
  const errorText = useFieldErrorText();
  const check = useCheckCif();
  const [unregistered, setUnregistered] = useState(false);
  const form = useForm<z.input<typeof ZCompanyStep>, unknown, TCompanyStep>({
    resolver: zodResolver(ZCompanyStep),
    defaultValues: { cif: '', nombreEmpresa: '' },
  });
  const submit = form.handleSubmit(async ({ cif, nombreEmpresa }) => {
    if (unregistered) {
      if (!nombreEmpresa) {
        form.setError('nombreEmpresa', { type: 'required', message: 'required' }, { shouldFocus: true });
        return;
      }
      onDone({ cif, nombreEmpresa, registered: false });
      return;
    }
    try {
      if (await check.mutateAsync(cif)) onDone({ cif, registered: true });
      else setUnregistered(true);
    } catch {
      // The API client has shown the catalogue popup (33 bad format, network).
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('company.step')}>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t('company.cif')}
          description={t('company.cifHint')}
          required
          autoComplete="off"
          error={errorText(form.formState.errors.cif)}
          {...form.register('cif', { onChange: () => setUnregistered(false) })}
        />
        {unregistered && (
          <>
            <Alert variant="light" color="brand" role="status">
              {t('company.notRegistered')}
            </Alert>
            <TextInput
              label={t('company.name')}
              required
              error={errorText(form.formState.errors.nombreEmpresa)}
              {...form.register('nombreEmpresa')}
            />
          </>
        )}
        <Button type="submit" loading={check.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('continue')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZCompanyAdhesionBody,
  ZStudentAdhesionBody,
  type TProgrammeDetail,
} from '@portal/contracts/programmes/programmes.schemas';
import type { TSessionRole } from '../../../lib/session';
import { fieldErrorText, scrollToFirstInvalid } from '../../../lib/field-error';

const ZCompanyFields = ZCompanyAdhesionBody.unwrap().unwrap();
type TFormInput = z.input<typeof ZCompanyFields>;
export type TAdhesionValues = z.output<typeof ZCompanyFields>;

/** Blank inputs are 'not given' (the contracts' numeric rules read '' as required). */
/** Mantine draws descriptions 'dimmed', below WCAG AA on some brand backgrounds. */
const READABLE = { description: { color: 'var(--mantine-color-text)' } };

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * The adhesion request of SPEC §2 /programas-practicas-activos/{id}: when the programme sets a
 * dedication and months (SPEC §9: 80% and 12 months, error 58) the request commits to them, so
 * those fields are asked (and required); a company may name the student it wants to host.
 */
export function AdhesionForm({
  programme,
  role,
  pending,
  onSubmit,
}: {
  programme: TProgrammeDetail;
  role: TSessionRole;
  pending: boolean;
  onSubmit: (values: TAdhesionValues) => void;
}) {
  const { t } = useTranslation(['programmes', 'common']);
  const asksDedication = programme.dedicacion !== null;
  const asksMonths = programme.meses !== null;
  const schema = useMemo(() => {
    const base = role === 'company' ? ZCompanyFields : ZStudentAdhesionBody.unwrap().unwrap();
    return base.superRefine((values, ctx) => {
      if (asksDedication && values.dedicacion === undefined)
        ctx.addIssue({ code: 'custom', path: ['dedicacion'], message: 'required' });
      if (asksMonths && values.meses === undefined)
        ctx.addIssue({ code: 'custom', path: ['meses'], message: 'required' });
    });
  }, [role, asksDedication, asksMonths]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TFormInput, unknown, TAdhesionValues>({ resolver: zodResolver(schema) });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, scrollToFirstInvalid)}>
      <Stack gap="sm">
        {(asksDedication || asksMonths) && <Text size="sm">{t('adhesion.commitment')}</Text>}
        {asksDedication && (
          <TextInput
            label={t('adhesion.dedication')}
            description={t('adhesion.dedicationHint', { value: programme.dedicacion })}
            inputMode="decimal"
            withAsterisk
            aria-required="true"
            error={fieldErrorText(t, errors.dedicacion)}
            maw={320}
            styles={READABLE}
            {...register('dedicacion', { setValueAs: blankAsUndefined })}
          />
        )}
        {asksMonths && (
          <TextInput
            label={t('adhesion.months')}
            description={t('adhesion.monthsHint', { value: programme.meses })}
            inputMode="numeric"
            withAsterisk
            aria-required="true"
            error={fieldErrorText(t, errors.meses)}
            maw={320}
            styles={READABLE}
            {...register('meses', { setValueAs: blankAsUndefined })}
          />
        )}
        {role === 'company' && (
          <TextInput
            label={t('adhesion.studentDni')}
            description={t('adhesion.studentDniHint')}
            autoComplete="off"
            error={errors.dniAlumno ? t('validation.dni', { ns: 'common' }) : undefined}
            maw={320}
            styles={READABLE}
            {...register('dniAlumno', { setValueAs: blankAsUndefined })}
          />
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {t('adhesion.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

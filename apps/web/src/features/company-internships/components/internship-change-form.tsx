import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  INTERNSHIP_ACTIONS,
  ZInternshipActionRequestBody,
  type TCompanyInternship,
  type TInternshipActionRequestBody,
} from '@portal/contracts/company-internships/company-internships.schemas';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = Record<string, unknown>;

const blankAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(
    () => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center' }),
    0,
  );
}

/** SPEC §2 /solicitar-cambio-practicas: the change asked on one of my internships (hours ≤ 35 a week, 102). */
export function InternshipChangeForm({
  internships,
  onSubmit,
  pending,
}: {
  internships: readonly TCompanyInternship[];
  onSubmit: (body: TInternshipActionRequestBody) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['company-internships', 'common']);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TInternshipActionRequestBody>({
    defaultValues: {
      idPractica: internships.length === 1 ? internships[0].idPractica : undefined,
      accion: undefined,
      descripcion: '',
    },
    resolver: zodResolver(ZInternshipActionRequestBody) as unknown as Resolver<
      TValues,
      unknown,
      TInternshipActionRequestBody
    >,
  });
  const text = (message: unknown) => {
    if (message === undefined) return undefined;
    if (message === '102') return t('change.maxHours');
    const key = typeof message === 'string' && ['required', 'minLength'].includes(message) ? message : 'malformed';
    return t(`validation.${key}`, { ns: 'common' });
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, scrollToFirstInvalid)}>
      <Stack gap="md">
        <NativeSelect
          label={t('change.internship')}
          withAsterisk
          aria-required="true"
          error={text(errors.idPractica?.message)}
          data={[
            { value: '', label: t('change.choose') },
            ...internships.map((i) => ({
              value: String(i.idPractica),
              label: `${i.titulo} · ${i.alumno.nombre} ${i.alumno.apellidos}`,
            })),
          ]}
          {...register('idPractica', {
            setValueAs: (v: unknown) => (v === '' || v === undefined ? undefined : Number(v)),
          })}
        />
        <NativeSelect
          label={t('change.action')}
          withAsterisk
          aria-required="true"
          error={text(errors.accion?.message)}
          data={[
            { value: '', label: t('change.choose') },
            ...INTERNSHIP_ACTIONS.map((a) => ({ value: a, label: t(`change.actions.${a}`) })),
          ]}
          {...register('accion', { setValueAs: blankAsUndefined })}
        />
        <Textarea
          label={t('change.description')}
          withAsterisk
          aria-required="true"
          autosize
          minRows={3}
          error={text(errors.descripcion?.message)}
          {...register('descripcion')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField
            control={control}
            name="fechaInicio"
            emptyAs={undefined}
            label={t('change.start')}
            error={text(errors.fechaInicio?.message)}
          />
          <FormDateField
            control={control}
            name="fechaFin"
            emptyAs={undefined}
            label={t('change.end')}
            error={text(errors.fechaFin?.message)}
          />
          <TextInput
            label={t('change.hoursWeek')}
            inputMode="decimal"
            error={text(errors.horasSemana?.message)}
            {...register('horasSemana', { setValueAs: blankAsUndefined })}
          />
          <TextInput
            label={t('change.hoursDay')}
            inputMode="decimal"
            error={text(errors.horasDia?.message)}
            {...register('horasDia', { setValueAs: blankAsUndefined })}
          />
        </SimpleGrid>
        <TextInput
          label={t('change.schedule')}
          error={text(errors.horario?.message)}
          {...register('horario', { setValueAs: blankAsUndefined })}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {t('change.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

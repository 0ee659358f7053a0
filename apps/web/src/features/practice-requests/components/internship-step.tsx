import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../../lib/field-error';
import { ZInternshipStep, type TInternshipStep } from '../utils/request-form-schemas';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TInput = z.input<typeof ZInternshipStep>;

const EMPTY: TInput = {
  titulo: '',
  tareas: '',
  fechaInicio: '',
  fechaFin: '',
  horasSemana: '',
  horasDia: '',
  horasTotales: '',
  ayudaEstudio: '',
};

/** SPEC §5: on a failed form the page scrolls to the first invalid field. */
function scrollToFirstInvalid(_errors: unknown, event?: BaseSyntheticEvent): void {
  const form = event?.target instanceof HTMLFormElement ? event.target : null;
  window.setTimeout(
    () => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.scrollIntoView?.({ block: 'center' }),
    0,
  );
}

/** Step 3: the internship itself (SPEC §5 hours and study aid required, at most 35 hours a week). */
export function InternshipStep({
  onSubmit,
  onBack,
  pending,
}: {
  onSubmit: (values: TInternshipStep) => void;
  onBack: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation('practice-requests');
  const errorText = useFieldErrorText();
  const form = useForm<TInput, unknown, TInternshipStep>({
    resolver: zodResolver(ZInternshipStep),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(e) => void form.handleSubmit(onSubmit, scrollToFirstInvalid)(e)}
      aria-label={t('internship.step')}
    >
      <Stack gap="sm">
        <TextInput
          label={t('internship.title')}
          required
          error={errorText(errors.titulo)}
          {...form.register('titulo')}
        />
        <Textarea
          label={t('internship.tasks')}
          autosize
          minRows={3}
          error={errorText(errors.tareas)}
          {...form.register('tareas')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormDateField
            control={form.control}
            name="fechaInicio"
            label={t('internship.start')}
            required
            error={errorText(errors.fechaInicio)}
          />
          <FormDateField
            control={form.control}
            name="fechaFin"
            label={t('internship.end')}
            required
            error={errorText(errors.fechaFin)}
          />
          <TextInput
            label={t('internship.hoursWeek')}
            description={t('internship.hoursWeekHint')}
            inputMode="decimal"
            required
            error={errorText(errors.horasSemana)}
            {...form.register('horasSemana')}
          />
          <TextInput
            label={t('internship.hoursDay')}
            inputMode="decimal"
            required
            error={errorText(errors.horasDia)}
            {...form.register('horasDia')}
          />
          <TextInput
            label={t('internship.totalHours')}
            inputMode="decimal"
            required
            error={errorText(errors.horasTotales)}
            {...form.register('horasTotales')}
          />
          <TextInput
            label={t('internship.studyAid')}
            inputMode="decimal"
            required
            error={errorText(errors.ayudaEstudio)}
            {...form.register('ayudaEstudio')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            {t('internship.submit')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

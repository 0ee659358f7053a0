import { Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZOfficeProgrammeBody, type TOfficeProgramme } from '@portal/contracts/office/programmes.schemas';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { useCreateProgramme } from '../api/create-programme';
import { useEditProgramme } from '../api/edit-programme';
import { FormDateField } from '../../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZOfficeProgrammeBody>;
type TOutput = z.output<typeof ZOfficeProgrammeBody>;

function defaultsOf(p: TOfficeProgramme | null): TValues {
  return {
    nombreEs: p?.nombreEs ?? '',
    nombreCa: p?.nombreCa ?? '',
    descripcionEs: p?.descripcionEs ?? '',
    descripcionCa: p?.descripcionCa ?? '',
    paraAlumnos: p?.paraAlumnos ?? true,
    paraEmpresas: p?.paraEmpresas ?? false,
    requiereAdhesion: p?.requiereAdhesion ?? true,
    dedicacion: p?.dedicacion ?? null,
    meses: p?.meses ?? null,
    fechaInicio: p?.fechaInicio ?? '',
    fechaFin: p?.fechaFin ?? '',
  };
}

/** The programme form (issue #15 'Content'): Spanish and Catalan texts, audience, adhesion, dedication, dates. */
export function ProgrammeForm({ programme, onClose }: { programme: TOfficeProgramme | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const create = useCreateProgramme();
  const edit = useEditProgramme();
  const { register, handleSubmit, control, formState } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZOfficeProgrammeBody) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: defaultsOf(programme),
  });
  const e = formState.errors;

  async function save(values: TOutput): Promise<void> {
    try {
      if (programme) await edit.mutateAsync({ id: programme.idPrograma, body: values });
      else await create.mutateAsync(values);
      onClose();
    } catch {
      // 27, 58 or 241: the API client shows the catalogue popup; the form stays open.
    }
  }

  const title = programme ? t('programmes.form.editTitle') : t('programmes.form.newTitle');
  const number = (name: 'dedicacion' | 'meses', max: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={t(`programmes.fields.${name}`)}
          description={t(`programmes.fields.${name}Help`)}
          min={0}
          max={max}
          allowDecimal={false}
          value={field.value ?? ''}
          onChange={(v) => field.onChange(v === '' ? null : Number(v))}
          onBlur={field.onBlur}
          error={fieldErrorText(t, e[name])}
        />
      )}
    />
  );
  const flag = (name: 'paraAlumnos' | 'paraEmpresas' | 'requiereAdhesion') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={t(`programmes.fields.${name}`)}
          checked={!!field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          error={fieldErrorText(t, e[name])}
        />
      )}
    />
  );

  return (
    <Modal opened onClose={onClose} title={title} size="xl" closeButtonProps={{ 'aria-label': t('programmes.close') }}>
      <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('programmes.fields.nombreEs')}
              aria-required="true"
              error={fieldErrorText(t, e.nombreEs)}
              data-autofocus
              {...register('nombreEs')}
            />
            <TextInput
              label={t('programmes.fields.nombreCa')}
              aria-required="true"
              error={fieldErrorText(t, e.nombreCa)}
              {...register('nombreCa')}
            />
            <Textarea
              label={t('programmes.fields.descripcionEs')}
              autosize
              minRows={2}
              error={fieldErrorText(t, e.descripcionEs)}
              {...register('descripcionEs')}
            />
            <Textarea
              label={t('programmes.fields.descripcionCa')}
              autosize
              minRows={2}
              error={fieldErrorText(t, e.descripcionCa)}
              {...register('descripcionCa')}
            />
          </SimpleGrid>
          <Group gap="lg">
            {flag('paraAlumnos')}
            {flag('paraEmpresas')}
            {flag('requiereAdhesion')}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
            {number('dedicacion', 100)}
            {number('meses', 12)}
            <FormDateField
              label={t('programmes.fields.fechaInicio')}
              error={fieldErrorText(t, e.fechaInicio)}
              control={control}
              name="fechaInicio"
            />
            <FormDateField
              label={t('programmes.fields.fechaFin')}
              error={fieldErrorText(t, e.fechaFin)}
              control={control}
              name="fechaFin"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('programmes.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {t('programmes.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

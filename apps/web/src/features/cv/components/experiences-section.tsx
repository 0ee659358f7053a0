import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCvExperience } from '@portal/contracts/cv/cv.schemas';
import { EXPERIENCE_BASE_REQUIRED, EXPERIENCE_FIELDS, ZExperienceBody } from '@portal/contracts/cv/cv-sections.schemas';
import { useBrand } from '../../../lib/brand';
import { useAddExperience } from '../api/add-experience';
import { useDeleteExperience } from '../api/delete-experience';
import { useEditExperience } from '../api/edit-experience';
import { openDocument } from '../api/get-document-file';
import { rulesOf, requiredFieldsResolver } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { FileDrop } from '../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { SaveBar } from './save-bar';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZExperienceBody>;
type TOut = z.output<typeof ZExperienceBody>;

function valuesOf(exp: TCvExperience | null): TValues {
  return {
    empresa: exp?.empresa ?? '',
    puesto: exp?.puesto ?? '',
    fechaInicio: exp?.fechaInicio ?? '',
    fechaFin: exp?.fechaFin ?? '',
    actual: exp?.actual ?? false,
    descripcion: exp?.descripcion ?? '',
    localidad: exp?.localidad ?? '',
    enlace: exp?.enlace ?? '',
    adjunto: null,
  };
}

/** Add or edit one experience with its attachment (SPEC §7 addExperiencia / editExperiencia). */
function ExperienceForm({ experience, onDone }: { experience: TCvExperience | null; onDone: () => void }) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const rule = rulesOf(brand, 'experience');
  const add = useAddExperience();
  const edit = useEditExperience();
  const [picked, setPicked] = useState<TPickedFile>(null);
  const resolver = useMemo(
    () =>
      requiredFieldsResolver(
        ZExperienceBody,
        brand,
        'experience',
        EXPERIENCE_FIELDS,
        EXPERIENCE_BASE_REQUIRED,
      ) as Resolver<TValues, unknown, TOut>,
    [brand],
  );
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TValues, unknown, TOut>({ resolver, defaultValues: valuesOf(experience) });
  const required = (field: string) =>
    rule(field).required || (EXPERIENCE_BASE_REQUIRED as readonly string[]).includes(field);
  const error = (field: keyof TValues) => fieldErrorText(t, errors[field] as { message?: unknown } | undefined);

  function pick(value: TPickedFile): void {
    setPicked(value);
    // SPEC §5: a file over the limit may be replaced by a URL, kept as the experience's link.
    if (value?.kind === 'url') setValue('enlace', value.url);
    setValue(
      'adjunto',
      value?.kind === 'file'
        ? { ficheroB64ParaAltas: value.ficheroB64, extension_adjunto: value.extension, nombre: value.nombre }
        : null,
    );
  }

  async function save(values: TOut): Promise<void> {
    try {
      const body = values as TValues;
      if (experience) await edit.mutateAsync({ ...body, id: experience.id });
      else await add.mutateAsync(body);
      onDone();
    } catch {
      // Shown by the API client.
    }
  }

  const text = (name: 'empresa' | 'puesto' | 'localidad' | 'enlace', type?: string) =>
    rule(name).visible && (
      <TextInput
        label={t(`experiences.fields.${name}`)}
        type={type}
        required={required(name)}
        readOnly={!rule(name).editable}
        error={error(name)}
        {...register(name)}
      />
    );
  // Start and end on the one date field (issue #16 part 8); the form keeps 'YYYY-MM-DD'.
  const day = (name: 'fechaInicio' | 'fechaFin') =>
    rule(name).visible && (
      <FormDateField
        control={control}
        name={name}
        label={t(`experiences.fields.${name}`)}
        required={required(name)}
        readOnly={!rule(name).editable}
        error={error(name)}
      />
    );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, scrollToFirstInvalid)}
      aria-label={experience ? t('experiences.edit') : t('experiences.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('empresa')}
        {text('puesto')}
        {day('fechaInicio')}
        {day('fechaFin')}
        {text('localidad')}
        {text('enlace', 'url')}
      </SimpleGrid>
      {rule('descripcion').visible && (
        <Textarea
          mt="sm"
          label={t('experiences.fields.descripcion')}
          autosize
          minRows={2}
          error={error('descripcion')}
          {...register('descripcion')}
        />
      )}
      {rule('actual').visible && <Checkbox mt="sm" label={t('experiences.fields.actual')} {...register('actual')} />}
      {rule('adjunto').visible && (
        <Controller
          control={control}
          name="adjunto"
          render={() => (
            <Stack mt="sm" gap={4}>
              <FileDrop
                label={t('experiences.fields.adjunto')}
                sending={add.isPending || edit.isPending}
                progress={add.progress ?? edit.progress}
                value={picked}
                onChange={pick}
                // The URL given instead is kept as the experience's link: only where the brand shows it.
                allowUrl={rule('enlace').visible && rule('enlace').editable}
                required={rule('adjunto').required}
                error={error('adjunto')}
              />
              {experience?.adjunto && !picked && (
                <Text size="sm">
                  {t('experiences.currentAttachment')} {experience.adjunto.nombre}
                </Text>
              )}
            </Stack>
          )}
        />
      )}
      <SaveBar pending={add.isPending || edit.isPending} saved={false} onCancel={onDone} />
    </form>
  );
}

/** SPEC §2 CV 'professional': experiences with an attachment. */
export function ExperiencesSection({ experiences }: { experiences: TCvExperience[] }) {
  const { t } = useTranslation('cv');
  const [editing, setEditing] = useState<TCvExperience | 'new' | null>(null);
  const remove = useDeleteExperience();
  return (
    <Stack gap="sm">
      {experiences.length === 0 && <Text c="dimmed">{t('experiences.empty')}</Text>}
      {experiences.map((exp) => (
        <Group key={exp.id} justify="space-between" wrap="nowrap" data-testid="experience-row">
          <div>
            <Text fw={600}>
              {exp.puesto} · {exp.empresa}
            </Text>
            {exp.adjunto && (
              <Anchor
                size="sm"
                component="button"
                type="button"
                onClick={() => void openDocument(exp.adjunto?.enlace ?? '').catch(() => undefined)}
              >
                {exp.adjunto.nombre}
              </Anchor>
            )}
          </div>
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="light"
              onClick={() => setEditing(exp)}
              aria-label={t('actions.editNamed', { name: exp.puesto })}
            >
              {t('actions.edit')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => remove.mutate({ id: exp.id })}
              aria-label={t('actions.deleteNamed', { name: exp.puesto })}
            >
              {t('actions.delete')}
            </Button>
          </Group>
        </Group>
      ))}
      {editing ? (
        <ExperienceForm
          key={editing === 'new' ? 'new' : editing.id}
          experience={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('experiences.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

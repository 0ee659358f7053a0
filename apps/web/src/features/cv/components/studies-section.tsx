import { Badge, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCvStudy } from '@portal/contracts/cv/cv.schemas';
import { ACADEMIC_FIELDS, STUDY_BASE_REQUIRED, ZStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useBrand } from '../../../lib/brand';
import { useAddStudy } from '../api/add-study';
import { useDeleteStudy } from '../api/delete-study';
import { useEditStudy } from '../api/edit-study';
import { useWithdrawUniversityStudy } from '../api/withdraw-university-study';
import { idValue, options, rulesOf, requiredFieldsResolver } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';
import { UniversityStudyForm } from './university-study-form';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../i18n';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZStudyBody>;
type TOut = z.output<typeof ZStudyBody>;

function valuesOf(study: TCvStudy | null): TValues {
  return {
    titulo: study?.titulo ?? '',
    centro: study?.centro ?? '',
    // SPEC §5: the grade is shown with a decimal comma and converted back before sending.
    nota: study?.nota === null || study?.nota === undefined ? '' : String(study.nota).replace('.', ','),
    fechaInicio: study?.fechaInicio ?? '',
    fechaFin: study?.fechaFin ?? '',
    finalizado: study?.finalizado ?? false,
    idTipoFormacion: idValue(study?.idTipoFormacion),
    idPais: idValue(study?.idPais),
  };
}

/** Add or edit one study done elsewhere (SPEC §7 addEstudio / editEstudio; nota 1 to 4). */
export function StudyForm({
  study,
  domains,
  onDone,
}: {
  study: TCvStudy | null;
  domains: TDominios | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const rule = rulesOf(brand, 'academic');
  const add = useAddStudy();
  const edit = useEditStudy();
  const resolver = useMemo(
    () =>
      requiredFieldsResolver(ZStudyBody, brand, 'academic', ACADEMIC_FIELDS, STUDY_BASE_REQUIRED) as Resolver<
        TValues,
        unknown,
        TOut
      >,
    [brand],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TOut>({ resolver, defaultValues: valuesOf(study) });
  const required = (field: string) =>
    rule(field).required || (STUDY_BASE_REQUIRED as readonly string[]).includes(field);
  const error = (field: keyof TValues) => fieldErrorText(t, errors[field]);

  async function save(values: TOut): Promise<void> {
    try {
      if (study) await edit.mutateAsync({ ...(values as TValues), id: study.id });
      else await add.mutateAsync(values as TValues);
      onDone();
    } catch {
      // Shown by the API client (27, 48, 15 ...).
    }
  }

  const text = (name: 'titulo' | 'centro' | 'nota') =>
    rule(name).visible && (
      <TextInput
        label={t(`studies.fields.${name}`)}
        inputMode={name === 'nota' ? 'decimal' : undefined}
        description={name === 'nota' ? t('studies.gradeHint') : undefined}
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
        label={t(`studies.fields.${name}`)}
        required={required(name)}
        readOnly={!rule(name).editable}
        error={error(name)}
      />
    );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, scrollToFirstInvalid)}
      aria-label={study ? t('studies.edit') : t('studies.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('titulo')}
        {text('centro')}
        {text('nota')}
        {day('fechaInicio')}
        {day('fechaFin')}
        {rule('idTipoFormacion').visible && (
          <Controller
            control={control}
            name="idTipoFormacion"
            render={({ field }) => (
              <Select
                label={t('studies.fields.idTipoFormacion')}
                data={options(domains?.tiposFormacionAcademica)}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                ref={field.ref}
                clearable
                required={required('idTipoFormacion')}
                error={error('idTipoFormacion')}
              />
            )}
          />
        )}
      </SimpleGrid>
      {rule('finalizado').visible && (
        <Checkbox mt="sm" label={t('studies.fields.finalizado')} {...register('finalizado')} />
      )}
      <SaveBar pending={add.isPending || edit.isPending} saved={false} onCancel={onDone} />
    </form>
  );
}

/** SPEC §2 CV 'academic': studies with add, edit and delete; degrees of this university are withdrawn instead. */
export function StudiesSection({ studies, domains }: { studies: TCvStudy[]; domains: TDominios | undefined }) {
  const { t } = useTranslation('cv');
  const { lang } = useLanguage();
  const [editing, setEditing] = useState<TCvStudy | 'new' | 'university' | null>(null);
  const remove = useDeleteStudy();
  const withdraw = useWithdrawUniversityStudy();
  return (
    <Stack gap="sm">
      {studies.length === 0 && <Text c="dimmed">{t('studies.empty')}</Text>}
      {studies.map((study) => (
        <Group key={study.id} justify="space-between" wrap="nowrap" data-testid="study-row">
          <div>
            <Text fw={600}>{study.titulo}</Text>
            <Text size="sm" c="dimmed">
              {[
                study.centro,
                study.nota !== null ? `${t('studies.fields.nota')}: ${formatNumber(study.nota, lang)}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {study.deLaUniversidad ? (
              study.baja ? (
                <Badge color="gray">{t('studies.withdrawn')}</Badge>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={withdraw.isPending}
                  onClick={() => withdraw.mutate({ id: study.id })}
                >
                  {t('studies.withdraw')}
                </Button>
              )
            ) : (
              <>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(study)}
                  aria-label={t('actions.editNamed', { name: study.titulo })}
                >
                  {t('actions.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => remove.mutate({ id: study.id })}
                  aria-label={t('actions.deleteNamed', { name: study.titulo })}
                >
                  {t('actions.delete')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      ))}
      {editing === 'university' ? (
        <UniversityStudyForm onDone={() => setEditing(null)} />
      ) : editing ? (
        <StudyForm
          key={editing === 'new' ? 'new' : editing.id}
          study={editing === 'new' ? null : editing}
          domains={domains}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('studies.add')}
          </Button>
          <Button variant="light" onClick={() => setEditing('university')}>
            {t('studies.addUniversity')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

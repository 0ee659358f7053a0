import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZUniversityStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import { useAddUniversityStudy } from '../api/add-university-study';
import { useDegrees } from '../api/get-degrees';
import { options } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';
import { useDomains } from '../../../lib/reference-lists';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZUniversityStudyBody>;
type TOut = z.output<typeof ZUniversityStudyBody>;

/** SPEC §7 addEstudioUniversidad: a degree of this university (reference list titulaciones). */
export function UniversityStudyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cv');
  const degrees = useDegrees();
  const domains = useDomains();
  const add = useAddUniversityStudy();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(ZUniversityStudyBody) as unknown as Resolver<TValues, unknown, TOut>,
    defaultValues: { idTitulacion: '', idSede: '', nota: '', fechaInicio: '' },
  });

  async function save(values: TOut): Promise<void> {
    try {
      await add.mutateAsync(values as TValues);
      onDone();
    } catch {
      // Shown by the API client (41, 8 ...).
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t('studies.addUniversity')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="idTitulacion"
          render={({ field }) => (
            <Select
              label={t('studies.fields.idTitulacion')}
              data={options(degrees.data)}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                field.onChange(value ?? '');
                // SPEC §5 sede is required: start from the degree's own campus.
                const sede = degrees.data?.find((d) => String(d.id) === value)?.idSede;
                if (sede !== undefined) setValue('idSede', String(sede));
              }}
              ref={field.ref}
              searchable
              required
              error={fieldErrorText(t, errors.idTitulacion)}
            />
          )}
        />
        <Controller
          control={control}
          name="idSede"
          render={({ field }) => (
            <Select
              label={t('studies.fields.idSede')}
              data={options(domains.data?.sedes)}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ?? '')}
              ref={field.ref}
              required
              error={fieldErrorText(t, errors.idSede)}
            />
          )}
        />
        <FormDateField
          label={t('studies.fields.fechaInicio')}
          error={fieldErrorText(t, errors.fechaInicio)}
          control={control}
          name="fechaInicio"
        />
        <TextInput
          label={t('studies.fields.nota')}
          inputMode="decimal"
          description={t('studies.gradeHint')}
          error={fieldErrorText(t, errors.nota)}
          {...register('nota')}
        />
      </SimpleGrid>
      <SaveBar pending={add.isPending} saved={false} onCancel={onDone} />
    </form>
  );
}

import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZEducationRequestEditBody,
  type TEducationRequest,
  type TEducationRequestEditBody,
} from '@portal/contracts/education-requests/education-requests.schemas';
import { scrollToFirstInvalid } from '../../../lib/field-error';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = { idSolicitud: number; plazas: string; fechaInicio: string; fechaFin: string; descripcion: string };

/** The error text of a field: SPEC §5 generic messages; 27 'start before end'. */
function useErrorText() {
  const { t } = useTranslation(['education-requests', 'common']);
  return (message: unknown) => {
    if (message === undefined) return undefined;
    if (message === '27') return t('edit.datesOrder');
    const key =
      typeof message === 'string' && ['required', 'malformed', 'minLength', 'email'].includes(message)
        ? message
        : 'malformed';
    return t(`validation.${key}`, { ns: 'common' });
  };
}

/** SPEC §2 /solicitudes-practicas-educacion/{id}/editar: places, dates and description while pending. */
export function EducationRequestEditForm({
  request,
  onSubmit,
  pending,
}: {
  request: TEducationRequest;
  onSubmit: (body: TEducationRequestEditBody) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(['education-requests', 'common']);
  const errorText = useErrorText();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TEducationRequestEditBody>({
    defaultValues: {
      idSolicitud: request.idSolicitud,
      plazas: request.plazas === null ? '' : String(request.plazas),
      fechaInicio: request.fechaInicio?.slice(0, 10) ?? '',
      fechaFin: request.fechaFin?.slice(0, 10) ?? '',
      descripcion: request.descripcion ?? '',
    },
    resolver: zodResolver(ZEducationRequestEditBody) as unknown as Resolver<
      TValues,
      unknown,
      TEducationRequestEditBody
    >,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, scrollToFirstInvalid)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('detail.places')}
            inputMode="numeric"
            withAsterisk
            aria-required="true"
            error={errorText(errors.plazas?.message)}
            {...register('plazas')}
          />
          <FormDateField
            control={control}
            name="fechaInicio"
            label={t('edit.start')}
            required
            error={errorText(errors.fechaInicio?.message)}
          />
          <FormDateField
            control={control}
            name="fechaFin"
            label={t('edit.end')}
            required
            error={errorText(errors.fechaFin?.message)}
          />
        </SimpleGrid>
        <Textarea
          label={t('detail.description')}
          autosize
          minRows={3}
          error={errorText(errors.descripcion?.message)}
          {...register('descripcion')}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {t('save', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

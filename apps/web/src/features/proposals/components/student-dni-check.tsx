import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZCheckStudentDniBody, type TCheckedStudent } from '@portal/contracts/proposals/preselected.schemas';
import { useCatalogueText } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { NO_CANDIDATE_WITH_DNI, useCheckStudentDni } from '../api/check-student-dni';
import { useFieldErrorText } from '../../../lib/field-error';
import { READABLE_DESCRIPTION } from '../utils/readable-styles';

/**
 * Step 1 of a proposal with a preselected candidate: the student's DNI/NIE (SPEC §5 format,
 * 'El campo DNI está mal formado'), checked with compruebaDNIalumno; 509 (no such candidate)
 * is said on the field.
 */
export function StudentDniCheck({ onFound }: { onFound: (student: TCheckedStudent) => void }) {
  const { t } = useTranslation('proposals');
  const catalogue = useCatalogueText();
  const errorText = useFieldErrorText();
  const check = useCheckStudentDni();
  const form = useForm<z.input<typeof ZCheckStudentDniBody>, unknown, z.output<typeof ZCheckStudentDniBody>>({
    resolver: zodResolver(ZCheckStudentDniBody),
    defaultValues: { dni: '' },
  });
  const submit = form.handleSubmit(async ({ dni }) => {
    try {
      onFound(await check.mutateAsync(dni));
    } catch (err) {
      if (err instanceof ApiError && err.status === NO_CANDIDATE_WITH_DNI)
        form.setError('dni', { type: 'server', message: 'notFound' }, { shouldFocus: true });
    }
  });
  const error = form.formState.errors.dni;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('preselected.dniStep')}>
      <Stack gap="sm" maw={420}>
        <TextInput
          label={t('preselected.dni')}
          description={t('preselected.dniHint')}
          styles={READABLE_DESCRIPTION}
          required
          autoComplete="off"
          error={error?.message === 'notFound' ? catalogue(NO_CANDIDATE_WITH_DNI).cuerpo : errorText(error)}
          {...form.register('dni')}
        />
        <Button type="submit" loading={check.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('preselected.check')}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { STAFF_KINDS } from '@portal/contracts/office/permissions';
import { ZStaffInviteBody } from '@portal/contracts/office/staff.schemas';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { useInviteStaff } from '../api/invite-staff';
import { useCampuses } from '../api/list-campuses';

type TValues = z.input<typeof ZStaffInviteBody>;
type TOutput = z.output<typeof ZStaffInviteBody>;

/** Invites a member by e-mail: the account is created and its set-password link mailed (issue #14). */
export function InviteStaffForm({ onDone }: { onDone: (email: string) => void }) {
  const { t, i18n } = useTranslation('office');
  const campuses = useCampuses(i18n.language);
  const invite = useInviteStaff();
  const { register, handleSubmit, control, formState } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZStaffInviteBody) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: {
      email: '',
      nombre: '',
      apellidos: '',
      tipo: 'gestor',
      sedes: [],
      idioma: i18n.language === 'ca' ? 'ca' : 'es',
    },
  });
  const e = formState.errors;
  const kind = useWatch({ control, name: 'tipo' });

  async function save(values: TOutput): Promise<void> {
    try {
      const item = await invite.mutateAsync(values);
      onDone(item.email);
    } catch {
      // 16 (address taken) or 147 (unknown campus): the API client shows the catalogue popup.
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-labelledby="office-invite-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="office-invite-title">
          {t('staff.invite.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            type="email"
            label={t('staff.fields.email')}
            autoComplete="off"
            aria-required="true"
            error={fieldErrorText(t, e.email)}
            {...register('email')}
          />
          <TextInput
            label={t('staff.fields.nombre')}
            aria-required="true"
            error={fieldErrorText(t, e.nombre)}
            {...register('nombre')}
          />
          <TextInput
            label={t('staff.fields.apellidos')}
            aria-required="true"
            error={fieldErrorText(t, e.apellidos)}
            {...register('apellidos')}
          />
          <NativeSelect
            label={t('staff.fields.tipo')}
            data={STAFF_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            {...register('tipo')}
          />
          <NativeSelect
            label={t('staff.fields.idioma')}
            data={[
              { value: 'es', label: t('languages.es') },
              { value: 'ca', label: t('languages.ca') },
            ]}
            {...register('idioma')}
          />
        </SimpleGrid>
        {kind === 'gestor' && (
          <Controller
            control={control}
            name="sedes"
            render={({ field }) => (
              <Checkbox.Group
                label={t('staff.fields.sedes')}
                description={t('staff.fields.sedesHelp')}
                value={(field.value ?? []).map(String)}
                onChange={(values) => field.onChange(values.map(Number))}
              >
                <Group gap="md" mt="xs">
                  {(campuses.data ?? []).map((campus) => (
                    <Checkbox key={campus.id} value={String(campus.id)} label={campus.nombre} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        <Group>
          <Button type="submit" loading={invite.isPending}>
            {t('staff.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

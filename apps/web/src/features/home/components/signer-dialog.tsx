import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZSignerBody, type TSigner } from '@portal/contracts/proposals/signer.schemas';
import { useSaveSigner } from '../api/save-signer';
import { focusFirstInvalidOnSubmit, useFieldErrorText } from '../../../lib/field-error';

type TSignerValues = z.input<typeof ZSignerBody>;

/**
 * SPEC §2/§4 company home: when the signer lacks first name, last name, email or position, this
 * dialog comes first and cannot be dismissed; SPEC §5: those four are required (email valid),
 * the DNI optional. Saving (notice 532) lets the home load its processes.
 */
export function SignerDialog({ signer }: { signer: TSigner }) {
  const { t } = useTranslation('company-home');
  const errorText = useFieldErrorText();
  const save = useSaveSigner();
  const form = useForm<TSignerValues, unknown, z.output<typeof ZSignerBody>>({
    resolver: zodResolver(ZSignerBody),
    defaultValues: {
      nombre: signer.nombre ?? '',
      apellidos: signer.apellidos ?? '',
      email: signer.email ?? '',
      cargo: signer.cargo ?? '',
      dni: signer.dni ?? '',
    },
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    await save.mutateAsync(body);
  }, focusFirstInvalidOnSubmit);
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size="lg"
      title={t('signer.title')}
      data-testid="signer-dialog"
    >
      <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <Stack gap="md">
          <Text>{t('signer.intro')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('signer.nombre')}
              required
              autoComplete="given-name"
              error={errorText(errors.nombre)}
              {...form.register('nombre')}
              data-autofocus
            />
            <TextInput
              label={t('signer.apellidos')}
              required
              autoComplete="family-name"
              error={errorText(errors.apellidos)}
              {...form.register('apellidos')}
            />
            <TextInput
              label={t('signer.email')}
              required
              type="email"
              autoComplete="email"
              error={errorText(errors.email)}
              {...form.register('email')}
            />
            <TextInput
              label={t('signer.cargo')}
              required
              autoComplete="organization-title"
              error={errorText(errors.cargo)}
              {...form.register('cargo')}
            />
            <TextInput
              label={t('signer.dni')}
              description={t('signer.dniHint')}
              styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
              autoComplete="off"
              error={errorText(errors.dni)}
              {...form.register('dni')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('signer.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZCloseProposalBody } from '@portal/contracts/proposals/proposals.schemas';
import { useCloseProposal, type TCloseProposal } from '../api/close-proposal';
import { useFieldErrorText } from '../../../lib/field-error';

type TCloseValues = { idOferta: number; candidatoUniversidadElegido: string };

/**
 * The yes/no radios of the closing question give '1' or '0' (nothing chosen: required); the
 * answer becomes the cerrarOferta body of the contracts.
 */
const ZCloseForm = z
  .object({
    idOferta: z.number(),
    candidatoUniversidadElegido: z.string().refine((v) => v === '1' || v === '0', 'required'),
  })
  .transform((v): TCloseProposal => ZCloseProposalBody.parse(v) as TCloseProposal);

/**
 * SPEC §4 closing an offer: the exact confirmation text, and the question whether a candidate
 * proposed by a university office was chosen (answer required). Notice 511 follows.
 */
export function CloseProposalDialog({
  idOferta,
  titulo,
  opened,
  onClose,
}: {
  idOferta: number;
  titulo: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['proposals', 'common']);
  const close = useCloseProposal();
  const errorText = useFieldErrorText();
  const form = useForm<TCloseValues, unknown, z.output<typeof ZCloseForm>>({
    resolver: zodResolver(ZCloseForm),
    defaultValues: { idOferta, candidatoUniversidadElegido: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await close.mutateAsync(body);
    onClose();
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('close.title', { titulo })}
      centered
      closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
    >
      <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)}>
        <Stack gap="md">
          <Text data-testid="close-confirmation">{t('close.confirm')}</Text>
          <Controller
            control={form.control}
            name="candidatoUniversidadElegido"
            render={({ field, fieldState }) => (
              <Radio.Group
                label={t('close.question')}
                required
                value={field.value}
                onChange={field.onChange}
                error={errorText(fieldState.error)}
                name={field.name}
              >
                <Group mt="xs" gap="lg">
                  <Radio value="1" label={t('yes', { ns: 'common' })} ref={field.ref} />
                  <Radio value="0" label={t('no', { ns: 'common' })} />
                </Group>
              </Radio.Group>
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" color="red.9" loading={close.isPending}>
              {t('close.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refineCompany } from '@portal/contracts/company/company-fields';
import { ZWorkCentreBody, type TWorkCentre, type TWorkCentreBody } from '@portal/contracts/company/company.schemas';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';
import { useRemoveWorkCentre } from '../api/remove-work-centre';
import { useSaveWorkCentre } from '../api/save-work-centre';
import { focusFirstInvalidOnSubmit } from '../../../lib/field-error';
import { resolverWithRules, type TObjectRule } from '../../../lib/resolver-with-rules';
import { WorkCentreFields } from './field-groups';

type TValues = Record<string, unknown>;

function valuesOf(centre: TWorkCentre | null): TValues {
  return {
    idCentro: centre?.idCentro ?? null,
    nombre: centre?.nombre ?? '',
    direccion: centre?.direccion ?? '',
    cp: centre?.cp ?? '',
    localidad: centre?.localidad ?? '',
    idLocalidad: centre?.idLocalidad ?? null,
    idProvincia: centre?.idProvincia ?? null,
    idPais: centre?.idPais ?? SPAIN_COUNTRY_ID,
    telefono: centre?.telefono ?? null,
    email: centre?.email ?? null,
    idContacto: centre?.idContacto ?? null,
  };
}

function WorkCentreForm({ centre, onDone }: { centre: TWorkCentre | null; onDone: () => void }) {
  const { t } = useTranslation(['company', 'common']);
  const save = useSaveWorkCentre();
  const form = useForm<TValues, unknown, TWorkCentreBody>({
    defaultValues: valuesOf(centre),
    // SPEC §5: the province in Spain shows with the other errors (issue #12 item 19).
    resolver: resolverWithRules<TValues, TWorkCentreBody>(ZWorkCentreBody, [
      refineCompany as unknown as TObjectRule<TValues>,
    ]),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onDone }), focusFirstInvalidOnSubmit)}
      >
        <Stack gap="md">
          <WorkCentreFields />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('save', { ns: 'common' })}
            </Button>
            <Button variant="default" onClick={onDone}>
              {t('cancel', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** SPEC §2 /mi-empresa work centres: list, add, edit, and delete after a confirmation. */
export function WorkCentresSection({ centres }: { centres: readonly TWorkCentre[] }) {
  const { t } = useTranslation(['company', 'common']);
  const [editing, setEditing] = useState<TWorkCentre | 'new' | null>(null);
  const [removing, setRemoving] = useState<TWorkCentre | null>(null);
  const remove = useRemoveWorkCentre();
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('centres.title')}
        </Title>
        <Button variant="light" onClick={() => setEditing('new')}>
          {t('centres.add')}
        </Button>
      </Group>
      {centres.length === 0 && <Text>{t('centres.empty')}</Text>}
      {centres.map((centre) => (
        <Card key={centre.idCentro} withBorder padding="sm">
          <Group justify="space-between" wrap="wrap">
            <div>
              <Text fw={600}>{centre.nombre}</Text>
              <Text size="sm">{[centre.direccion, centre.cp, centre.localidad].filter(Boolean).join(', ')}</Text>
            </div>
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(centre)}
                aria-label={t('centres.editOf', { name: centre.nombre })}
              >
                {t('edit', { ns: 'common' })}
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => setRemoving(centre)}
                aria-label={t('centres.deleteOf', { name: centre.nombre })}
              >
                {t('delete', { ns: 'common' })}
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('centres.add') : t('centres.edit')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      >
        {editing !== null && (
          <WorkCentreForm centre={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('centres.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('close', { ns: 'common' }) }}
      >
        <Stack gap="md">
          <Text>{t('centres.confirm', { name: removing?.nombre ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => removing && remove.mutate(removing.idCentro, { onSettled: () => setRemoving(null) })}
            >
              {t('delete', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { Badge, Button, Modal, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZDataProtectionBody, type TDataProtectionVersion } from '@portal/contracts/office/brand-texts.schemas';
import { formatDateTime } from '../../../../lib/dates';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { usePublishDataProtection } from '../api/publish-data-protection';

type TValues = z.input<typeof ZDataProtectionBody>;
type TOutput = z.output<typeof ZDataProtectionBody>;

/**
 * The data-protection text: its versions with how many people accepted each, and the form of a
 * new version (es + ca), confirmed first since everyone must accept it again at their next sign-in.
 */
export function DataProtectionSection({
  versions,
  canPublish,
  onDone,
}: {
  versions: TDataProtectionVersion[];
  /** 'legal.manage' (admins only, ADR 0035): others see the versions, not the form. */
  canPublish: boolean;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('office');
  const publish = usePublishDataProtection();
  const current = versions.find((v) => v.actual);
  const [confirming, setConfirming] = useState<TOutput | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZDataProtectionBody) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: { textoEs: current?.textoEs ?? '', textoCa: current?.textoCa ?? '' },
  });
  const e = formState.errors;

  return (
    <Stack gap="sm" component="section" aria-labelledby="brand-texts-rgpd">
      <Title order={2} size="h3" id="brand-texts-rgpd">
        {t('brandTexts.rgpd.title')}
      </Title>
      <Text size="sm">{t('brandTexts.rgpd.intro')}</Text>
      <OfficeTableWrap label={t('brandTexts.rgpd.caption')}>
        <Table striped verticalSpacing="xs" fz="sm">
          <Table.Caption>{t('brandTexts.rgpd.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {['version', 'fecha', 'aceptaciones', 'estado'].map((c) => (
                <Table.Th scope="col" key={c}>
                  {t(`brandTexts.rgpd.columns.${c}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={`${v.comun}-${v.version}`}>
                <Table.Th scope="row">{v.version}</Table.Th>
                <Table.Td>{formatDateTime(v.fecha, i18n.language)}</Table.Td>
                <Table.Td>{v.aceptaciones}</Table.Td>
                <Table.Td>
                  {v.actual && (
                    <Badge color="green" variant="light">
                      {t('brandTexts.rgpd.current')}
                    </Badge>
                  )}{' '}
                  {v.comun && (
                    <Badge color="gray" variant="light">
                      {t('brandTexts.rgpd.common')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </OfficeTableWrap>
      {canPublish && (
        <form noValidate onSubmit={handleSubmit((values) => setConfirming(values), scrollToFirstInvalid)}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <Textarea
                label={t('brandTexts.rgpd.textoEs')}
                aria-required="true"
                autosize
                minRows={5}
                error={fieldErrorText(t, e.textoEs)}
                {...register('textoEs')}
              />
              <Textarea
                label={t('brandTexts.rgpd.textoCa')}
                aria-required="true"
                autosize
                minRows={5}
                error={fieldErrorText(t, e.textoCa)}
                {...register('textoCa')}
              />
            </SimpleGrid>
            <div>
              <Button type="submit">{t('brandTexts.rgpd.publish')}</Button>
            </div>
          </Stack>
        </form>
      )}
      {confirming && (
        <Modal
          opened
          onClose={() => setConfirming(null)}
          title={t('brandTexts.rgpd.confirmTitle')}
          closeButtonProps={{ 'aria-label': t('brandTexts.close') }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('brandTexts.rgpd.confirmBody', { version: Math.max(0, ...versions.map((v) => v.version)) + 1 })}
            </Text>
            <Button
              loading={publish.isPending}
              onClick={() =>
                void publish.mutateAsync(confirming).then(
                  (texts) => {
                    setConfirming(null);
                    const now = texts.proteccionDatos.find((v) => v.actual);
                    reset({ textoEs: now?.textoEs ?? '', textoCa: now?.textoCa ?? '' });
                    onDone(t('brandTexts.rgpd.published', { version: now?.version ?? '' }));
                  },
                  () => undefined,
                )
              }
            >
              {t('brandTexts.rgpd.confirm')}
            </Button>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}

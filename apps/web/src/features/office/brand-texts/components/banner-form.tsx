import { Badge, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZBannerBody, type TBannerVersion } from '@portal/contracts/office/brand-texts.schemas';
import { formatDateTime } from '../../../../lib/dates';
import { fieldErrorText, scrollToFirstInvalid } from '../../../../lib/field-error';
import { useSaveBanner } from '../api/save-banner';
import { useUnpublishBanner } from '../api/unpublish-banner';
import { BannerPreview } from './banner-preview';
import { FormDateField } from '../../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZBannerBody>;
type TOutput = z.output<typeof ZBannerBody>;

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The home banner: texts (es + ca), link, publish and unpublish dates, a live preview; each save is a new version. */
export function BannerForm({ current, onDone }: { current: TBannerVersion | null; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation('office');
  const save = useSaveBanner();
  const unpublish = useUnpublishBanner();
  const { register, handleSubmit, control, formState } = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(ZBannerBody) as unknown as Resolver<TValues, unknown, TOutput>,
    defaultValues: {
      textoEs: current?.textoEs ?? '',
      textoCa: current?.textoCa ?? '',
      enlace: current?.enlace ?? '',
      publicadoDesde: dayOf(current?.publicadoDesde ?? null),
      publicadoHasta: dayOf(current?.publicadoHasta ?? null),
    },
  });
  const e = formState.errors;
  const [textoEs, textoCa, enlace] = useWatch({ control, name: ['textoEs', 'textoCa', 'enlace'] });

  async function submit(values: TOutput): Promise<void> {
    try {
      await save.mutateAsync(values);
      onDone(t('brandTexts.banner.saved'));
    } catch {
      // 27: the API client shows the catalogue popup.
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="brand-texts-banner">
      <Group justify="space-between">
        <Title order={2} size="h3" id="brand-texts-banner">
          {t('brandTexts.banner.title')}
        </Title>
        {current && (
          <Group gap="xs">
            <Badge color={current.visible ? 'green' : 'gray'} variant="light">
              {current.visible ? t('brandTexts.banner.visible') : t('brandTexts.banner.hidden')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('brandTexts.banner.version', {
                version: current.version,
                date: formatDateTime(current.fecha, i18n.language),
              })}
            </Text>
          </Group>
        )}
      </Group>
      <form noValidate onSubmit={handleSubmit(submit, scrollToFirstInvalid)}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <Textarea
              label={t('brandTexts.banner.textoEs')}
              aria-required="true"
              autosize
              minRows={2}
              error={fieldErrorText(t, e.textoEs)}
              {...register('textoEs')}
            />
            <Textarea
              label={t('brandTexts.banner.textoCa')}
              description={t('brandTexts.banner.textoCaHelp')}
              autosize
              minRows={2}
              error={fieldErrorText(t, e.textoCa)}
              {...register('textoCa')}
            />
            <TextInput
              label={t('brandTexts.banner.enlace')}
              description={t('brandTexts.banner.enlaceHelp')}
              error={fieldErrorText(t, e.enlace)}
              {...register('enlace')}
            />
            <Group grow>
              <FormDateField
                label={t('brandTexts.banner.desde')}
                error={fieldErrorText(t, e.publicadoDesde)}
                control={control}
                name="publicadoDesde"
              />
              <FormDateField
                label={t('brandTexts.banner.hasta')}
                error={fieldErrorText(t, e.publicadoHasta)}
                control={control}
                name="publicadoHasta"
              />
            </Group>
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('brandTexts.banner.publish')}
              </Button>
              {current?.visible && (
                <Button
                  variant="light"
                  color="red"
                  loading={unpublish.isPending}
                  onClick={() =>
                    void unpublish.mutateAsync().then(
                      () => onDone(t('brandTexts.banner.unpublished')),
                      () => undefined,
                    )
                  }
                >
                  {t('brandTexts.banner.unpublish')}
                </Button>
              )}
            </Group>
          </Stack>
          <BannerPreview textoEs={textoEs ?? ''} textoCa={textoCa ?? ''} enlace={enlace ?? ''} />
        </SimpleGrid>
      </form>
    </Stack>
  );
}

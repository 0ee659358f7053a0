import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCvLanguage } from '@portal/contracts/cv/cv.schemas';
import { ZLanguageBody } from '@portal/contracts/cv/cv-sections.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useAddLanguage } from '../api/add-language';
import { useDeleteLanguage } from '../api/delete-language';
import { useEditLanguage } from '../api/edit-language';
import { idValue, options } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';

type TValues = z.input<typeof ZLanguageBody>;
type TOut = z.output<typeof ZLanguageBody>;

/** SPEC §5: a CV language needs a language and a level. */
function LanguageForm({
  language,
  domains,
  onDone,
}: {
  language: TCvLanguage | null;
  domains: TDominios | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('cv');
  const add = useAddLanguage();
  const edit = useEditLanguage();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(ZLanguageBody) as unknown as Resolver<TValues, unknown, TOut>,
    defaultValues: {
      // No choice is undefined, not '': zod reads '' as 0 ('mal formado'), undefined as 'Este campo es requerido' (issue #12 item 19).
      idIdioma: language ? idValue(language.idIdioma) : undefined,
      idNivel: language ? idValue(language.idNivel) : undefined,
      certificacion: language?.certificacion ?? false,
      certificado: language?.certificado ?? '',
    },
  });

  async function save(values: TOut): Promise<void> {
    try {
      if (language) await edit.mutateAsync({ ...values, id: language.id });
      else await add.mutateAsync(values);
      onDone();
    } catch {
      // Shown by the API client.
    }
  }

  const select = (name: 'idIdioma' | 'idNivel', list: 'idiomas' | 'nivelesIdioma') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(`languages.fields.${name}`)}
          data={options(domains?.[list])}
          value={field.value ? String(field.value) : null}
          onChange={(value) => field.onChange(value ?? undefined)}
          ref={field.ref}
          searchable
          required
          error={fieldErrorText(t, errors[name])}
        />
      )}
    />
  );
  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, scrollToFirstInvalid)}
      aria-label={language ? t('languages.edit') : t('languages.add')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {select('idIdioma', 'idiomas')}
        {select('idNivel', 'nivelesIdioma')}
        <TextInput
          label={t('languages.fields.certificado')}
          error={fieldErrorText(t, errors.certificado)}
          {...register('certificado')}
        />
      </SimpleGrid>
      <Checkbox mt="sm" label={t('languages.fields.certificacion')} {...register('certificacion')} />
      <SaveBar pending={add.isPending || edit.isPending} saved={false} onCancel={onDone} />
    </form>
  );
}

/** SPEC §2 CV 'languages': language and level. */
export function LanguagesSection({ languages, domains }: { languages: TCvLanguage[]; domains: TDominios | undefined }) {
  const { t } = useTranslation('cv');
  const [editing, setEditing] = useState<TCvLanguage | 'new' | null>(null);
  const remove = useDeleteLanguage();
  const name = (list: { id: number; descripcion: string }[] | undefined, id: number) =>
    list?.find((item) => item.id === id)?.descripcion ?? String(id);
  return (
    <Stack gap="sm">
      {languages.length === 0 && <Text c="dimmed">{t('languages.empty')}</Text>}
      {languages.map((lang) => {
        const label = `${name(domains?.idiomas, lang.idIdioma)} · ${name(domains?.nivelesIdioma, lang.idNivel)}`;
        return (
          <Group key={lang.id} justify="space-between" wrap="nowrap" data-testid="language-row">
            <Text fw={600}>{label}</Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing(lang)}
                aria-label={t('actions.editNamed', { name: label })}
              >
                {t('actions.edit')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => remove.mutate({ id: lang.id })}
                aria-label={t('actions.deleteNamed', { name: label })}
              >
                {t('actions.delete')}
              </Button>
            </Group>
          </Group>
        );
      })}
      {editing ? (
        <LanguageForm
          key={editing === 'new' ? 'new' : editing.id}
          language={editing === 'new' ? null : editing}
          domains={domains}
          onDone={() => setEditing(null)}
        />
      ) : (
        <Group>
          <Button variant="light" onClick={() => setEditing('new')}>
            {t('languages.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZAddDocumentBody, type TCvDocumentSection } from '@portal/contracts/cv/cv-documents.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useAddDocument } from '../api/add-document';
import { options } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import type { TPickedFile } from '../../../ui/upload/picked-file';
import { FileDrop } from '../../../ui/upload/file-drop';
import { SaveBar } from './save-bar';

type TValues = z.input<typeof ZAddDocumentBody>;
type TOut = z.output<typeof ZAddDocumentBody>;

/** addDoc into one section (SPEC §3 Uploaded document): a name, a type and a file (or a URL over 2 MB). */
export function DocumentUploadForm({
  tipo,
  domains,
  extensions,
}: {
  tipo: TCvDocumentSection;
  domains: TDominios | undefined;
  extensions?: readonly string[];
}) {
  const { t } = useTranslation('cv');
  const add = useAddDocument();
  const [picked, setPicked] = useState<TPickedFile>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<TValues, unknown, TOut>({
    resolver: zodResolver(ZAddDocumentBody) as unknown as Resolver<TValues, unknown, TOut>,
    defaultValues: {
      nombre: '',
      tipo,
      idTipoDocumento: tipo === 'cv' ? 1 : '',
      ficheroB64ParaAltas: null,
      extension_adjunto: null,
      url: '',
    },
  });

  function pick(value: TPickedFile): void {
    setPicked(value);
    const opts = { shouldValidate: isSubmitted };
    setValue('ficheroB64ParaAltas', value?.kind === 'file' ? value.ficheroB64 : null, opts);
    setValue('extension_adjunto', value?.kind === 'file' ? value.extension : null, opts);
    setValue('url', value?.kind === 'url' ? value.url : '', opts);
  }

  async function save(values: TOut): Promise<void> {
    try {
      await add.mutateAsync(values as TValues);
      reset();
      setPicked(null);
    } catch {
      // Shown by the API client (46, 56, 15 ...).
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t(`documents.upload.${tipo}`)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('documents.fields.nombre')}
          required
          error={fieldErrorText(t, errors.nombre)}
          {...register('nombre')}
        />
        {tipo !== 'cv' && (
          <Controller
            control={control}
            name="idTipoDocumento"
            render={({ field }) => (
              <Select
                label={t('documents.fields.idTipoDocumento')}
                data={options(domains?.tiposDocumentoAlumnoPracticas)}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                ref={field.ref}
                clearable
              />
            )}
          />
        )}
      </SimpleGrid>
      <FileDrop
        label={t('documents.fields.fichero')}
        sending={add.isPending}
        progress={add.progress}
        value={picked}
        onChange={pick}
        extensions={extensions}
        allowUrl
        required
        error={fieldErrorText(t, errors.ficheroB64ParaAltas ?? errors.url)}
      />
      <SaveBar pending={add.isPending} saved={add.isSuccess && !picked} label={t('documents.upload.submit')} />
    </form>
  );
}

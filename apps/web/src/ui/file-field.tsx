import { Button, Group, Input, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  acceptOf,
  extensionOf,
  fileProblem,
  GENERAL_EXTENSIONS,
  MAX_UPLOAD_KB,
  readAsBase64,
  type TFileProblem,
} from '../lib/files';

/** What a file input holds: a file read as base64 plus its extension, or a URL instead (SPEC §5). */
export type TPickedFile =
  { kind: 'file'; ficheroB64: string; extension: string; nombre: string } | { kind: 'url'; url: string } | null;

/**
 * The web's one file field (issue #13 part 4). SPEC §5 Files: the extension (the general whitelist
 * of contracts, or a narrower list) and the size (2000 KB) are checked before anything is sent; a
 * disallowed type shows 'Este tipo de fichero no esta permitido'; a file over the limit offers a
 * URL field instead where the form keeps a URL (`allowUrl`), and only there says so (issue #12
 * item 19); success reads 'Fichero {name} añadido correctamente'; 'Eliminar' removes the file.
 * The file travels as base64 plus its extension.
 * Its texts are the `file.*` keys of the `common` namespace.
 */
export function FileField({
  label,
  extensions = GENERAL_EXTENSIONS,
  value,
  onChange,
  allowUrl = false,
  required = false,
  error,
}: {
  label: string;
  extensions?: readonly string[];
  value: TPickedFile;
  onChange: (value: TPickedFile) => void;
  allowUrl?: boolean;
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<TFileProblem>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const found = fileProblem(file, extensions);
    setProblem(found);
    if (found) {
      event.target.value = '';
      onChange(null);
      return;
    }
    onChange({
      kind: 'file',
      ficheroB64: await readAsBase64(file),
      extension: extensionOf(file.name),
      nombre: file.name,
    });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChange(null);
  };

  const problemText =
    problem === 'type'
      ? t('validation.fileType')
      : problem === 'size'
        ? t('file.tooLarge', { kb: MAX_UPLOAD_KB })
        : undefined;
  const shownError = problemText ?? error;
  return (
    <Input.Wrapper id={id} label={label} withAsterisk={required} error={shownError}>
      <Text size="xs" id={`${id}-allowed`}>
        {t('file.allowed', { list: extensions.join(', '), kb: MAX_UPLOAD_KB })}
      </Text>
      <Group gap="sm" mt={4}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptOf(extensions)}
          aria-describedby={`${id}-allowed`}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          onChange={(event) => void pick(event)}
        />
        {value?.kind === 'file' && (
          <Button variant="default" size="xs" onClick={remove}>
            {t('delete')}
          </Button>
        )}
      </Group>
      {value?.kind === 'file' && (
        <Text size="sm" c="teal.9" role="status" mt={4}>
          {t('file.added', { name: value.nombre })}
        </Text>
      )}
      {allowUrl && problem === 'size' && (
        <TextInput
          mt="xs"
          type="url"
          label={t('file.urlInstead')}
          description={t('file.urlHint')}
          value={value?.kind === 'url' ? value.url : ''}
          onChange={(event) => {
            const url = event.currentTarget.value;
            onChange(url.trim() ? { kind: 'url', url: url.trim() } : null);
          }}
        />
      )}
    </Input.Wrapper>
  );
}

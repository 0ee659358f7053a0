import { Button, Group, Input, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MAX_KB } from '@portal/contracts/limits';
import { extensionOf, fileProblem, GENERAL_EXTENSIONS, readAsBase64 } from '../utils/file-checks';

/** What a file input holds: a file read as base64 plus its extension, or a URL instead (SPEC §5). */
export type TPickedFile =
  | { kind: 'file'; ficheroB64: string; extension: string; nombre: string }
  | { kind: 'url'; url: string }
  | null;

/**
 * SPEC §5 Files: the size (2000 KB) and the extension are checked before anything is sent; a
 * disallowed type shows 'Este tipo de fichero no esta permitido'; a file over the limit offers a
 * URL field instead where the form keeps a URL (`allowUrl`), and only there says so (issue #12
 * item 19); 'Eliminar' removes the file; success reads 'Fichero {name} añadido correctamente'.
 */
export function FileField({
  label,
  value,
  onChange,
  extensions = GENERAL_EXTENSIONS,
  allowUrl = true,
  required = false,
  error,
}: {
  label: string;
  value: TPickedFile;
  onChange: (value: TPickedFile) => void;
  extensions?: readonly string[];
  allowUrl?: boolean;
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation('cv');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);

  async function pick(file: File | undefined): Promise<void> {
    if (!file) return;
    const found = fileProblem(file, extensions);
    setProblem(found);
    if (found) {
      onChange(null);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    const ficheroB64 = await readAsBase64(file);
    onChange({ kind: 'file', ficheroB64, extension: extensionOf(file.name), nombre: file.name });
  }

  function remove(): void {
    onChange(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  const problemText = problem === 'type' ? t('file.typeNotAllowed') : problem === 'size' ? t('file.tooLarge', { kb: FILE_MAX_KB }) : undefined;
  return (
    <Input.Wrapper label={label} required={required} error={problemText ?? error} id={inputId}>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={extensions.map((ext) => `.${ext}`).join(',')}
        aria-invalid={problemText || error ? true : undefined}
        onChange={(event) => void pick(event.currentTarget.files?.[0])}
        style={{ display: 'block', marginTop: 4 }}
      />
      {value?.kind === 'file' && (
        <Group gap="sm" mt="xs">
          <Text size="sm" c="teal.8" role="status">
            {t('file.added', { name: value.nombre })}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={remove}>
            {t('file.remove')}
          </Button>
        </Group>
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

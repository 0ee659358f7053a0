import { Button, Group, Input, Text } from '@mantine/core';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionOf, MAX_UPLOAD_BYTES, readAsBase64 } from '../lib/read-file';

export interface TPickedFile {
  nombre: string;
  extension: string;
  base64: string;
}

/**
 * SPEC §5 Files: refuses a type outside `extensions` ('Este tipo de fichero no esta permitido')
 * and files over 2000 KB before anything is sent, confirms 'Fichero {name} añadido
 * correctamente' and offers 'Eliminar'. The file travels as base64 plus its extension.
 * `ns` is the feature's namespace holding the `file.allowed`, `file.tooLarge` and `file.added` texts.
 */
export function FileField({
  ns,
  label,
  extensions,
  value,
  onChange,
  required = false,
  error,
}: {
  ns: string;
  label: string;
  extensions: readonly string[];
  value: TPickedFile | null;
  onChange: (file: TPickedFile | null) => void;
  required?: boolean;
  error?: string;
}) {
  const { t } = useTranslation(ns);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const extension = extensionOf(file.name);
    if (!extensions.includes(extension)) {
      setProblem(t('validation.fileType', { ns: 'common' }));
      event.target.value = '';
      onChange(null);
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setProblem(t('file.tooLarge'));
      event.target.value = '';
      onChange(null);
      return;
    }
    setProblem(null);
    onChange({ nombre: file.name, extension, base64: await readAsBase64(file) });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChange(null);
  };

  const shownError = problem ?? error;
  return (
    <Input.Wrapper id={id} label={label} withAsterisk={required} error={shownError}>
      <Text size="xs" id={`${id}-allowed`}>
        {t('file.allowed', { list: extensions.join(', ') })}
      </Text>
      <Group gap="sm" mt={4}>
        <input
          ref={input}
          id={id}
          type="file"
          accept={extensions.map((ext) => `.${ext}`).join(',')}
          aria-describedby={`${id}-allowed`}
          aria-invalid={shownError ? true : undefined}
          aria-required={required || undefined}
          onChange={(event) => void pick(event)}
        />
        {value && (
          <Button variant="default" size="xs" onClick={remove}>
            {t('delete', { ns: 'common' })}
          </Button>
        )}
      </Group>
      {value && (
        <Text size="sm" c="teal.9" role="status" mt={4}>
          {t('file.added', { name: value.nombre })}
        </Text>
      )}
    </Input.Wrapper>
  );
}

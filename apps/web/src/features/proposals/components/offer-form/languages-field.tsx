import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOfferFormValues, TOfferLanguageValue } from '../../utils/offer-form-values';
import { optionsOf, useOfferFormContext } from './offer-form-context';

/** SPEC §3 'languages with certification': language, level and whether a certificate is needed. */
export function LanguagesField() {
  const { t } = useTranslation('proposals');
  const { domains, rules } = useOfferFormContext();
  const { control } = useFormContext<TOfferFormValues>();
  const { field } = useController({ control, name: 'idiomas' });
  if (!rules.shown('idiomas')) return null;
  const rows = (field.value ?? []) as TOfferLanguageValue[];
  const languages = optionsOf(domains.idiomas);
  const levels = optionsOf(domains.nivelesIdioma);
  const update = (index: number, patch: Partial<TOfferLanguageValue>) =>
    field.onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" size="sm" fw={500} mb={4}>
        {t('form.fields.idiomas')}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t('form.languages.language', { n: index + 1 })}
            data={languages}
            searchable
            value={row.idIdioma}
            onChange={(value) => update(index, { idIdioma: value })}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 12rem' }}
          />
          <Select
            label={t('form.languages.level', { n: index + 1 })}
            data={levels}
            clearable
            value={row.idNivel}
            onChange={(value) => update(index, { idNivel: value })}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 12rem' }}
          />
          <Checkbox
            label={t('form.languages.certification', { n: index + 1 })}
            checked={row.certificacion}
            onChange={(e) => update(index, { certificacion: e.currentTarget.checked })}
            mb={8}
          />
          <Button variant="subtle" color="red.9" onClick={() => field.onChange(rows.filter((_, i) => i !== index))}>
            {t('form.languages.remove', { n: index + 1 })}
          </Button>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          onClick={() => field.onChange([...rows, { idIdioma: null, idNivel: null, certificacion: false }])}
        >
          {t('form.languages.add')}
        </Button>
      </Group>
    </Stack>
  );
}

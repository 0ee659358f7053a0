import { Checkbox, MultiSelect, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../lib/field-error';
import { READABLE_DESCRIPTION } from '../../utils/readable-styles';
import type { TOfferDegreeValue, TOfferFormValues } from '../../utils/offer-form-values';
import { useOfferFormContext } from './offer-form-context';

const LEVEL_ORDER = ['grado', 'master', 'ciclo', 'doctorado'] as const;

/**
 * SPEC §3 target degrees, each required or desirable; SPEC §5 at least one (code 57). The degrees
 * are picked in one searchable list grouped by level; each picked one gets its 'required' box.
 */
export function DegreesField() {
  const { t } = useTranslation('proposals');
  const { domains, rules } = useOfferFormContext();
  const { control } = useFormContext<TOfferFormValues>();
  const {
    field: { ref: inputRef, value: current, onChange, onBlur, name },
    fieldState,
  } = useController({ control, name: 'titulaciones' });
  const errorText = useFieldErrorText();
  const value = (current ?? []) as TOfferDegreeValue[];
  const names = new Map(domains.titulaciones.map((d) => [d.id, d.descripcion]));
  const data = LEVEL_ORDER.map((nivel) => ({
    group: t(`form.degreeLevels.${nivel}`),
    items: domains.titulaciones
      .filter((d) => d.nivel === nivel)
      .map((d) => ({ value: String(d.id), label: d.descripcion })),
  })).filter((group) => group.items.length > 0);

  const pick = (ids: string[]) => {
    const current = new Map(value.map((d) => [d.idTitulacion, d]));
    // A newly picked degree is required until marked otherwise.
    onChange(ids.map(Number).map((idTitulacion) => current.get(idTitulacion) ?? { idTitulacion, obligatoria: true }));
  };
  const toggle = (idTitulacion: number, obligatoria: boolean) =>
    onChange(value.map((d) => (d.idTitulacion === idTitulacion ? { ...d, obligatoria } : d)));

  return (
    <Stack gap="xs">
      <MultiSelect
        ref={inputRef}
        name={name}
        label={t('form.fields.titulaciones')}
        description={t('form.hints.titulaciones')}
        styles={READABLE_DESCRIPTION}
        required={rules.required('titulaciones')}
        error={errorText(fieldState.error)}
        data={data}
        searchable
        nothingFoundMessage={t('form.nothingFound')}
        value={value.map((d) => String(d.idTitulacion))}
        onChange={pick}
        onBlur={onBlur}
        comboboxProps={{ withinPortal: true }}
      />
      {value.length > 0 && (
        <Stack gap={6} component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={500} mb={4}>
            {t('form.degreeRequiredLegend')}
          </Text>
          {value.map((d) => (
            <Checkbox
              key={d.idTitulacion}
              label={names.get(d.idTitulacion) ?? String(d.idTitulacion)}
              checked={d.obligatoria}
              onChange={(e) => toggle(d.idTitulacion, e.currentTarget.checked)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

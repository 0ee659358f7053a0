import { Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCv } from '@portal/contracts/cv/cv.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import {
  PERSONAL_BASE_REQUIRED,
  PERSONAL_FIELDS,
  ZEditPersonalDataBody,
} from '@portal/contracts/cv/cv-personal.schemas';
import { useBrand } from '../../../lib/brand';
import { useEditPersonalData } from '../api/edit-personal-data';
import { SaveBar } from './save-bar';
import { idValue, options, rulesOf, requiredFieldsResolver } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { FormDateField } from '../../../ui/date-field/form-date-field';

type TValues = z.input<typeof ZEditPersonalDataBody>;
type TOut = z.output<typeof ZEditPersonalDataBody>;
type TTextField = Exclude<
  keyof TValues,
  | 'nacionalidades'
  | 'discapacidad'
  | 'aceptaNewsletter'
  | 'aceptaInformacion'
  | 'tienePermisoTrabajo'
  | 'idiomaPreferido'
>;

/** The form's values from the CV: every field is sent back, since the call replaces the whole form. */
function valuesOf(cv: TCv): TValues {
  const p = cv.personales;
  const text = (value: string | null) => value ?? '';
  return {
    nombre: p.nombre,
    primerApellido: text(p.primerApellido),
    segundoApellido: text(p.segundoApellido),
    idTipoDocumento: idValue(p.idTipoDocumento),
    dni: text(p.dni),
    fechaNacimiento: text(p.fechaNacimiento),
    idGenero: idValue(p.idGenero),
    emailEstudiante: text(p.emailEstudiante),
    telefono1: text(p.telefono1),
    telefono2: text(p.telefono2),
    idTipoVia: idValue(p.idTipoVia),
    direccion: text(p.direccion),
    cp: text(p.cp),
    localidad: text(p.localidad),
    idLocalidad: idValue(p.idLocalidad),
    idProvincia: idValue(p.idProvincia),
    idPais: idValue(p.idPais),
    direccionCurso: text(p.direccionCurso),
    cpCurso: text(p.cpCurso),
    localidadCurso: text(p.localidadCurso),
    idProvinciaCurso: idValue(p.idProvinciaCurso),
    iban: text(p.iban),
    numeroSeguridadSocial: text(p.numeroSeguridadSocial),
    nacionalidades: (p.nacionalidades ?? []).map(String) as unknown as number[],
    discapacidad: p.discapacidad === true,
    aceptaNewsletter: p.aceptaNewsletter === true,
    aceptaInformacion: p.aceptaInformacion === true,
    idiomaPreferido: p.idiomaPreferido === 1 || p.idiomaPreferido === 2 ? p.idiomaPreferido : null,
    tienePermisoTrabajo: cv.tienePermisoTrabajo,
  };
}

const TEXT_FIELDS: { name: TTextField; type?: string; autoComplete?: string }[] = [
  { name: 'nombre', autoComplete: 'given-name' },
  { name: 'primerApellido', autoComplete: 'family-name' },
  { name: 'segundoApellido' },
  { name: 'dni' },
  { name: 'fechaNacimiento', type: 'date', autoComplete: 'bday' },
  { name: 'emailEstudiante', type: 'email' },
  { name: 'telefono1', type: 'tel', autoComplete: 'tel' },
  { name: 'telefono2', type: 'tel' },
  { name: 'direccion', autoComplete: 'street-address' },
  { name: 'cp', autoComplete: 'postal-code' },
  { name: 'localidad', autoComplete: 'address-level2' },
  { name: 'direccionCurso' },
  { name: 'cpCurso' },
  { name: 'localidadCurso' },
  { name: 'iban' },
  { name: 'numeroSeguridadSocial' },
];

const SELECT_FIELDS: { name: TTextField; list: keyof TDominios }[] = [
  { name: 'idTipoDocumento', list: 'tiposDocumentoIdentidad' },
  { name: 'idGenero', list: 'generos' },
  { name: 'idProvincia', list: 'provincias' },
  { name: 'idPais', list: 'paises' },
  { name: 'idProvinciaCurso', list: 'provincias' },
];

/** SPEC §2 CV 'personal data' under the brand's field rules (SPEC §1; docs/account.md). */
export function PersonalDataForm({ cv, domains }: { cv: TCv; domains: TDominios | undefined }) {
  const { t } = useTranslation('cv');
  const brand = useBrand();
  const rule = rulesOf(brand, 'personal');
  const mutation = useEditPersonalData();
  const resolver = useMemo(
    () =>
      requiredFieldsResolver(
        ZEditPersonalDataBody,
        brand,
        'personal',
        PERSONAL_FIELDS,
        PERSONAL_BASE_REQUIRED,
      ) as Resolver<TValues, unknown, TOut>,
    [brand],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TValues, unknown, z.output<typeof ZEditPersonalDataBody>>({
    resolver,
    defaultValues: valuesOf(cv),
  });
  const requiredOf = (field: string) =>
    rule(field).required || (PERSONAL_BASE_REQUIRED as readonly string[]).includes(field);
  const error = (field: keyof TValues) => fieldErrorText(t, errors[field] as { message?: unknown } | undefined);

  async function save(values: z.output<typeof ZEditPersonalDataBody>): Promise<void> {
    try {
      await mutation.mutateAsync(values as TValues);
    } catch {
      // The API client has shown the catalogue popup (66, 84, 94, 34, 15 ...).
    }
  }

  const selects = SELECT_FIELDS.filter((f) => rule(f.name).visible);
  return (
    <form noValidate onSubmit={handleSubmit(save, scrollToFirstInvalid)} aria-label={t('personal.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {TEXT_FIELDS.filter((f) => rule(f.name).visible).map((f) =>
          // The birth date on the one date field (issue #16 part 8); the form keeps 'YYYY-MM-DD'.
          f.type === 'date' ? (
            <FormDateField
              key={f.name}
              control={control}
              name={f.name}
              label={t(`personal.fields.${f.name}`)}
              autoComplete={f.autoComplete}
              required={requiredOf(f.name)}
              readOnly={!rule(f.name).editable}
              error={error(f.name)}
            />
          ) : (
            <TextInput
              key={f.name}
              label={t(`personal.fields.${f.name}`)}
              type={f.type}
              autoComplete={f.autoComplete}
              required={requiredOf(f.name)}
              readOnly={!rule(f.name).editable}
              error={error(f.name)}
              {...register(f.name)}
            />
          ),
        )}
        {selects.map((f) => (
          <Controller
            key={f.name}
            control={control}
            name={f.name}
            render={({ field }) => (
              <Select
                label={t(`personal.fields.${f.name}`)}
                data={options(domains?.[f.list] as { id: number; descripcion: string }[] | undefined)}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                searchable
                clearable={!requiredOf(f.name)}
                required={requiredOf(f.name)}
                readOnly={!rule(f.name).editable}
                error={error(f.name)}
              />
            )}
          />
        ))}
        {rule('nacionalidades').visible && (
          <Controller
            control={control}
            name="nacionalidades"
            render={({ field }) => (
              <MultiSelect
                label={t('personal.fields.nacionalidades')}
                data={options(domains?.paises)}
                value={((field.value as unknown[] | undefined) ?? []).map(String)}
                onChange={field.onChange}
                ref={field.ref}
                searchable
                maxValues={5}
                readOnly={!rule('nacionalidades').editable}
                error={error('nacionalidades')}
              />
            )}
          />
        )}
        {rule('idiomaPreferido').visible && (
          <Controller
            control={control}
            name="idiomaPreferido"
            render={({ field }) => (
              <Select
                label={t('personal.fields.idiomaPreferido')}
                data={[
                  { value: '1', label: t('personal.languages.es') },
                  { value: '2', label: t('personal.languages.ca') },
                ]}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? (Number(value) as 1 | 2) : null)}
                ref={field.ref}
                required={requiredOf('idiomaPreferido')}
                readOnly={!rule('idiomaPreferido').editable}
                error={error('idiomaPreferido')}
              />
            )}
          />
        )}
      </SimpleGrid>
      <Group gap="lg" mt="sm">
        {(['discapacidad', 'aceptaNewsletter', 'aceptaInformacion'] as const)
          .filter((name) => rule(name).visible)
          .map((name) => (
            <Checkbox
              key={name}
              label={t(`personal.fields.${name}`)}
              disabled={!rule(name).editable}
              {...register(name)}
            />
          ))}
        {cv.necesitaPermisoTrabajo && (
          <Checkbox label={t('personal.fields.tienePermisoTrabajo')} {...register('tienePermisoTrabajo')} />
        )}
      </Group>
      <SaveBar pending={mutation.isPending} saved={mutation.isSuccess} />
    </form>
  );
}

import { Alert, Button, Group, List, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { TOfficeInternshipFields } from '@portal/contracts/office/internships.schemas';
import { statusText } from '@portal/contracts/status-codes';
import { Status } from '@portal/contracts/status-names';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useInternshipOptions } from '../api/internship-options';
import { useSaveInternship } from '../api/save-internship';
import { DateField } from '../../../../ui/date-field/date-field';

type TValues = Record<keyof TOfficeInternshipFields, string>;
const KEYS: Array<keyof TOfficeInternshipFields> = [
  'idAlumno',
  'idEmpresa',
  'idCentroTrabajo',
  'idTutorEmpresa',
  'idTutorAcademico',
  'idConvenio',
  'idPrograma',
  'titulo',
  'tipo',
  'fechaInicio',
  'fechaFin',
  'horasDia',
  'horasSemana',
  'ayudaEstudio',
  'tareas',
  'objetivos',
];

export function valuesOf(datos: Partial<Record<keyof TOfficeInternshipFields, unknown>>): TValues {
  return Object.fromEntries(
    KEYS.map((k) => [k, datos[k] === null || datos[k] === undefined ? '' : String(datos[k])]),
  ) as TValues;
}

const idOrNull = (v: string) => (v ? Number(v) : null);

function fieldsOf(v: TValues): TOfficeInternshipFields | null {
  if (!v.idAlumno || !v.idEmpresa || !v.titulo.trim() || !v.fechaInicio || !v.fechaFin || !v.horasDia || !v.horasSemana)
    return null;
  return {
    idAlumno: Number(v.idAlumno),
    idEmpresa: Number(v.idEmpresa),
    idCentroTrabajo: idOrNull(v.idCentroTrabajo),
    idTutorEmpresa: idOrNull(v.idTutorEmpresa),
    idTutorAcademico: idOrNull(v.idTutorAcademico),
    idConvenio: idOrNull(v.idConvenio),
    idPrograma: idOrNull(v.idPrograma),
    titulo: v.titulo.trim(),
    tipo: v.tipo === 'curricular' || v.tipo === 'extracurricular' ? v.tipo : null,
    fechaInicio: v.fechaInicio,
    fechaFin: v.fechaFin,
    horasDia: Number(v.horasDia),
    horasSemana: Number(v.horasSemana),
    ayudaEstudio: v.ayudaEstudio === '' ? null : Number(v.ayudaEstudio),
    tareas: v.tareas.trim() || null,
    objetivos: v.objetivos.trim() || null,
  };
}

/**
 * The internship form (issue #15): every field of an internship; saving runs the brand's rules.
 * A blocking rule answers its catalogue popup; warnings (201) are listed here with a button that
 * saves again confirming them (the confirmation goes to the internship's timeline).
 */
export function InternshipForm({
  id,
  initial,
  source,
  onSaved,
  onCancel,
}: {
  id: number | null;
  initial: TValues;
  source: { idCandidatura?: number; idSolicitud?: number };
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : 'es';
  const [v, setV] = useState<TValues>(initial);
  const [missing, setMissing] = useState(false);
  const [warnings, setWarnings] = useState<number[] | null>(null);
  const options = useInternshipOptions(v.idEmpresa ? Number(v.idEmpresa) : null);
  const save = useSaveInternship();
  const set = (key: keyof TOfficeInternshipFields, value: string) => {
    setWarnings(null);
    setV((old) =>
      key === 'idEmpresa'
        ? { ...old, idEmpresa: value, idCentroTrabajo: '', idTutorEmpresa: '', idConvenio: '' }
        : { ...old, [key]: value },
    );
  };
  const o = options.data;
  const label = (key: keyof TOfficeInternshipFields) => t(`internships.field.${key}`);
  const choose = (
    key: keyof TOfficeInternshipFields,
    list: Array<{ id: number; nombre: string }>,
    required = false,
  ) => (
    <NativeSelect
      label={label(key)}
      required={required}
      disabled={key === 'idAlumno' && id !== null}
      value={v[key]}
      onChange={(e) => set(key, e.currentTarget.value)}
      data={[
        { value: '', label: required ? t('internships.choose') : t('internships.none') },
        ...list.map((item) => ({ value: String(item.id), label: item.nombre })),
      ]}
    />
  );
  const submit = (confirmarAvisos: boolean) => {
    const datos = fieldsOf(v);
    setMissing(!datos);
    if (!datos) return;
    save.mutate(
      { id, datos, ...source, confirmarAvisos },
      {
        onSuccess: (sheet) => onSaved(sheet.idPractica),
        onError: (error) => {
          if (error instanceof ApiError && error.status === Status.InternshipWarningsToConfirm) {
            setWarnings(((error.datos as { avisos?: number[] } | null)?.avisos ?? []).slice());
          }
        },
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(false);
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {choose('idAlumno', o?.alumnos ?? [], true)}
          {choose('idEmpresa', o?.empresas ?? [], true)}
          {choose('idCentroTrabajo', o?.centros ?? [])}
          {choose('idTutorEmpresa', o?.tutoresEmpresa ?? [])}
          {choose('idConvenio', o?.convenios ?? [])}
          {choose('idTutorAcademico', o?.tutoresAcademicos ?? [])}
          {choose('idPrograma', o?.programas ?? [])}
          <NativeSelect
            label={label('tipo')}
            value={v.tipo}
            onChange={(e) => set('tipo', e.currentTarget.value)}
            data={[
              { value: '', label: t('internships.none') },
              { value: 'curricular', label: t('internships.tipos.curricular') },
              { value: 'extracurricular', label: t('internships.tipos.extracurricular') },
            ]}
          />
        </SimpleGrid>
        <TextInput
          label={label('titulo')}
          required
          value={v.titulo}
          onChange={(e) => set('titulo', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateField
            label={label('fechaInicio')}
            required
            value={v.fechaInicio}
            onChange={(day) => set('fechaInicio', day)}
          />
          <DateField label={label('fechaFin')} required value={v.fechaFin} onChange={(day) => set('fechaFin', day)} />
          <TextInput
            type="number"
            step="0.25"
            min="0"
            label={label('ayudaEstudio')}
            value={v.ayudaEstudio}
            onChange={(e) => set('ayudaEstudio', e.currentTarget.value)}
          />
          <TextInput
            type="number"
            step="0.25"
            min="0"
            label={label('horasDia')}
            required
            value={v.horasDia}
            onChange={(e) => set('horasDia', e.currentTarget.value)}
          />
          <TextInput
            type="number"
            step="0.25"
            min="0"
            label={label('horasSemana')}
            required
            value={v.horasSemana}
            onChange={(e) => set('horasSemana', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          label={label('tareas')}
          autosize
          minRows={2}
          value={v.tareas}
          onChange={(e) => set('tareas', e.currentTarget.value)}
        />
        <Textarea
          label={label('objetivos')}
          autosize
          minRows={2}
          value={v.objetivos}
          onChange={(e) => set('objetivos', e.currentTarget.value)}
        />
        {missing && (
          <Alert color="red" role="alert">
            {t('internships.form.required')}
          </Alert>
        )}
        {warnings && (
          <Alert color="yellow" role="alert" title={t('internships.form.warningsTitle')}>
            <Text size="sm">{t('internships.form.warningsIntro')}</Text>
            <List size="sm" mt="xs">
              {warnings.map((code) => (
                <List.Item key={code}>
                  <strong>{statusText(code, lang).titulo}</strong>: {statusText(code, lang).cuerpo}
                </List.Item>
              ))}
            </List>
            <Button mt="sm" color="yellow" c="dark" loading={save.isPending} onClick={() => submit(true)}>
              {t('internships.form.confirm')}
            </Button>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('internships.form.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('internships.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferFilters, TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { allowedFilters } from '../utils/offer-filter-params';
import { useActiveProgrammes, useDomains } from '../../../lib/reference-lists';
import { DateField } from '../../../ui/date-field/date-field';

type TOption = { value: string; label: string };
const toOptions = (
  items: ReadonlyArray<{ id: number; descripcion?: string; nombre?: string }> | undefined,
): TOption[] =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.descripcion ?? item.nombre ?? String(item.id) }));
const toIds = (values: string[]): number[] | undefined => (values.length ? values.map(Number) : undefined);
const toValues = (ids: number[] | undefined): string[] => (ids ?? []).map(String);

/**
 * SPEC §2 Offer list filters (name, location, degree, publication date, expected start, labels,
 * omit already enrolled, thesis TFG/TFM, international) plus the per-type filters of SPEC §9.
 * Edits a draft; 'Buscar' applies it.
 */
export function OfferFiltersForm({
  kind,
  value,
  onApply,
}: {
  kind: TOfferKind;
  value: TOfferFilters;
  onApply: (filters: TOfferFilters) => void;
}) {
  const { t } = useTranslation('offers');
  const [draft, setDraft] = useState<TOfferFilters>(value);
  const allowed = allowedFilters(kind);
  const { data: domains } = useDomains();
  const { data: programmes } = useActiveProgrammes(allowed.has('tituloPrograma'));
  useEffect(() => setDraft(value), [value]);

  const set = <K extends keyof TOfferFilters>(name: K, v: TOfferFilters[K]) => setDraft((d) => ({ ...d, [name]: v }));
  const options = useMemo(
    () => ({
      provincias: toOptions(domains?.provincias),
      titulaciones: toOptions(domains?.titulaciones),
      contrato: toOptions(domains?.tiposContrato),
      areasTitulaciones: toOptions(domains?.areasTitulaciones),
      areaFuncional: toOptions(domains?.areasFuncionales),
      nivelesTitulaciones: toOptions(domains?.nivelesTitulacion),
      tiposFormacion: toOptions(domains?.tiposFormacionAcademica),
      tituloPrograma: toOptions(programmes),
    }),
    [domains, programmes],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }
  function clear() {
    setDraft({});
    onApply({});
  }

  const multi = (
    name:
      | 'provincia'
      | 'titulaciones'
      | 'contrato'
      | 'areasTitulaciones'
      | 'areaFuncional'
      | 'nivelesTitulaciones'
      | 'tiposFormacion'
      | 'tituloPrograma',
    data: TOption[],
  ) =>
    allowed.has(name) && (
      <MultiSelect
        key={name}
        label={t(`filters.${name}`)}
        data={data}
        value={toValues(draft[name])}
        onChange={(values) => set(name, toIds(values))}
        searchable
        clearable
        nothingFoundMessage={t('filters.nothingFound')}
      />
    );

  return (
    <form onSubmit={submit} aria-label={t('filters.label')} data-testid="offer-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <TextInput
          label={t('filters.titulo')}
          value={draft.titulo ?? ''}
          onChange={(e) => set('titulo', e.currentTarget.value || undefined)}
          maxLength={100}
        />
        {multi('provincia', options.provincias)}
        {multi('titulaciones', options.titulaciones)}
        <DateField
          label={t('filters.fechaPublicacion')}
          value={draft.fechaPublicacion}
          onChange={(day) => set('fechaPublicacion', day || undefined)}
        />
        <DateField
          label={t('filters.fechainicio')}
          value={draft.fechainicio}
          onChange={(day) => set('fechainicio', day || undefined)}
        />
        <TagsInput
          label={t('filters.etiquetas')}
          value={draft.etiquetas ?? []}
          onChange={(values) => set('etiquetas', values.length ? values : undefined)}
          clearable
        />
        <Select
          label={t('filters.trabajoFin')}
          data={[
            { value: 'TFG', label: t('filters.tfg') },
            { value: 'TFM', label: t('filters.tfm') },
          ]}
          value={draft.trabajoFin ?? null}
          onChange={(v) => set('trabajoFin', v === 'TFG' || v === 'TFM' ? v : undefined)}
          clearable
          placeholder={t('filters.any')}
        />
        {multi('contrato', options.contrato)}
        {allowed.has('salario') && (
          <NumberInput
            label={t('filters.salario')}
            value={draft.salario ?? ''}
            min={0}
            onChange={(v) => set('salario', typeof v === 'number' ? v : undefined)}
          />
        )}
        {multi('areasTitulaciones', options.areasTitulaciones)}
        {multi('areaFuncional', options.areaFuncional)}
        {multi('nivelesTitulaciones', options.nivelesTitulaciones)}
        {multi('tiposFormacion', options.tiposFormacion)}
        {multi('tituloPrograma', options.tituloPrograma)}
      </SimpleGrid>
      <Group mt="sm" gap="lg">
        <Checkbox
          label={t('filters.omitirInscritos')}
          checked={draft.omitirInscritos === true}
          onChange={(e) => set('omitirInscritos', e.currentTarget.checked || undefined)}
        />
        <Checkbox
          label={t('filters.internacional')}
          checked={draft.internacional === true}
          onChange={(e) => set('internacional', e.currentTarget.checked || undefined)}
        />
      </Group>
      <Group mt="md">
        <Button type="submit">{t('filters.search')}</Button>
        <Button type="button" variant="default" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}

import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OFFER_STATE_IDS, OFFER_STATE_LABELS, OFFER_STATES } from '@portal/contracts/proposals/states';
import { ZProposalKind } from '@portal/contracts/proposals/offer-form.schemas';
import { useLanguage } from '../../../i18n';
import type { TProposalFilters } from '../api/get-proposals';
import { DateField } from '../../../ui/date-field/date-field';

/** What the filter form edits: the list filters, with the title as typed (applied after a pause). */
export interface TFilterDraft extends TProposalFilters {
  titulo?: string;
}

/**
 * SPEC §2 offer list filters of company lists (§3 filter state 'misofertas'): state, type, title,
 * publication date, only with unread candidates, having candidates, expiring soon.
 */
export function ProposalFilters({
  value,
  onChange,
  onReset,
}: {
  value: TFilterDraft;
  onChange: (next: TFilterDraft) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('proposals');
  const { lang } = useLanguage();
  const states = OFFER_STATES.filter((s) => s !== 'eliminada').map((s) => ({
    value: String(OFFER_STATE_IDS[s]),
    label: OFFER_STATE_LABELS[s][lang],
  }));
  const kinds = [
    { value: '', label: t('filters.allKinds') },
    ...ZProposalKind.options.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
  ];
  const set = (patch: Partial<TFilterDraft>) => onChange({ ...value, ...patch });
  return (
    <form role="search" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <TextInput
          label={t('filters.titulo')}
          value={value.titulo ?? ''}
          onChange={(e) => set({ titulo: e.currentTarget.value })}
        />
        <Select
          label={t('filters.tipo')}
          data={kinds}
          value={value.tipo ?? ''}
          allowDeselect={false}
          onChange={(v) => set({ tipo: v ? (v as TFilterDraft['tipo']) : undefined })}
          comboboxProps={{ withinPortal: true }}
        />
        <MultiSelect
          label={t('filters.estado')}
          data={states}
          value={value.estado.map(String)}
          onChange={(v) => set({ estado: v.map(Number) })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label={t('filters.fecha')}
          value={value.fecha}
          onChange={(day) => set({ fecha: day || undefined })}
        />
      </SimpleGrid>
      <Group mt="md" gap="lg">
        <Checkbox
          label={t('filters.omitirLeidos')}
          checked={value.omitirLeidos === true}
          onChange={(e) => set({ omitirLeidos: e.currentTarget.checked || undefined })}
        />
        <Checkbox
          label={t('filters.soloConCandidatos')}
          checked={value.soloConCandidatos === true}
          onChange={(e) => set({ soloConCandidatos: e.currentTarget.checked || undefined })}
        />
        <Checkbox
          label={t('filters.caducanPronto')}
          checked={value.caducanPronto === true}
          onChange={(e) => set({ caducanPronto: e.currentTarget.checked || undefined })}
        />
        <Button variant="subtle" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      </Group>
    </form>
  );
}

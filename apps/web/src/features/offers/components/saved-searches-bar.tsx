import { Button, Group, Modal, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZAlertFrequency, type TOfferFilters, type TOfferKind } from '@portal/contracts/offers/offers.schemas';
import { useClearSearchHistory } from '../api/clear-search-history';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/get-saved-searches';
import { useSearchHistory } from '../api/get-search-history';
import { useSaveSearch } from '../api/save-search';
import { useSetSearchAlert } from '../api/set-search-alert';
import { hasFilters, storedFilters } from '../utils/offer-filter-params';
import { describeFilters } from '../utils/describe-filters';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../i18n';

/** SPEC §2 Offer list filters: saved searches (apply, save the current one, delete) and the history. */
export function SavedSearchesBar({
  kind,
  filters,
  onApply,
}: {
  kind: TOfferKind;
  filters: TOfferFilters;
  onApply: (filters: TOfferFilters) => void;
}) {
  const { t } = useTranslation('offers');
  const { lang } = useLanguage();
  const saved = useSavedSearches();
  const history = useSearchHistory();
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const clearHistory = useClearSearchHistory();
  const setAlert = useSetSearchAlert();
  const [selected, setSelected] = useState<string | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const mine = (saved.data ?? []).filter((s) => s.tipo === kind);
  const current = mine.find((s) => String(s.id) === selected);
  const past = (history.data ?? []).filter((h) => h.tipo === kind);

  function pickSaved(id: string | null) {
    setSelected(id);
    const search = mine.find((s) => String(s.id) === id);
    if (search) onApply(storedFilters(search.filtros, kind));
  }
  function pickHistory(id: string | null) {
    const entry = past.find((h) => String(h.id) === id);
    if (entry) onApply(storedFilters(entry.filtros, kind));
  }
  function submitSave(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('saved.required'));
      return;
    }
    save.mutate(
      { nombre: name.trim(), tipo: kind, filtros: filters },
      {
        onSuccess: () => {
          setName('');
          setNameError(null);
          close();
        },
      },
    );
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('saved.label')}
        placeholder={mine.length ? t('saved.pick') : t('saved.none')}
        data={mine.map((s) => ({ value: String(s.id), label: s.nombre }))}
        value={selected}
        onChange={pickSaved}
        disabled={mine.length === 0}
        clearable
        w={240}
      />
      {current && (
        // Issue #16 part 3: the selected search's e-mail alert.
        <Select
          label={t('saved.alert.label')}
          description={t('saved.alert.description')}
          data={ZAlertFrequency.options.map((value) => ({ value, label: t(`saved.alert.${value}`) }))}
          value={current.alerta}
          onChange={(value) => {
            const frecuencia = ZAlertFrequency.safeParse(value);
            if (frecuencia.success) setAlert.mutate({ id: current.id, frecuencia: frecuencia.data });
          }}
          allowDeselect={false}
          disabled={setAlert.isPending}
          w={200}
        />
      )}
      {selected && (
        <Button
          variant="default"
          onClick={() => remove.mutate(Number(selected), { onSuccess: () => setSelected(null) })}
          loading={remove.isPending}
        >
          {t('saved.delete')}
        </Button>
      )}
      <Button variant="default" onClick={open} disabled={!hasFilters(filters, kind)}>
        {t('saved.save')}
      </Button>
      <Select
        label={t('history.label')}
        placeholder={past.length ? t('history.pick') : t('history.none')}
        data={past.map((h) => ({
          value: String(h.id),
          label: `${formatDate(h.fecha, lang)} · ${describeFilters(storedFilters(h.filtros, kind), t)}`,
        }))}
        value={null}
        onChange={pickHistory}
        disabled={past.length === 0}
        w={280}
      />
      {past.length > 0 && (
        <Button variant="default" onClick={() => clearHistory.mutate()} loading={clearHistory.isPending}>
          {t('history.clear')}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={t('saved.dialogTitle')} centered>
        <form onSubmit={submitSave} noValidate>
          <TextInput
            label={t('saved.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            required
            error={nameError}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('saved.confirm')}
            </Button>
          </Group>
        </form>
      </Modal>
    </Group>
  );
}

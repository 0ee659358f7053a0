import { Alert, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useEvents } from '../api/get-events';
import { EventCard } from '../components/event-card';
import { categoriesOf, sortEvents } from '../utils/sort-events';
import { useLanguage } from '../../../i18n';

/** SPEC §2 /eventos: event cards, highlighted first, filtered by category slug (?categoria=slug). */
export default function EventsPage() {
  const { t } = useTranslation('events');
  const { lang } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const events = useEvents();
  const slug = search.get('categoria') ?? '';
  const all = events.data ?? [];
  const categories = categoriesOf(all, lang);
  const shown = sortEvents(slug ? all.filter((e) => e.categoria?.slug === slug) : all);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('list.title')}</Title>
      {events.isPending ? (
        <LoadingPlaceholders />
      ) : events.isError ? (
        <LoadFailed {...retryOf(events)} />
      ) : (
        <>
          {categories.length > 0 && (
            <NativeSelect
              label={t('list.category')}
              value={slug}
              maw={360}
              data={[
                { value: '', label: t('list.allCategories') },
                ...categories.map((c) => ({ value: c.slug, label: c.nombre })),
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setSearch(value ? { categoria: value } : {}, { replace: true });
              }}
            />
          )}
          <Text size="sm" role="status" aria-live="polite">
            {t('list.count', { count: shown.length })}
          </Text>
          {shown.length === 0 ? (
            <Alert variant="light" color="brand">
              {t('list.empty')}
            </Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {shown.map((event) => (
                <EventCard key={event.idEvento} event={event} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}

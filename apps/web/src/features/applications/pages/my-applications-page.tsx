import { Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholders } from '../../../ui/loading-placeholders';
import { LoadFailed, retryOf } from '../../../ui/load-failed';
import { useApplications, type TApplicationType } from '../api/get-applications';
import { ApplicationCard } from '../components/application-card';

function ApplicationsTab({ type }: { type: TApplicationType }) {
  const { t } = useTranslation('applications');
  const applications = useApplications(type);
  const { data, isPending } = applications;
  const [text, setText] = useState('');
  const [state, setState] = useState<string | null>(null);
  // SPEC §3 Filter state 'candidaturas': estado, text, type.
  const states = useMemo(
    () =>
      [...new Map((data ?? []).map((a) => [String(a.idEstado), a.estado])).entries()].map(([value, label]) => ({
        value,
        label,
      })),
    [data],
  );
  const shown = (data ?? []).filter(
    (a) =>
      (!state || String(a.idEstado) === state) &&
      (!text.trim() || `${a.titulo} ${a.empresa ?? ''}`.toLowerCase().includes(text.trim().toLowerCase())),
  );
  if (isPending) return <LoadingPlaceholders />;
  if (applications.isError) return <LoadFailed {...retryOf(applications)} />;
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput label={t('filters.text')} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Select
          label={t('filters.state')}
          data={states}
          value={state}
          onChange={setState}
          clearable
          placeholder={t('filters.any')}
        />
      </Group>
      <Text size="sm" role="status">
        {t('list.count', { count: shown.length })}
      </Text>
      {shown.length === 0 ? (
        <Text>{t('list.none')}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((a) => (
            <li key={a.idCandidatura}>
              <ApplicationCard application={a} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** SPEC §2 /mis-candidaturas: my internship and job applications. */
export default function MyApplicationsPage() {
  const { t } = useTranslation('applications');
  const [tab, setTab] = useState<TApplicationType>('practicas');
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={tab} onChange={(v) => setTab(v === 'empleo' ? 'empleo' : 'practicas')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="practicas">{t('tabs.practicas')}</Tabs.Tab>
          <Tabs.Tab value="empleo">{t('tabs.empleo')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="practicas" pt="md">
          <ApplicationsTab type="practicas" />
        </Tabs.Panel>
        <Tabs.Panel value="empleo" pt="md">
          <ApplicationsTab type="empleo" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

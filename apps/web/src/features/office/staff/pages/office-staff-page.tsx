import { Alert, Button, Card, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOfficeSession } from '../../../../office/office-session';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { useStaffList } from '../api/list-staff';
import { InviteStaffForm } from '../components/invite-staff-form';
import { StaffTable } from '../components/staff-table';

const PAGE_SIZE = 25;

/** /gestion/personal (issue #14, admins): the brand's staff, invitations, activation. Filters live in the URL. */
export default function OfficeStaffPage() {
  const { t } = useTranslation('office');
  const session = useOfficeSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const [search, setSearch] = useState(q);
  const [inviting, setInviting] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);
  const list = useStaffList({ q: q || undefined, pagina });

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('staff.title')}</Title>
        <Button onClick={() => setInviting((open) => !open)} aria-expanded={inviting}>
          {t('staff.invite.open')}
        </Button>
      </Group>
      {invited && (
        <Alert color="green" role="status">
          {t('staff.invite.done', { email: invited })}
        </Alert>
      )}
      {inviting && (
        <Card withBorder>
          <InviteStaffForm
            onDone={(email) => {
              setInvited(email);
              setInviting(false);
            }}
          />
        </Card>
      )}
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim() || null, pagina: null });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput label={t('staff.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <Button type="submit" variant="default">
            {t('search')}
          </Button>
        </Group>
      </form>
      {list.data ? (
        <>
          <Text size="sm">{t('results', { count: list.data.total })}</Text>
          <StaffTable items={list.data.items} selfId={session?.perfil.idUsuario ?? 0} />
          {list.data.total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(list.data.total / PAGE_SIZE)}
              value={pagina}
              onChange={(page) => update({ pagina: page > 1 ? String(page) : null })}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            />
          )}
        </>
      ) : (
        <LoadingPlaceholders />
      )}
    </Stack>
  );
}

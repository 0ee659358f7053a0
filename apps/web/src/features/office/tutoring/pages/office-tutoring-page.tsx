import { Anchor, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { routePath } from '@portal/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../../lib/dates';
import { OfficeTableWrap } from '../../../../office/office-table-wrap';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { TUTORING_PAGE_SIZE, useTutored } from '../api/list-tutored';
import { StatusBadge } from '../../../../ui/status-badge';
import { trainingPlanTone } from '../../../../lib/training-plan-tone';
import { internshipTone } from '../../../../lib/internship-tone';

/** /gestion/tutorias (issue #15 'Academic tutor pages'): 'Mis tutorías', the internships the tutor tutors. */
export default function OfficeTutoringPage() {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const [params, setParams] = useSearchParams();
  const pagina = Math.max(1, Number(params.get('pagina')) || 1);
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const list = useTutored({ q: q || undefined, pagina });
  return (
    <Stack gap="md">
      <Title order={1}>{t('tutoring.title')}</Title>
      <form
        role="search"
        aria-label={t('tutoring.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          const next = new URLSearchParams();
          if (draft.trim()) next.set('q', draft.trim());
          setParams(next, { replace: true });
        }}
      >
        <Group align="flex-end">
          <TextInput label={t('tutoring.q')} value={draft} onChange={(e) => setDraft(e.currentTarget.value)} />
          <Button type="submit">{t('search')}</Button>
        </Group>
      </form>
      {!list.data ? (
        <LoadingPlaceholders />
      ) : list.data.items.length === 0 ? (
        <Text size="sm">{t('tutoring.none')}</Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {t('results', { count: list.data.total })}
          </Text>
          <OfficeTableWrap label={t('tutoring.caption')}>
            <Table striped verticalSpacing="xs" fz="sm">
              <Table.Caption>{t('tutoring.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {(['titulo', 'alumno', 'empresa', 'fechas', 'estado', 'plan', 'evaluacion'] as const).map((c) => (
                    <Table.Th scope="col" key={c}>
                      {t(`tutoring.columns.${c}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((row) => (
                  <Table.Tr key={row.idPractica}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={routePath('office-tutoring-sheet', { idPractica: row.idPractica }, lang)}
                        fz="sm"
                      >
                        {row.titulo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.alumno ?? '—'}</Table.Td>
                    <Table.Td>{row.empresa ?? '—'}</Table.Td>
                    <Table.Td>
                      {formatDate(row.fechaInicio, i18n.language)} – {formatDate(row.fechaFin, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge tone={internshipTone(row.estado)} size="sm">
                        {t(`tutoring.states.${row.estado}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      {row.planEstado ? (
                        <StatusBadge tone={trainingPlanTone(row.planEstado)}>
                          {t(`tutoring.plan.states.${row.planEstado}`)}
                        </StatusBadge>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                    <Table.Td>{row.evaluada ? t('tutoring.evaluated') : t('tutoring.notEvaluated')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </OfficeTableWrap>
          {list.data.total > TUTORING_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(list.data.total / TUTORING_PAGE_SIZE)}
              value={pagina}
              onChange={(page) => {
                const next = new URLSearchParams(params);
                if (page > 1) next.set('pagina', String(page));
                else next.delete('pagina');
                setParams(next, { replace: true });
              }}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              getItemProps={(page) => ({ 'aria-label': t('pagination.page', { page }) })}
            />
          )}
        </>
      )}
    </Stack>
  );
}

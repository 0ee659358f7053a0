import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The pages of a console list (issue #14: server-side pagination), with named controls; hidden
 * when everything fits on one page. The page number lives in the URL, which the caller updates.
 */
export function OfficePagination({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('office');
  if (total <= pageSize) return null;
  return (
    <Pagination
      total={Math.ceil(total / pageSize)}
      value={page}
      onChange={onPage}
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
    />
  );
}

/** The URL's search parameters with `pagina` set to `page` (absent for the first page). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('pagina', String(page));
  else next.delete('pagina');
  return next;
}

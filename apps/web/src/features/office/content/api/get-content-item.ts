import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeApi } from '../../../../office/office-api';
import { contentKey, type TContentKind, type TContentOf } from './content-kinds';

/** GET /api/Gestion/contenidos/{tipo}/{id}: one item, as its form edits it. */
async function getContentItem<K extends TContentKind>(kind: K, id: number): Promise<TContentOf[K]> {
  return (await officeApi.get<TContentOf[K]>(`/api/Gestion/contenidos/${kind}/${id}`)).datos;
}

export function useContentItem<K extends TContentKind>(kind: K, id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...contentKey(kind), 'item', id],
      queryFn: () => getContentItem(kind, id as number),
      enabled: id !== null,
    }),
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeApi } from '../../../../office/office-api';
import { contentKey, type TContentKind, type TContentOf } from './content-kinds';

/** GET /api/Gestion/contenidos/{tipo}: the brand's items of one kind with their state. */
async function listContent<K extends TContentKind>(kind: K): Promise<TContentOf[K][]> {
  return (await officeApi.get<TContentOf[K][]>(`/api/Gestion/contenidos/${kind}`)).datos;
}

export function useContentList<K extends TContentKind>(kind: K) {
  return useQuery(queryOptions({ queryKey: [...contentKey(kind), 'list'], queryFn: () => listContent(kind) }));
}

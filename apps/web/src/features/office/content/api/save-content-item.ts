import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeApi } from '../../../../office/office-api';
import { contentKey, type TContentKind, type TContentOf } from './content-kinds';

/** POST /api/Gestion/contenidos/{tipo} (new) or /{id}/editar; the answer is the saved item. */
export function useSaveContentItem<K extends TContentKind>(kind: K, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: unknown) =>
      (
        await officeApi.post<TContentOf[K]>(
          id === null ? `/api/Gestion/contenidos/${kind}` : `/api/Gestion/contenidos/${kind}/${id}/editar`,
          body,
        )
      ).datos,
    onSuccess: () => void client.invalidateQueries({ queryKey: contentKey(kind) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { officeApi } from '../../../../office/office-api';
import { contentKey, type TContentKind } from './content-kinds';

/** POST /api/Gestion/contenidos/{tipo}/{id}/borrar. */
export function useDeleteContentItem(kind: TContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await officeApi.post<null>(`/api/Gestion/contenidos/${kind}/${id}/borrar`, {});
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: contentKey(kind) }),
  });
}

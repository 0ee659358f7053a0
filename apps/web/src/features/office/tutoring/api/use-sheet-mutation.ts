import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTutoringSheet } from '@portal/contracts/office/tutoring.schemas';
import { tutoringSheetQuery } from './get-tutoring-sheet';

/** A call whose answer is the new sheet: it replaces the cached sheet and refreshes the tutor's list. */
export function useSheetMutation<TVars>(id: number, call: (vars: TVars) => Promise<TTutoringSheet>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (sheet) => {
      client.setQueryData(tutoringSheetQuery(id).queryKey, sheet);
      void client.invalidateQueries({ queryKey: ['office', 'tutoring', 'list'] });
    },
  });
}

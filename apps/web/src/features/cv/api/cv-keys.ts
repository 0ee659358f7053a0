import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Query key of GET dameCvUsuario; every CV write invalidates it (and the missing-data check). */
export const CV_KEY = ['cv'] as const;

/** A CV write: runs `fn`, then refetches the CV and the popups' missing-data check. */
export function useCvMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CV_KEY }),
  });
}

import { useCallback, useState } from 'react';

/**
 * The real progress of an upload for the upload widget's bar (#16 part 5): `track` runs one send,
 * handing it the `onUploadProgress` of the API client; `progress` is 0..1 while it runs, else null.
 * Whole percents only, so a fast upload does not re-render the form on every progress event.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  const track = useCallback(
    async <T>(send: (onUploadProgress: (fraction: number) => void) => Promise<T>): Promise<T> => {
      setProgress(0);
      try {
        return await send((fraction) => setProgress(Math.round(fraction * 100) / 100));
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { progress, track };
}

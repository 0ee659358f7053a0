import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the next one. A dialog loaded lazily on the click that opens
 * it mounts already asked to open; Mantine records the element to give the focus back to when
 * `opened` changes, so such a dialog opens on its second render (`opened={wanted && mounted}`) and
 * closing it returns the focus to the button that opened it (WCAG 2.4.3).
 */
export function useAfterMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

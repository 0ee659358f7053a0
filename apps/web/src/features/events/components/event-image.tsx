import { Image } from '@mantine/core';
import { useState } from 'react';

/**
 * The event's main image (SPEC §3 ulrImagenPrincipal). Decorative next to the title, so its
 * alternative text is empty; an image that fails to load is left out rather than shown broken.
 */
export function EventImage({ src, height }: { src: string | null; height: number }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return <Image src={src} alt="" h={height} fit="cover" radius="sm" onError={() => setFailed(true)} />;
}

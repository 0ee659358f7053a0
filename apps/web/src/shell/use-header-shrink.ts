import { useEffect, useState } from 'react';
import { HEADER_SHRINK_PX_NARROW, HEADER_SHRINK_PX_WIDE, HEADER_WIDE_BREAKPOINT_PX } from '@portal/contracts/limits';

/** SPEC §9: the header shrinks after 100 px of scroll on screens wider than 768 px, 50 px otherwise. */
export function shrinkThreshold(width: number): number {
  return width > HEADER_WIDE_BREAKPOINT_PX ? HEADER_SHRINK_PX_WIDE : HEADER_SHRINK_PX_NARROW;
}

export function useHeaderShrink(): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShrunk(window.scrollY > shrinkThreshold(window.innerWidth));
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return shrunk;
}

import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/** Width of the action a left swipe uncovers. */
export const REVEAL_PX = 96;
/** Movement under this is a tap, not a swipe. */
const SWIPE_SLOP_PX = 8;

interface TDrag {
  x: number;
  y: number;
  base: number;
  moved: boolean;
}

/**
 * A card that a left swipe slides aside to uncover an action under it (SPEC §2 Notification
 * panel, touch screens). Only touch and pen gestures swipe, and only when `enabled`; a vertical
 * gesture is left to scroll the list.
 */
export function useSwipeReveal(enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<TDrag | null>(null);
  const swallowClick = useRef(false);

  function onPointerDown(event: PointerEvent<HTMLElement>): void {
    if (!enabled || event.pointerType === 'mouse') return;
    drag.current = { x: event.clientX, y: event.clientY, base: offset, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>): void {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      // A vertical gesture scrolls the panel: let it.
      if (Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > SWIPE_SLOP_PX) {
        drag.current = null;
        return;
      }
      if (Math.abs(dx) < SWIPE_SLOP_PX) return;
      current.moved = true;
      setDragging(true);
    }
    setOffset(Math.min(0, Math.max(-REVEAL_PX * 1.25, current.base + dx)));
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>): void {
    const current = drag.current;
    drag.current = null;
    if (!current?.moved) return;
    swallowClick.current = true;
    setDragging(false);
    const final = current.base + (event.clientX - current.x);
    setOffset(final < -REVEAL_PX / 2 ? -REVEAL_PX : 0);
  }

  /** True, once, for the click that ends a swipe: that click must not also open the card. */
  function takeSwipeClick(): boolean {
    if (!swallowClick.current) return false;
    swallowClick.current = false;
    return true;
  }

  const style: CSSProperties = {
    touchAction: 'pan-y',
    transform: `translateX(${offset}px)`,
    transition: dragging ? 'none' : 'transform 150ms ease',
  };

  return {
    revealed: offset !== 0,
    reveal: () => setOffset(-REVEAL_PX),
    hide: () => setOffset(0),
    takeSwipeClick,
    style,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

/** SPEC §9: the link to the surveys anchor scrolls in a 1 second animation. */
export const SURVEYS_SCROLL_MS = 1000;

function easeInOutCubic(p: number): number {
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** Height of the sticky header, so the target is not hidden under it. */
function stickyOffset(): number {
  const header = document.querySelector('header');
  return header ? header.getBoundingClientRect().height + 8 : 0;
}

/**
 * Scrolls the window to `element` in `durationMs` (instantly with reduced motion), then moves
 * the keyboard focus there so the next Tab continues from the target.
 */
export function scrollToElement(element: HTMLElement, durationMs = SURVEYS_SCROLL_MS): void {
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + start - stickyOffset());
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  const done = () => element.focus({ preventScroll: true });
  if (reduced || durationMs <= 0 || typeof window.requestAnimationFrame !== 'function') {
    window.scrollTo?.(0, target);
    done();
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - t0) / durationMs);
    window.scrollTo(0, start + (target - start) * easeInOutCubic(progress));
    if (progress < 1) window.requestAnimationFrame(step);
    else done();
  };
  window.requestAnimationFrame(step);
}

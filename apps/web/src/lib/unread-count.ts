import { useSyncExternalStore } from 'react';

/**
 * SPEC §2 Shell / §4 Notification: the unread count shows in the bell and in the page title.
 * The notifications feature feeds it; `PageTitle` and the bell read it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let count = 0;

export function setUnreadCount(n: number): void {
  const next = Math.max(0, Math.floor(n) || 0);
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export function getUnreadCount(): number {
  return count;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, getUnreadCount, getUnreadCount);
}

import { useSyncExternalStore } from 'react';
import { isPersistentCode } from '@portal/contracts/status-code-flags';

/**
 * The one popup of SPEC §4 'Error popup' (errors) and the catalogue notices (5xx, named notices).
 * The shell renders it (`shell/error-popup.tsx`); anything may raise one.
 */
export interface TPopup {
  code: number | string;
  kind: 'error' | 'notice';
  /** Server-supplied message (SPEC §7: 0, 515, 3/107/90 at login, 80 with requirements). */
  mensaje?: string;
  /** Increments on every raise so the same code twice is two popups. */
  seq: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: TPopup | null = null;
let seq = 0;

function set(next: TPopup | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function isPersistent(code: number | string): boolean {
  // SPEC §4/§8: code 2 is the only error that survives a route change.
  return isPersistentCode(code);
}

function raise(code: number | string, kind: TPopup['kind'], mensaje?: string): void {
  // A lost session outranks whatever a failing call raises next: the user must see it.
  if (current && isPersistent(current.code) && !isPersistent(code)) return;
  seq += 1;
  set({ code, kind, mensaje, seq });
}

/** Shows the catalogue entry of an error code (title, body, button, target). */
export function showError(code: number | string, mensaje?: string): void {
  raise(code, 'error', mensaje);
}

/** Shows a notice of the catalogue (501, 'sinCV', ...). */
export function showNotice(code: number | string, mensaje?: string): void {
  raise(code, 'notice', mensaje);
}

export function closePopup(): void {
  set(null);
}

/** SPEC §4: a route change clears the popup, except code 2. */
export function clearOnRouteChange(): void {
  if (current && !isPersistent(current.code)) set(null);
}

export function getPopup(): TPopup | null {
  return current;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorPopup(): TPopup | null {
  return useSyncExternalStore(subscribe, getPopup, getPopup);
}

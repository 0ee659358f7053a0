import { useSyncExternalStore } from 'react';
import type { TStaffProfile } from '@portal/contracts/office/office-auth.schemas';
import { isTokenExpired } from '../lib/session';

/**
 * The office console's session (issue #14): its own token and profile, kept apart from a student's
 * or a company's session in this browser tab (sessionStorage: the console is desk work, a closed
 * tab signs out).
 */
export interface TOfficeSession {
  token: string;
  perfil: TStaffProfile;
}

const KEY = 'portal.office.session';
const listeners = new Set<() => void>();

function read(): TOfficeSession | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as TOfficeSession;
    return typeof session.token === 'string' && !isTokenExpired(session.token) ? session : null;
  } catch {
    return null;
  }
}

let snapshot: TOfficeSession | null = typeof window === 'undefined' ? null : read();

function emit(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function startOfficeSession(session: TOfficeSession): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(session));
  emit();
}

export function endOfficeSession(): void {
  window.sessionStorage.removeItem(KEY);
  emit();
}

export function getOfficeSession(): TOfficeSession | null {
  return snapshot;
}

export function useOfficeSession(): TOfficeSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => null,
  );
}

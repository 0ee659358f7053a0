/**
 * SPEC §2/§6 god mode: a stored admin flag (set by /gma2019 after the server grants it) that
 * bypasses maintenance and suppresses the blocking popups.
 */
export const GOD_MODE_KEY = 'portal.godMode';

export function isGodMode(): boolean {
  try {
    const value = window.localStorage.getItem(GOD_MODE_KEY);
    return value !== null && value !== '' && value !== '0' && value !== 'false';
  } catch {
    return false;
  }
}

export function setGodMode(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(GOD_MODE_KEY, '1');
    else window.localStorage.removeItem(GOD_MODE_KEY);
  } catch {
    // Without storage there is no god mode.
  }
}

import { showNotice } from './error-popup-store';

/** Notice 515 shows a server-supplied text (SPEC §8 'server message'). */
const SERVER_MESSAGE_NOTICE = 515;

/**
 * docs/agreements.md 'Answers with brand messages': a success whose `aviso` comes with a brand
 * `mensaje` shows that text instead of the catalogue body. The shared popup shows `mensaje` only
 * for server-message codes, so the call is made with `quietAviso` and the notice raised here.
 */
export function showBrandNotice(result: { aviso?: number | string; mensaje?: string }): void {
  if (result.mensaje) showNotice(SERVER_MESSAGE_NOTICE, result.mensaje);
  else if (result.aviso !== undefined) showNotice(result.aviso);
}

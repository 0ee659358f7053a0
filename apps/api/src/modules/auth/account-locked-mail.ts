import type { Lang } from './auth-messages';

/**
 * The mail that tells an account's owner it was locked after too many failed passwords (issue #12
 * item 4, OWASP: notify the user). No link: the owner goes to the portal as usual and may reset the
 * password from its sign-in page.
 */
export function accountLockedMail(input: { lang: Lang; until: Date; failures: number }) {
  const time = new Intl.DateTimeFormat(input.lang === 'ca' ? 'ca-ES' : 'es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(input.until);
  if (input.lang === 'ca') {
    return {
      subject: 'El teu compte s’ha bloquejat temporalment',
      text: [
        'Hola:',
        '',
        `Hi ha hagut ${input.failures} intents d’accés fallits al teu compte en l’última hora, i l’hem bloquejat fins al ${time}.`,
        'Si no has estat tu, algú intenta endevinar la contrasenya: quan es desbloquegi, canvia-la des de «He oblidat la contrasenya».',
      ].join('\n'),
    };
  }
  return {
    subject: 'Tu cuenta se ha bloqueado temporalmente',
    text: [
      'Hola:',
      '',
      `Ha habido ${input.failures} intentos de acceso fallidos a tu cuenta en la última hora y la hemos bloqueado hasta el ${time}.`,
      'Si no has sido tú, alguien intenta adivinar tu contraseña: cuando se desbloquee, cámbiala desde «He olvidado mi contraseña».',
    ].join('\n'),
  };
}

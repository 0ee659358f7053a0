import type { Lang } from './auth-messages';

/**
 * The mail that tells an account's owner that too many passwords failed on it (OWASP: notify the
 * user; ADR 0035). The account is not locked for its owner: the sources that failed are, until
 * `until`. No link: the owner goes to the portal as usual and may reset the password there.
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
        `Hi ha hagut ${input.failures} intents d’accés fallits al teu compte en l’última hora. Fins al ${time} hem bloquejat l’accés des dels llocs on han fallat.`,
        'Tu pots continuar entrant des dels teus dispositius habituals amb la teva contrasenya.',
        'Si no has estat tu, algú intenta endevinar la contrasenya: canvia-la des de «He oblidat la contrasenya».',
      ].join('\n'),
    };
  }
  return {
    subject: 'Tu cuenta se ha bloqueado temporalmente',
    text: [
      'Hola:',
      '',
      `Ha habido ${input.failures} intentos de acceso fallidos a tu cuenta en la última hora. Hasta el ${time} hemos bloqueado el acceso desde los lugares en los que han fallado.`,
      'Tú puedes seguir entrando desde tus dispositivos habituales con tu contraseña.',
      'Si no has sido tú, alguien intenta adivinar tu contraseña: cámbiala desde «He olvidado mi contraseña».',
    ].join('\n'),
  };
}

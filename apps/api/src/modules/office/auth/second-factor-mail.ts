import type { Lang } from '../../auth/auth-messages';

/**
 * The mail to an office member at the first lock of their second factor (ADR 0035): the password
 * was right, the codes were not, so someone else may know the password. No link: the member
 * changes it from the console's sign-in page.
 */
export function secondFactorLockedMail(input: { lang: Lang; ip: string }) {
  if (input.lang === 'ca') {
    return {
      subject: 'Codis de verificació incorrectes al teu compte de gestió',
      text: [
        'Hola:',
        '',
        `Algú ha escrit la contrasenya correcta del teu compte de gestió i després diversos codis de verificació incorrectes (des de l’adreça ${input.ip}). Hem frenat els intents des d’aquesta adreça.`,
        'Tu pots continuar entrant amb la teva aplicació d’autenticació o un codi de recuperació.',
        'Si no has estat tu, algú coneix la teva contrasenya: canvia-la ara des de «He oblidat la contrasenya» a l’accés de gestió.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Códigos de verificación incorrectos en tu cuenta de gestión',
    text: [
      'Hola:',
      '',
      `Alguien ha escrito la contraseña correcta de tu cuenta de gestión y después varios códigos de verificación incorrectos (desde la dirección ${input.ip}). Hemos frenado los intentos desde esa dirección.`,
      'Tú puedes seguir entrando con tu aplicación de autenticación o un código de recuperación.',
      'Si no has sido tú, alguien conoce tu contraseña: cámbiala ahora desde «He olvidado la contraseña» en el acceso de gestión.',
    ].join('\n'),
  };
}

/**
 * The server-supplied messages of the sign-in answers: SPEC §7 "Login: statuses 107 and 3 (and
 * 90 after login) show the server-supplied message". Other codes carry one too, for clients that
 * show it; the web still titles the popup from its catalogue.
 */
export type Lang = 'es' | 'ca';

const MESSAGES: Record<number, Record<Lang, string>> = {
  3: {
    es: 'Usuario o contraseña incorrectos. Si no recuerdas tu contraseña, puedes restablecerla.',
    ca: 'Usuari o contrasenya incorrectes. Si no recordes la contrasenya, la pots restablir.',
  },
  9: {
    es: 'La empresa todavía no está validada o está bloqueada. Contacta con la universidad.',
    ca: "L'empresa encara no està validada o està bloquejada. Contacta amb la universitat.",
  },
  32: {
    es: 'Este usuario está dado de baja.',
    ca: 'Aquest usuari està donat de baixa.',
  },
  79: {
    es: 'Este usuario no tiene acceso al portal.',
    ca: 'Aquest usuari no té accés al portal.',
  },
  90: {
    es: 'Tu usuario está bloqueado. Contacta con la universidad.',
    ca: 'El teu usuari està bloquejat. Contacta amb la universitat.',
  },
  95: {
    es: 'Como titulado de la universidad, debes acceder a través de su inicio de sesión único.',
    ca: "Com a titulat de la universitat, has d'accedir a través del seu inici de sessió únic.",
  },
};

export function statusMessage(code: number, lang: Lang): string | undefined {
  return MESSAGES[code]?.[lang];
}

/** SPEC §8 code 90 after too many failed sign-ins: when the user may try again. */
export function lockedMessage(until: Date, lang: Lang): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  const time = new Intl.DateTimeFormat(lang === 'ca' ? 'ca-ES' : 'es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  }).format(until);
  // The growing delays of issue #12 item 4 start at 30 seconds: '1 minuto', not '1 minutos'.
  const one = minutes === 1;
  return lang === 'ca'
    ? `Massa intents fallits. Torna-ho a provar d'aquí a ${minutes} ${one ? 'minut' : 'minuts'} (a partir de les ${time}).`
    : `Demasiados intentos fallidos. Vuelve a intentarlo dentro de ${minutes} ${one ? 'minuto' : 'minutos'} (a partir de las ${time}).`;
}

/** The language of an anonymous request: `Accept-Language` first, else the brand's default. */
export function requestLang(acceptLanguage: string | undefined, brandDefault?: string): Lang {
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase();
  if (first?.startsWith('ca')) return 'ca';
  if (first?.startsWith('es')) return 'es';
  return brandDefault === 'ca' ? 'ca' : 'es';
}

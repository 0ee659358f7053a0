import type { PasswordTokenPurpose } from '../../db/tables/people';
import { escapeHtml } from '../../platform/escape-html';

/**
 * Texts of the password-link mails, in the recipient's language (SPEC §1: es and ca). The link is
 * the only variable part besides the brand's name; nothing personal beyond the first name.
 */
type Lang = 'es' | 'ca';

interface MailTexts {
  subject: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
}

const TEXTS: Record<PasswordTokenPurpose, Record<Lang, MailTexts>> = {
  reset: {
    es: {
      subject: 'Restablece tu contraseña',
      intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
      action: 'Para elegir una contraseña nueva, abre este enlace:',
      validity: 'El enlace caduca en una hora y solo se puede usar una vez.',
      ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
    },
    ca: {
      subject: 'Restableix la contrasenya',
      intro: 'Hem rebut una sol·licitud per restablir la contrasenya del teu compte.',
      action: 'Per triar una contrasenya nova, obre aquest enllaç:',
      validity: "L'enllaç caduca d'aquí a una hora i només es pot fer servir una vegada.",
      ignore: 'Si no ho has demanat tu, ignora aquest missatge: la contrasenya no canviarà.',
    },
  },
  set: {
    es: {
      subject: 'Establece tu contraseña',
      intro: 'Se ha creado una cuenta para ti en el portal.',
      action: 'Para elegir tu contraseña y empezar a usarla, abre este enlace:',
      validity: 'El enlace caduca en 7 días y solo se puede usar una vez.',
      ignore: 'Si no esperabas este mensaje, puedes ignorarlo.',
    },
    ca: {
      subject: 'Estableix la contrasenya',
      intro: "S'ha creat un compte per a tu al portal.",
      action: 'Per triar la contrasenya i començar a fer-lo servir, obre aquest enllaç:',
      validity: "L'enllaç caduca d'aquí a 7 dies i només es pot fer servir una vegada.",
      ignore: 'Si no esperaves aquest missatge, el pots ignorar.',
    },
  },
};

export function passwordLinkMail(input: {
  purpose: PasswordTokenPurpose;
  lang: Lang;
  brandName: string;
  nombre: string;
  url: string;
}) {
  const t = TEXTS[input.purpose][input.lang];
  // 'Hola' is the same word in Spanish and Catalan.
  const greeting = `Hola, ${input.nombre}:`;
  const subject = `${t.subject} · ${input.brandName}`;
  const text = [greeting, '', t.intro, t.action, '', input.url, '', t.validity, t.ignore, '', input.brandName].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)} ${escapeHtml(t.action)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>`,
    `<p>${escapeHtml(t.validity)} ${escapeHtml(t.ignore)}</p>`,
    `<p>${escapeHtml(input.brandName)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

import { escapeHtml } from '../../platform/escape-html';

/**
 * Texts of the login-change mails (ADR 0033), in the recipient's language (SPEC §1: es and ca):
 * the confirmation link to the new address, and the notices to the old one when the change is
 * asked and when it is done. Nothing personal beyond the first name and the two addresses.
 */
type Lang = 'es' | 'ca';
export type EmailChangeMailKind = 'confirm' | 'requested' | 'done';

const TEXTS: Record<EmailChangeMailKind, Record<Lang, { subject: string; lines: string[] }>> = {
  confirm: {
    es: {
      subject: 'Confirma tu nueva dirección de acceso',
      lines: [
        'La oficina de prácticas ha registrado {new} como tu nueva dirección de correo para entrar en el portal.',
        'Para que sea tu acceso, abre este enlace desde esta dirección:',
        '{url}',
        'El enlace caduca en 7 días y solo se puede usar una vez. Hasta entonces sigues entrando con {old}.',
        'Si no lo esperabas, ignora este mensaje: tu acceso no cambiará.',
      ],
    },
    ca: {
      subject: "Confirma la teva nova adreça d'accés",
      lines: [
        "L'oficina de pràctiques ha registrat {new} com a la teva nova adreça de correu per entrar al portal.",
        "Perquè sigui el teu accés, obre aquest enllaç des d'aquesta adreça:",
        '{url}',
        "L'enllaç caduca d'aquí a 7 dies i només es pot fer servir una vegada. Fins aleshores continues entrant amb {old}.",
        'Si no ho esperaves, ignora aquest missatge: el teu accés no canviarà.',
      ],
    },
  },
  requested: {
    es: {
      subject: 'Se ha pedido cambiar tu dirección de acceso',
      lines: [
        'La oficina de prácticas ha registrado {new} como tu nueva dirección de correo para entrar en el portal.',
        'Tu acceso no cambia hasta que se confirme desde esa dirección; sigues entrando con {old}.',
        'Si no reconoces esa dirección, ponte en contacto con la oficina de prácticas.',
      ],
    },
    ca: {
      subject: "S'ha demanat canviar la teva adreça d'accés",
      lines: [
        "L'oficina de pràctiques ha registrat {new} com a la teva nova adreça de correu per entrar al portal.",
        "El teu accés no canvia fins que es confirmi des d'aquesta adreça; continues entrant amb {old}.",
        "Si no reconeixes aquesta adreça, posa't en contacte amb l'oficina de pràctiques.",
      ],
    },
  },
  done: {
    es: {
      subject: 'Tu dirección de acceso ha cambiado',
      lines: [
        'Desde ahora entras en el portal con {new}; {old} ya no sirve para entrar.',
        'Si no has sido tú, ponte en contacto con la oficina de prácticas.',
      ],
    },
    ca: {
      subject: "La teva adreça d'accés ha canviat",
      lines: [
        "A partir d'ara entres al portal amb {new}; {old} ja no serveix per entrar.",
        "Si no has estat tu, posa't en contacte amb l'oficina de pràctiques.",
      ],
    },
  },
};

export function emailChangeMail(input: {
  kind: EmailChangeMailKind;
  lang: Lang;
  brandName: string;
  nombre: string;
  oldEmail: string;
  newEmail: string;
  url?: string;
}) {
  const t = TEXTS[input.kind][input.lang];
  const fill = (line: string) =>
    line
      .replaceAll('{new}', input.newEmail)
      .replaceAll('{old}', input.oldEmail)
      .replaceAll('{url}', input.url ?? '');
  // 'Hola' is the same word in Spanish and Catalan.
  const greeting = `Hola, ${input.nombre}:`;
  const lines = t.lines.map(fill);
  const text = [greeting, '', ...lines, '', input.brandName].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...t.lines.map((line) =>
      line === '{url}'
        ? `<p><a href="${escapeHtml(fill(line))}">${escapeHtml(fill(line))}</a></p>`
        : `<p>${escapeHtml(fill(line))}</p>`,
    ),
    `<p>${escapeHtml(input.brandName)}</p>`,
  ].join('\n');
  return { subject: `${t.subject} · ${input.brandName}`, text, html };
}

import type { TRequestKind } from '@portal/contracts/office/requests.schemas';
import { escapeHtml } from '../../../platform/escape-html';

/**
 * What a requester is told when the office decides on a request (issue #14 '5. Requests'): the
 * in-portal notification and the e-mail, in the recipient's language. An accepted deregistration
 * is the confirmation the brand's message promises (mensajeBaja); it has no notification, since
 * the account no longer exists.
 */
type Lang = 'es' | 'ca';
export type RequestDecision = 'accept' | 'reject';

const WHAT: Record<Lang, Record<TRequestKind, string>> = {
  es: {
    practicas: 'tu solicitud de prácticas',
    cambio: 'tu solicitud de cambio en las prácticas',
    educacion: 'la solicitud de prácticas de educación',
    baja: 'tu solicitud de baja',
  },
  ca: {
    practicas: 'la teva sol·licitud de pràctiques',
    cambio: 'la teva sol·licitud de canvi en les pràctiques',
    educacion: 'la sol·licitud de pràctiques d’educació',
    baja: 'la teva sol·licitud de baixa',
  },
};

const TEXTS: Record<
  Lang,
  {
    subject: Record<RequestDecision, (brand: string) => string>;
    body: Record<RequestDecision, (what: string, title: string | null, reason: string | null) => string>;
    deregistered: { subject: (brand: string) => string; body: string };
  }
> = {
  es: {
    subject: {
      accept: (brand) => `${brand}: solicitud aceptada`,
      reject: (brand) => `${brand}: solicitud rechazada`,
    },
    body: {
      accept: (what, title, reason) =>
        `La oficina de prácticas ha aceptado ${what}${title ? ` («${title}»)` : ''}.${reason ? `\nComentario: ${reason}` : ''}`,
      reject: (what, title, reason) =>
        `La oficina de prácticas ha rechazado ${what}${title ? ` («${title}»)` : ''}.\nMotivo: ${reason ?? ''}\nSi tienes dudas, ponte en contacto con la oficina.`,
    },
    deregistered: {
      subject: (brand) => `${brand}: confirmación de baja`,
      body: 'La oficina de prácticas ha tramitado tu solicitud de baja. Hemos suprimido tu cuenta, tu currículum, tus documentos y tus datos de contacto. Conservamos, sin datos que te identifiquen salvo los que exige la normativa académica, los expedientes de prácticas y convenios. Ya no podrás iniciar sesión con esta cuenta.',
    },
  },
  ca: {
    subject: {
      accept: (brand) => `${brand}: sol·licitud acceptada`,
      reject: (brand) => `${brand}: sol·licitud rebutjada`,
    },
    body: {
      accept: (what, title, reason) =>
        `L'oficina de pràctiques ha acceptat ${what}${title ? ` («${title}»)` : ''}.${reason ? `\nComentari: ${reason}` : ''}`,
      reject: (what, title, reason) =>
        `L'oficina de pràctiques ha rebutjat ${what}${title ? ` («${title}»)` : ''}.\nMotiu: ${reason ?? ''}\nSi tens dubtes, posa't en contacte amb l'oficina.`,
    },
    deregistered: {
      subject: (brand) => `${brand}: confirmació de baixa`,
      body: "L'oficina de pràctiques ha tramitat la teva sol·licitud de baixa. Hem suprimit el teu compte, el teu currículum, els teus documents i les teves dades de contacte. Conservem, sense dades que t'identifiquin llevat de les que exigeix la normativa acadèmica, els expedients de pràctiques i convenis. Ja no podràs iniciar la sessió amb aquest compte.",
    },
  },
};

export function decisionMail(
  kind: TRequestKind,
  decision: RequestDecision,
  lang: Lang,
  brandName: string,
  title: string | null,
  reason: string | null,
  portalUrl: string,
) {
  const t = TEXTS[lang];
  if (kind === 'baja' && decision === 'accept') {
    return { subject: t.deregistered.subject(brandName), text: t.deregistered.body };
  }
  const text = `${t.body[decision](WHAT[lang][kind], title, reason)}\n\n${portalUrl}`;
  return { subject: t.subject[decision](brandName), text };
}

export function decisionNotification(
  kind: TRequestKind,
  decision: RequestDecision,
  lang: Lang,
  brandName: string,
  title: string | null,
  reason: string | null,
) {
  const t = TEXTS[lang];
  const texto = t.body[decision](
    WHAT[lang][kind],
    title === null ? null : escapeHtml(title),
    reason === null ? null : escapeHtml(reason),
  )
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('');
  return { titulo: t.subject[decision](brandName), texto };
}

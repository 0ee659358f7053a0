import { escapeHtml } from '../../proposals/labels';

/**
 * What a company is told when the office decides on it (issue #14 '2. Companies'): the in-portal
 * notification and the e-mail, in the recipient's language. Validation and rejection reach the
 * company; a block is told too, so that its contacts know why they cannot sign in.
 */
type Lang = 'es' | 'ca';
export type CompanyDecision = 'validate' | 'reject' | 'block' | 'unblock';

interface Texts {
  subject: (brand: string) => string;
  body: (company: string, reason: string | null) => string;
}

const TEXTS: Record<Lang, Record<CompanyDecision, Texts>> = {
  es: {
    validate: {
      subject: (brand) => `${brand}: tu empresa ha sido validada`,
      body: (company) => `La oficina de prácticas ha validado ${company}. Ya puedes iniciar sesión y publicar ofertas.`,
    },
    reject: {
      subject: (brand) => `${brand}: tu empresa no ha sido validada`,
      body: (company, reason) =>
        `La oficina de prácticas no ha validado ${company}.\nMotivo: ${reason ?? ''}\nCorrige los datos indicados y vuelve a pedir la validación respondiendo a la oficina o registrándote de nuevo.`,
    },
    block: {
      subject: (brand) => `${brand}: el acceso de tu empresa está bloqueado`,
      body: (company) =>
        `La oficina de prácticas ha bloqueado el acceso de ${company} al portal. Si crees que es un error, ponte en contacto con la oficina.`,
    },
    unblock: {
      subject: (brand) => `${brand}: el acceso de tu empresa vuelve a estar activo`,
      body: (company) => `La oficina de prácticas ha desbloqueado el acceso de ${company} al portal.`,
    },
  },
  ca: {
    validate: {
      subject: (brand) => `${brand}: la teva empresa ha estat validada`,
      body: (company) => `L'oficina de pràctiques ha validat ${company}. Ja pots iniciar la sessió i publicar ofertes.`,
    },
    reject: {
      subject: (brand) => `${brand}: la teva empresa no ha estat validada`,
      body: (company, reason) =>
        `L'oficina de pràctiques no ha validat ${company}.\nMotiu: ${reason ?? ''}\nCorregeix les dades indicades i torna a demanar la validació responent a l'oficina o registrant-te de nou.`,
    },
    block: {
      subject: (brand) => `${brand}: l'accés de la teva empresa està bloquejat`,
      body: (company) =>
        `L'oficina de pràctiques ha bloquejat l'accés de ${company} al portal. Si creus que és un error, posa't en contacte amb l'oficina.`,
    },
    unblock: {
      subject: (brand) => `${brand}: l'accés de la teva empresa torna a estar actiu`,
      body: (company) => `L'oficina de pràctiques ha desbloquejat l'accés de ${company} al portal.`,
    },
  },
};

export function decisionMail(
  decision: CompanyDecision,
  lang: Lang,
  brandName: string,
  company: string,
  reason: string | null,
  loginUrl: string,
) {
  const t = TEXTS[lang][decision];
  const text = `${t.body(company, reason)}\n\n${loginUrl}`;
  return { subject: t.subject(brandName), text };
}

export function decisionNotification(
  decision: CompanyDecision,
  lang: Lang,
  brandName: string,
  company: string,
  reason: string | null,
) {
  const t = TEXTS[lang][decision];
  const texto = t
    .body(escapeHtml(company), reason === null ? null : escapeHtml(reason))
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('');
  return { titulo: t.subject(brandName), texto };
}

import { paragraphs, renderMail, type MailTemplates } from '../../../platform/mail-templates';

/**
 * What a company is told of every change the office makes to one of its agreements (issue #14
 * '4. Agreements': 'The company is notified of every change'): the in-portal notification and the
 * e-mail, in the recipient's language, from the brand's mail templates (ADR 0013; keys
 * 'agreement.<change>'). The Erróneo reason is the office's own text (its Catalan text when one
 * was written); dates read as the recipient's language writes them.
 */
type Lang = 'es' | 'ca';
export type AgreementChange = 'enviaSecretaria' | 'marcaErroneo' | 'formaliza' | 'caducidad' | 'firmante';

const LINK: Record<Lang, string> = { es: 'Ver mis convenios', ca: 'Veure els meus convenis' };
const DATED: ReadonlySet<AgreementChange> = new Set(['formaliza', 'caducidad']);

function detailText(change: AgreementChange, lang: Lang, detail: string | null): string {
  if (detail === null || !DATED.has(change)) return detail ?? '';
  const locale = lang === 'ca' ? 'ca-ES' : 'es-ES';
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${detail.slice(0, 10)}T00:00:00Z`),
  );
}

export interface AgreementTexts {
  templates: MailTemplates;
  brandKey: string;
  change: AgreementChange;
  lang: Lang;
  code: string;
  detail: string | null;
}

function render(t: AgreementTexts) {
  const values = { code: t.code, detail: detailText(t.change, t.lang, t.detail) };
  return renderMail(t.templates, t.brandKey, `agreement.${t.change}`, t.lang, values);
}

export function agreementMail(t: AgreementTexts, url: string) {
  const text = render(t);
  return { subject: text.subject, text: `${text.body}\n\n${LINK[t.lang]}: ${url}` };
}

export function agreementNotification(t: AgreementTexts) {
  const text = render(t);
  return { titulo: text.subject, texto: paragraphs(text.body) };
}

/** The company's agreements page in the recipient's language (routes 'upload-signed-agreement'). */
export function agreementsPath(lang: Lang): string {
  return lang === 'ca' ? '/pujar-conveni-signat' : '/subir-convenio-firmado';
}

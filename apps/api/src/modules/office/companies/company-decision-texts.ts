import type { MailLang } from '../../../platform/mail-template-defaults';
import { paragraphs, renderMail, type MailTemplates } from '../../../platform/mail-templates';

/**
 * What a company is told when the office decides on it (issue #14 '2. Companies'): the in-portal
 * notification and the e-mail, in the recipient's language, from the brand's mail templates
 * (ADR 0013: keys company.validate, company.reject, company.block, company.unblock).
 */
export type CompanyDecision = 'validate' | 'reject' | 'block' | 'unblock';

export interface DecisionTextInput {
  templates: MailTemplates;
  brandKey: string;
  brandName: string;
  company: string;
  reason: string | null;
}

function render(decision: CompanyDecision, lang: MailLang, input: DecisionTextInput) {
  return renderMail(input.templates, input.brandKey, `company.${decision}`, lang, {
    brand: input.brandName,
    company: input.company,
    reason: input.reason ?? '',
  });
}

export function decisionMail(decision: CompanyDecision, lang: MailLang, input: DecisionTextInput, loginUrl: string) {
  const t = render(decision, lang, input);
  return { subject: t.subject, text: `${t.body}\n\n${loginUrl}` };
}

export function decisionNotification(decision: CompanyDecision, lang: MailLang, input: DecisionTextInput) {
  const t = render(decision, lang, input);
  return { titulo: t.subject, texto: paragraphs(t.body) };
}

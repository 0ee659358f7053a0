import { escapeHtml } from '../../proposals/labels';

/**
 * What a company is told of every change the office makes to one of its agreements (issue #14
 * '4. Agreements': 'The company is notified of every change'): the in-portal notification and the
 * e-mail, in the recipient's language. The Erróneo reason is the office's own text (its Catalan
 * text when one was written).
 */
type Lang = 'es' | 'ca';
export type AgreementChange = 'enviaSecretaria' | 'marcaErroneo' | 'formaliza' | 'caducidad' | 'firmante';

interface Texts {
  subject: (code: string) => string;
  body: (code: string, detail: string | null) => string;
}

const TEXTS: Record<Lang, Record<AgreementChange, Texts> & { link: string }> = {
  es: {
    enviaSecretaria: {
      subject: (code) => `Convenio ${code}: enviado a Secretaría`,
      body: (code) =>
        `La oficina de prácticas ha revisado el convenio ${code} que firmasteis y lo ha enviado a Secretaría para su firma.`,
    },
    marcaErroneo: {
      subject: (code) => `Convenio ${code}: hay un error que corregir`,
      body: (code, reason) =>
        `La oficina de prácticas ha marcado el convenio ${code} como erróneo.\nMotivo: ${reason ?? ''}\nCorrígelo, fírmalo de nuevo y vuelve a subirlo en el portal.`,
    },
    formaliza: {
      subject: (code) => `Convenio ${code}: formalizado`,
      body: (code, until) =>
        `La universidad ha firmado el convenio ${code}: ya está en vigor${until ? ` hasta el ${until}` : ''}.`,
    },
    caducidad: {
      subject: (code) => `Convenio ${code}: nueva fecha de fin de vigencia`,
      body: (code, until) =>
        `La oficina de prácticas ha fijado el fin de vigencia del convenio ${code} en el ${until}.`,
    },
    firmante: {
      subject: (code) => `Convenio ${code}: firma registrada`,
      body: (code, who) => `La oficina de prácticas ha registrado la firma de ${who} en el convenio ${code}.`,
    },
    link: 'Ver mis convenios',
  },
  ca: {
    enviaSecretaria: {
      subject: (code) => `Conveni ${code}: enviat a Secretaria`,
      body: (code) =>
        `L'oficina de pràctiques ha revisat el conveni ${code} que vau signar i l'ha enviat a Secretaria perquè el signi.`,
    },
    marcaErroneo: {
      subject: (code) => `Conveni ${code}: hi ha un error per corregir`,
      body: (code, reason) =>
        `L'oficina de pràctiques ha marcat el conveni ${code} com a erroni.\nMotiu: ${reason ?? ''}\nCorregeix-lo, signa'l de nou i torna'l a pujar al portal.`,
    },
    formaliza: {
      subject: (code) => `Conveni ${code}: formalitzat`,
      body: (code, until) =>
        `La universitat ha signat el conveni ${code}: ja és en vigor${until ? ` fins al ${until}` : ''}.`,
    },
    caducidad: {
      subject: (code) => `Conveni ${code}: nova data de fi de vigència`,
      body: (code, until) => `L'oficina de pràctiques ha fixat la fi de vigència del conveni ${code} el ${until}.`,
    },
    firmante: {
      subject: (code) => `Conveni ${code}: signatura registrada`,
      body: (code, who) => `L'oficina de pràctiques ha registrat la signatura de ${who} al conveni ${code}.`,
    },
    link: 'Veure els meus convenis',
  },
};

export function agreementMail(change: AgreementChange, lang: Lang, code: string, detail: string | null, url: string) {
  const t = TEXTS[lang];
  return { subject: t[change].subject(code), text: `${t[change].body(code, detail)}\n\n${t.link}: ${url}` };
}

export function agreementNotification(change: AgreementChange, lang: Lang, code: string, detail: string | null) {
  const t = TEXTS[lang][change];
  const texto = t
    .body(escapeHtml(code), detail === null ? null : escapeHtml(detail))
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('');
  return { titulo: t.subject(code), texto };
}

/** The company's agreements page in the recipient's language (routes 'upload-signed-agreement'). */
export function agreementsPath(lang: Lang): string {
  return lang === 'ca' ? '/pujar-conveni-signat' : '/subir-convenio-firmado';
}

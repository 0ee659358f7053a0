import { AGREEMENT_VALIDITY_YEARS } from '@portal/contracts/agreements/agreement-states';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Selectable } from 'kysely';
import type { AgreementRow } from '../../db/tables/agreements';
import { ddmmyyyy } from '../proposals/labels';

/**
 * The PDF of an agreement in 'Generado' that the company downloads, signs and uploads (SPEC §4),
 * generated with pdf-lib from the agreement's data in the brand's language. The clauses are a
 * placeholder until each university supplies its text (docs/agreements.md). The validity clause
 * names the agreement's own end date (fecha_caducidad: four years from the request unless the
 * office set another, SPEC §4), and every date is written dd/mm/yyyy as SPEC §3 writes dates.
 */

export interface AgreementPdfInput {
  agreement: Selectable<AgreementRow>;
  company: {
    nombre: string;
    nombre_comercial: string | null;
    cif: string;
    direccion: string | null;
    cp: string | null;
    localidad: string | null;
    provincia: string | null;
  };
  university: string;
  lang: 'es' | 'ca';
}

// Without a stored end date (never the case for a request made in the portal) the default term.
const YEARS_ES = { 4: 'cuatro' }[AGREEMENT_VALIDITY_YEARS] ?? String(AGREEMENT_VALIDITY_YEARS);
const YEARS_CA = { 4: 'quatre' }[AGREEMENT_VALIDITY_YEARS] ?? String(AGREEMENT_VALIDITY_YEARS);

const TEXTS = {
  es: {
    title: 'CONVENIO DE COOPERACIÓN EDUCATIVA',
    subtitle: 'para la realización de prácticas académicas externas',
    ref: 'Referencia',
    date: 'Fecha de solicitud',
    met: 'REUNIDOS',
    party1: (u: string) => `De una parte, ${u}, en adelante la universidad.`,
    party2: (s: string, dni: string, cargo: string, c: string, cif: string, addr: string) =>
      `De otra parte, ${s}, con documento de identidad ${dni}, en calidad de ${cargo} de ${c}, con CIF ${cif} y domicilio en ${addr}, en adelante la entidad colaboradora.`,
    deed: (d: string, n: string, l: string) =>
      `Actúa con poderes otorgados en escritura de fecha ${d} ante el notario ${n}, de ${l}.`,
    clausesTitle: 'CLÁUSULAS',
    validity: (until: string | null) =>
      until
        ? `TERCERA. Vigencia. El convenio entra en vigor en la fecha de su formalización y estará vigente hasta el ${until}.`
        : `TERCERA. Vigencia. El convenio entra en vigor en la fecha de su formalización y tendrá una vigencia de ${YEARS_ES} años.`,
    clauses: [
      'PRIMERA. Objeto. El presente convenio regula la colaboración entre las partes para la realización de prácticas académicas externas del estudiantado de la universidad en la entidad colaboradora.',
      'SEGUNDA. Condiciones. Las condiciones de cada práctica (proyecto formativo, fechas, horario, tutores y, en su caso, ayuda al estudio) se recogerán en el anexo correspondiente.',
      '[Texto de las cláusulas pendiente de aprobación por la universidad.]',
    ],
    sign: 'Y en prueba de conformidad, las partes firman el presente convenio.',
    forUniversity: 'Por la universidad',
    forCompany: 'Por la entidad colaboradora',
    notGiven: 'sin indicar',
  },
  ca: {
    title: 'CONVENI DE COOPERACIÓ EDUCATIVA',
    subtitle: 'per a la realització de pràctiques acadèmiques externes',
    ref: 'Referència',
    date: 'Data de sol·licitud',
    met: 'REUNITS',
    party1: (u: string) => `D'una part, ${u}, d'ara endavant la universitat.`,
    party2: (s: string, dni: string, cargo: string, c: string, cif: string, addr: string) =>
      `D'altra part, ${s}, amb document d'identitat ${dni}, en qualitat de ${cargo} de ${c}, amb CIF ${cif} i domicili a ${addr}, d'ara endavant l'entitat col·laboradora.`,
    deed: (d: string, n: string, l: string) =>
      `Actua amb poders atorgats en escriptura de data ${d} davant el notari ${n}, de ${l}.`,
    clausesTitle: 'CLÀUSULES',
    validity: (until: string | null) =>
      until
        ? `TERCERA. Vigència. El conveni entra en vigor en la data de la seva formalització i serà vigent fins al ${until}.`
        : `TERCERA. Vigència. El conveni entra en vigor en la data de la seva formalització i tindrà una vigència de ${YEARS_CA} anys.`,
    clauses: [
      "PRIMERA. Objecte. Aquest conveni regula la col·laboració entre les parts per a la realització de pràctiques acadèmiques externes de l'estudiantat de la universitat a l'entitat col·laboradora.",
      "SEGONA. Condicions. Les condicions de cada pràctica (projecte formatiu, dates, horari, tutors i, si escau, ajuda a l'estudi) es recolliran en l'annex corresponent.",
      '[Text de les clàusules pendent d’aprovació per la universitat.]',
    ],
    sign: 'I en prova de conformitat, les parts signen aquest conveni.',
    forUniversity: 'Per la universitat',
    forCompany: "Per l'entitat col·laboradora",
    notGiven: 'sense indicar',
  },
} as const;

// Characters outside WinAnsi (the encoding of the standard fonts) would make pdf-lib throw.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch)) return ch;
      return /\s/.test(ch) ? ' ' : '?';
    })
    .join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const MARGIN = 56;
const PAGE: [number, number] = [595.28, 841.89];

export async function agreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  const t = TEXTS[input.lang];
  const { agreement: a, company: c } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${t.title} ${a.codigo}`));
  doc.setSubject(printable(c.nombre));
  doc.setCreator('Placement portal');
  doc.setLanguage(input.lang);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;

  const write = (text: string, opts: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10.5;
    for (const line of wrap(text, font, size, width)) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  const orNot = (v: string | null | undefined) => (v && v.trim() ? v : t.notGiven);
  const address = [c.direccion, [c.cp, c.localidad].filter(Boolean).join(' '), c.provincia].filter(Boolean).join(', ');

  write(t.title, { font: bold, size: 15, gap: 2 });
  write(t.subtitle, { size: 11, gap: 14 });
  write(`${t.ref}: ${a.codigo}    ${t.date}: ${ddmmyyyy(a.fecha_solicitud)}`, { size: 9.5, gap: 14 });
  write(t.met, { font: bold, size: 11.5 });
  write(t.party1(input.university));
  write(
    t.party2(
      `${a.nombre} ${a.apellidos}`,
      a.dni,
      a.cargo,
      c.nombre_comercial ? `${c.nombre} (${c.nombre_comercial})` : c.nombre,
      c.cif,
      orNot(address),
    ),
  );
  write(t.deed(orNot(ddmmyyyy(a.fecha_escritura)), orNot(a.notario), orNot(a.localidad_notario)), { gap: 14 });
  write(t.clausesTitle, { font: bold, size: 11.5 });
  const [first, second, ...rest] = t.clauses;
  for (const clause of [first, second, t.validity(ddmmyyyy(a.fecha_caducidad)), ...rest]) write(clause);
  y -= 10;
  write(t.sign, { gap: 40 });
  if (y < MARGIN + 70) {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  }
  // Two signature columns: the university's and the company signer's.
  page.drawText(printable(t.forUniversity), { x: MARGIN, y, size: 10, font: bold });
  page.drawText(printable(t.forCompany), { x: MARGIN + width / 2, y, size: 10, font: bold });
  y -= 56;
  page.drawText(printable(input.university), { x: MARGIN, y, size: 9.5, font: regular });
  page.drawText(printable(`${a.nombre} ${a.apellidos}, ${a.cargo}`), {
    x: MARGIN + width / 2,
    y,
    size: 9.5,
    font: regular,
  });

  return Buffer.from(await doc.save());
}

import type { TBrand } from '@portal/contracts/brand';
import type { Db } from '../../../platform/db';
import { sendMail } from '../../../platform/mail';
import { paragraphs, renderMail } from '../../../platform/mail-templates';
import type { InternshipsDeps } from './internships.service';
import * as repo from './internships.repository';
import { insertNotification } from '../../notifications/notifications.repository';

/**
 * Issue #15 'Internships': the student and the company hear, in the portal and by e-mail, when
 * the office creates or changes an internship; inside the change's transaction. Links start with
 * the brand's configured address (platform/public-url.ts), never a request header.
 */
/** 'YYYY-MM-DD' as dd/mm/yyyy, the form dates take in every text of the portal. */
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export async function tellAboutInternship(
  trx: Db,
  deps: Pick<InternshipsDeps, 'config' | 'log' | 'mailTemplates'>,
  req: { brand: Pick<TBrand, 'key' | 'name'>; baseUrl: string },
  internshipId: number,
  kind: 'create' | 'change',
  fields: string[],
  only: { student?: boolean; company?: boolean } = { student: true, company: true },
) {
  const row = await repo.findInternship(trx, internshipId, req.brand.key);
  if (!row) return;
  const now = new Date().toISOString();
  const people: Array<{ id: number; email: string; lang: 'es' | 'ca'; role: 'student' | 'company'; active: boolean }> =
    [];
  if (only.student) {
    const s = await repo.studentAccount(trx, row.student_id);
    if (s)
      people.push({
        id: s.id,
        email: s.email,
        lang: s.preferred_language === 'ca' ? 'ca' : 'es',
        role: 'student',
        active: s.status === 'active',
      });
  }
  if (only.company) {
    for (const c of await repo.companyLogins(trx, row.company_id))
      people.push({
        id: c.id,
        email: c.email,
        lang: c.preferred_language === 'ca' ? 'ca' : 'es',
        role: 'company',
        active: true,
      });
  }
  const sent = new Set<string>();
  for (const p of people) {
    const path = p.role === 'student' ? '/mis-practicas' : '/practicas_asignadas';
    const text = renderMail(deps.mailTemplates, req.brand.key, `internship.${kind}`, p.lang, {
      brand: req.brand.name[p.lang],
      title: row.titulo,
      student: `${row.student_nombre} ${row.student_apellidos}`.trim(),
      company: row.nombre_comercial ?? row.company_name,
      start: ddmmyyyy(row.fecha_inicio),
      end: ddmmyyyy(row.fecha_fin),
      changes: fields.join(', '),
    });
    if (p.active) {
      await insertNotification(trx, {
        importante: true,
        userId: p.id,
        companyId: p.role === 'company' ? row.company_id : null,
        titulo: text.subject,
        texto: paragraphs(text.body),
        url: path,
        now,
      });
    }
    const to = p.email.toLowerCase();
    if (sent.has(to)) continue;
    sent.add(to);
    await sendMail(
      { db: trx, config: deps.config, log: deps.log },
      { to, subject: text.subject, text: `${text.body}\n\n${req.baseUrl.replace(/\/$/, '')}${path}` },
    );
  }
}

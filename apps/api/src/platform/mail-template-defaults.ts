/**
 * The default texts of every mail the office's decisions and jobs send (issue #14 '8. Mail and
 * notifications'), es and ca, by template key. `{name}` is a placeholder: a brand may override a
 * subject or a body in `brands/<key>/mail-templates.json` using only the placeholders its default
 * uses (ADR 0013). An area adds its templates by adding keys here; its code calls
 * `renderMail(templates, brandKey, key, lang, values)`.
 */
export interface MailText {
  subject: string;
  body: string;
}
export type MailLang = 'es' | 'ca';

const t = (es: MailText, ca: MailText): Record<MailLang, MailText> => ({ es, ca });

export const DEFAULT_MAIL_TEMPLATES = {
  // Company decisions (office/companies).
  'company.validate': t(
    {
      subject: '{brand}: tu empresa ha sido validada',
      body: 'La oficina de prácticas ha validado {company}. Ya puedes iniciar sesión y publicar ofertas.',
    },
    {
      subject: '{brand}: la teva empresa ha estat validada',
      body: "L'oficina de pràctiques ha validat {company}. Ja pots iniciar la sessió i publicar ofertes.",
    },
  ),
  'company.reject': t(
    {
      subject: '{brand}: tu empresa no ha sido validada',
      body: 'La oficina de prácticas no ha validado {company}.\nMotivo: {reason}\nCorrige los datos indicados y vuelve a pedir la validación registrándote de nuevo con el mismo CIF.',
    },
    {
      subject: '{brand}: la teva empresa no ha estat validada',
      body: "L'oficina de pràctiques no ha validat {company}.\nMotiu: {reason}\nCorregeix les dades indicades i torna a demanar la validació registrant-te de nou amb el mateix CIF.",
    },
  ),
  'company.block': t(
    {
      subject: '{brand}: el acceso de tu empresa está bloqueado',
      body: 'La oficina de prácticas ha bloqueado el acceso de {company} al portal. Si crees que es un error, ponte en contacto con la oficina.',
    },
    {
      subject: "{brand}: l'accés de la teva empresa està bloquejat",
      body: "L'oficina de pràctiques ha bloquejat l'accés de {company} al portal. Si creus que és un error, posa't en contacte amb l'oficina.",
    },
  ),
  'company.unblock': t(
    {
      subject: '{brand}: el acceso de tu empresa vuelve a estar activo',
      body: 'La oficina de prácticas ha desbloqueado el acceso de {company} al portal.',
    },
    {
      subject: "{brand}: l'accés de la teva empresa torna a estar actiu",
      body: "L'oficina de pràctiques ha desbloquejat l'accés de {company} al portal.",
    },
  ),
  // Offer decisions (office/offers): the subject is the notification's title.
  'offer.approve': t(
    { subject: 'Oferta publicada', body: 'La oficina ha validado tu oferta «{title}»: ya la ven los estudiantes.' },
    { subject: 'Oferta publicada', body: "L'oficina ha validat la teva oferta «{title}»: ja la veuen els estudiants." },
  ),
  'offer.reject': t(
    { subject: 'Oferta rechazada', body: 'La oficina ha rechazado tu oferta «{title}».' },
    { subject: 'Oferta rebutjada', body: "L'oficina ha rebutjat la teva oferta «{title}»." },
  ),
  'offer.return': t(
    {
      subject: 'Oferta devuelta para cambios',
      body: 'La oficina te devuelve la oferta «{title}» para que la cambies y la vuelvas a enviar.',
    },
    {
      subject: 'Oferta retornada per a canvis',
      body: "L'oficina et retorna l'oferta «{title}» perquè la canviïs i la tornis a enviar.",
    },
  ),
  'offer.close': t(
    { subject: 'Oferta cerrada', body: 'La oficina ha cerrado tu oferta «{title}».' },
    { subject: 'Oferta tancada', body: "L'oficina ha tancat la teva oferta «{title}»." },
  ),
  'offer.reopen': t(
    { subject: 'Oferta reabierta', body: 'La oficina ha reabierto tu oferta «{title}»: vuelve a estar publicada.' },
    { subject: 'Oferta reoberta', body: "L'oficina ha reobert la teva oferta «{title}»: torna a estar publicada." },
  ),
  'offer.edit': t(
    {
      subject: 'Oferta modificada por la oficina',
      body: 'La oficina ha modificado tu oferta «{title}». Campos cambiados: {fields}.',
    },
    {
      subject: "Oferta modificada per l'oficina",
      body: "L'oficina ha modificat la teva oferta «{title}». Camps canviats: {fields}.",
    },
  ),
  // Agreement changes made by the office (office/agreements); {detail} is the reason, the date or
  // the signer the change is about.
  'agreement.enviaSecretaria': t(
    {
      subject: 'Convenio {code}: enviado a Secretaría',
      body: 'La oficina de prácticas ha revisado el convenio {code} que firmasteis y lo ha enviado a Secretaría para su firma.',
    },
    {
      subject: 'Conveni {code}: enviat a Secretaria',
      body: "L'oficina de pràctiques ha revisat el conveni {code} que vau signar i l'ha enviat a Secretaria perquè el signi.",
    },
  ),
  'agreement.marcaErroneo': t(
    {
      subject: 'Convenio {code}: hay un error que corregir',
      body: 'La oficina de prácticas ha marcado el convenio {code} como erróneo.\nMotivo: {detail}\nCorrígelo, fírmalo de nuevo y vuelve a subirlo en el portal.',
    },
    {
      subject: 'Conveni {code}: hi ha un error per corregir',
      body: "L'oficina de pràctiques ha marcat el conveni {code} com a erroni.\nMotiu: {detail}\nCorregeix-lo, signa'l de nou i torna'l a pujar al portal.",
    },
  ),
  'agreement.formaliza': t(
    {
      subject: 'Convenio {code}: formalizado',
      body: 'La universidad ha firmado el convenio {code}: ya está en vigor hasta el {detail}.',
    },
    {
      subject: 'Conveni {code}: formalitzat',
      body: 'La universitat ha signat el conveni {code}: ja és en vigor fins al {detail}.',
    },
  ),
  'agreement.caducidad': t(
    {
      subject: 'Convenio {code}: nueva fecha de fin de vigencia',
      body: 'La oficina de prácticas ha fijado el fin de vigencia del convenio {code} en el {detail}.',
    },
    {
      subject: 'Conveni {code}: nova data de fi de vigència',
      body: "L'oficina de pràctiques ha fixat la fi de vigència del conveni {code} el {detail}.",
    },
  ),
  'agreement.firmante': t(
    {
      subject: 'Convenio {code}: firma registrada',
      body: 'La oficina de prácticas ha registrado la firma de {detail} en el convenio {code}.',
    },
    {
      subject: 'Conveni {code}: signatura registrada',
      body: "L'oficina de pràctiques ha registrat la signatura de {detail} al conveni {code}.",
    },
  ),
  // Scheduled jobs (office/jobs).
  'agreement.expired': t(
    {
      subject: '{brand}: el convenio {code} ha caducado',
      body: 'El convenio {code} de {company} llegó a su fecha de caducidad ({date}) y ha pasado a Caducado. Para seguir gestionando prácticas, solicita un convenio nuevo.',
    },
    {
      subject: '{brand}: el conveni {code} ha caducat',
      body: 'El conveni {code} de {company} va arribar a la data de caducitat ({date}) i ha passat a Caducat. Per continuar gestionant pràctiques, sol·licita un conveni nou.',
    },
  ),
  'agreement.reminder': t(
    {
      subject: '{brand}: el convenio {code} está pendiente',
      body: 'El convenio {code} de {company} lleva {days} días en el estado «{state}». Entra en el portal para firmarlo o corregirlo.',
    },
    {
      subject: '{brand}: el conveni {code} està pendent',
      body: "El conveni {code} de {company} fa {days} dies que és en l'estat «{state}». Entra al portal per signar-lo o corregir-lo.",
    },
  ),
  'office.queue_reminder': t(
    {
      subject: '{brand}: elementos esperando en la consola',
      body: 'Estos elementos llevan más de {days} días esperando una decisión de la oficina:\n{queues}',
    },
    {
      subject: '{brand}: elements esperant a la consola',
      body: "Aquests elements fa més de {days} dies que esperen una decisió de l'oficina:\n{queues}",
    },
  ),
  // The office's internships (office/internships, issue #15): to the student and the company.
  'internship.create': t(
    {
      subject: '{brand}: nuevas prácticas «{title}»',
      body: 'La oficina de prácticas ha registrado las prácticas «{title}» de {student} en {company}, del {start} al {end}. Puedes consultarlas en el portal.',
    },
    {
      subject: '{brand}: noves pràctiques «{title}»',
      body: "L'oficina de pràctiques ha registrat les pràctiques «{title}» de {student} a {company}, del {start} al {end}. Les pots consultar al portal.",
    },
  ),
  'internship.change': t(
    {
      subject: '{brand}: cambios en las prácticas «{title}»',
      body: 'La oficina de prácticas ha cambiado las prácticas «{title}» de {student} en {company}: {changes}. Puedes consultarlas en el portal.',
    },
    {
      subject: '{brand}: canvis en les pràctiques «{title}»',
      body: "L'oficina de pràctiques ha canviat les pràctiques «{title}» de {student} a {company}: {changes}. Les pots consultar al portal.",
    },
  ),
  // The daily job or an amendment of dates moved an internship (ADR 0031): to the student, the company and both tutors.
  'internship.state': t(
    {
      subject: '{brand}: prácticas «{title}»: {state}',
      body: 'Las prácticas «{title}» de {student} en {company}, del {start} al {end}, están ahora en estado «{state}». Puedes consultarlas en el portal.',
    },
    {
      subject: '{brand}: pràctiques «{title}»: {state}',
      body: 'Les pràctiques «{title}» de {student} a {company}, del {start} al {end}, estan ara en estat «{state}». Les pots consultar al portal.',
    },
  ),
  // Programme adhesion decisions (office/programmes, issue #15).
  'programme.adhesion_accept': t(
    {
      subject: '{brand}: adhesión al programa aceptada',
      body: 'La oficina de prácticas ha aceptado la adhesión al programa «{programme}».',
    },
    {
      subject: '{brand}: adhesió al programa acceptada',
      body: "L'oficina de pràctiques ha acceptat l'adhesió al programa «{programme}».",
    },
  ),
  'programme.adhesion_reject': t(
    {
      subject: '{brand}: adhesión al programa rechazada',
      body: 'La oficina de prácticas ha rechazado la adhesión al programa «{programme}».\nMotivo: {reason}\nSi tienes dudas, ponte en contacto con la oficina.',
    },
    {
      subject: '{brand}: adhesió al programa rebutjada',
      body: "L'oficina de pràctiques ha rebutjat l'adhesió al programa «{programme}».\nMotiu: {reason}\nSi tens dubtes, posa't en contacte amb l'oficina.",
    },
  ),
  // Students (office/students, issue #15): block and unblock of a student's access.
  'student.block': t(
    {
      subject: '{brand}: tu acceso al portal está bloqueado',
      body: 'La oficina de prácticas ha bloqueado tu acceso al portal. Si crees que es un error, ponte en contacto con la oficina.',
    },
    {
      subject: '{brand}: el teu accés al portal està bloquejat',
      body: "L'oficina de pràctiques ha bloquejat el teu accés al portal. Si creus que és un error, posa't en contacte amb l'oficina.",
    },
  ),
  'student.unblock': t(
    {
      subject: '{brand}: tu acceso al portal vuelve a estar activo',
      body: 'La oficina de prácticas ha desbloqueado tu acceso al portal. Ya puedes iniciar sesión: {url}',
    },
    {
      subject: '{brand}: el teu accés al portal torna a estar actiu',
      body: "L'oficina de pràctiques ha desbloquejat el teu accés al portal. Ja pots iniciar la sessió: {url}",
    },
  ),
  // The academic tutor's pages (office/tutoring, issue #15).
  'tutoring.plan_validated': t(
    {
      subject: '{brand}: plan formativo validado',
      body: 'El tutor académico {tutor} ha validado el plan formativo de la práctica «{title}» de {student} en {company}.',
    },
    {
      subject: '{brand}: pla formatiu validat',
      body: 'El tutor acadèmic {tutor} ha validat el pla formatiu de la pràctica «{title}» de {student} a {company}.',
    },
  ),
  'tutoring.plan_returned': t(
    {
      subject: '{brand}: plan formativo devuelto',
      body: 'El tutor académico {tutor} ha devuelto el plan formativo de la práctica «{title}» de {student} en {company}.\nComentario: {comment}\nRevisad las tareas y los objetivos y volved a enviarlo.',
    },
    {
      subject: '{brand}: pla formatiu retornat',
      body: "El tutor acadèmic {tutor} ha retornat el pla formatiu de la pràctica «{title}» de {student} a {company}.\nComentari: {comment}\nRevisa les tasques i els objectius i torna'l a enviar.",
    },
  ),
  'tutoring.company_evaluation': t(
    {
      subject: '{brand}: evaluación de las prácticas de {student}',
      body: 'Como tutor o tutora en la empresa de las prácticas «{title}» de {student} ({company}, del {from} al {to}), te pedimos su evaluación. No necesitas cuenta: abre este enlace, válido hasta el {expires}. Si ya recibiste otro enlace, este lo sustituye.\n{link}',
    },
    {
      subject: '{brand}: avaluació de les pràctiques de {student}',
      body: "Com a tutor o tutora a l'empresa de les pràctiques «{title}» de {student} ({company}, del {from} al {to}), et demanem la seva avaluació. No cal compte: obre aquest enllaç, vàlid fins al {expires}. Si ja vas rebre un altre enllaç, aquest el substitueix.\n{link}",
    },
  ),
  'tutoring.company_evaluation_reminder': t(
    {
      subject: '{brand}: recordatorio: evaluación de las prácticas de {student}',
      body: 'Aún no hemos recibido tu evaluación de las prácticas «{title}» de {student} ({company}). Abre este enlace, válido hasta el {expires}; sustituye a los anteriores.\n{link}',
    },
    {
      subject: '{brand}: recordatori: avaluació de les pràctiques de {student}',
      body: 'Encara no hem rebut la teva avaluació de les pràctiques «{title}» de {student} ({company}). Obre aquest enllaç, vàlid fins al {expires}; substitueix els anteriors.\n{link}',
    },
  ),
  // Issue #16 part 3: the saved-search alert; {offers} is one line per offer with its link.
  'offers.search_alert': t(
    {
      subject: '{brand}: {count} ofertas nuevas para «{search}»',
      body: 'Hay ofertas nuevas que encajan con tu búsqueda guardada «{search}»:\n\n{offers}\n\nVer todas las ofertas: {list}\n\nRecibes este correo porque sigues esta búsqueda. Para dejar de recibirlo: {unsubscribe}',
    },
    {
      subject: '{brand}: {count} ofertes noves per a «{search}»',
      body: "Hi ha ofertes noves que encaixen amb la teva cerca desada «{search}»:\n\n{offers}\n\nVeure totes les ofertes: {list}\n\nReps aquest correu perquè segueixes aquesta cerca. Per deixar de rebre'l: {unsubscribe}",
    },
  ),
  // Issue #17 'Exports' (ADR 0020): a background export is ready; the subject is the notification's title.
  'export.ready': t(
    {
      subject: 'Exportación lista',
      body: 'El fichero {file} ({rows} filas) está listo. Puedes descargarlo durante {days} días.',
    },
    {
      subject: 'Exportació llesta',
      body: 'El fitxer {file} ({rows} files) està llest. Pots descarregar-lo durant {days} dies.',
    },
  ),
} satisfies Record<string, Record<MailLang, MailText>>;

export type MailTemplateKey = keyof typeof DEFAULT_MAIL_TEMPLATES;

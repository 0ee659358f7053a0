import type { TStatusEntryData } from '../status-codes';

/**
 * SPEC §8 'Also': notices the web raises by name, never sent as an envelope status.
 * They ask the reader to act, so none is secondary and none is important (no logout).
 */
export const namedNoticeEntries: readonly TStatusEntryData[] = [
  {
    // SPEC §2 student home: raised when the student has no attached CV.
    code: 'sinCV',
    categoria: 'medium',
    to: '/cv#documentos',
    es: {
      titulo: 'Adjunta tu CV',
      cuerpo:
        'Tu perfil está incompleto: todavía no has adjuntado tu CV. Añádelo para que las empresas puedan conocerte.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Adjunta el teu CV',
      cuerpo:
        'El teu perfil està incomplet: encara no has adjuntat el teu CV. Afegeix-lo perquè les empreses et puguin conèixer.',
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 'documentacionEmpresa',
    categoria: 'medium',
    to: '/documentacion',
    es: {
      titulo: 'Documentación pendiente',
      cuerpo:
        'Tienes documentación de prácticas pendiente de revisar o de aportar. Consúltala en el apartado de documentación.',
      btn_text: 'Ir a documentación',
    },
    ca: {
      titulo: 'Documentació pendent',
      cuerpo:
        "Tens documentació de pràctiques pendent de revisar o d'aportar. Consulta-la a l'apartat de documentació.",
      btn_text: 'Anar a la documentació',
    },
  },
  {
    // The spec gives no target: the notice is read by the company and by a student proposing it.
    code: 'sinConvenioFormal',
    categoria: 'medium',
    es: {
      titulo: 'Sin convenio formalizado',
      cuerpo:
        'La entidad todavía no tiene un convenio de cooperación educativa formalizado con la universidad. Las prácticas no podrán empezar hasta que se firme.',
    },
    ca: {
      titulo: 'Sense conveni formalitzat',
      cuerpo:
        "L'entitat encara no té un conveni de cooperació educativa formalitzat amb la universitat. Les pràctiques no podran començar fins que no se signi.",
    },
  },
  {
    code: 'firmaDigital2023',
    categoria: 'medium',
    es: {
      titulo: 'Firma con certificado digital',
      cuerpo:
        'A partir del curso 2023-24, la documentación de las prácticas tiene que firmarse con un certificado digital.',
    },
    ca: {
      titulo: 'Signatura amb certificat digital',
      cuerpo: "A partir del curs 2023-24, la documentació de les pràctiques s'ha de signar amb un certificat digital.",
    },
  },
  {
    // SPEC §8 survey blocking message (SPEC §4: the candidate answers or logs out).
    code: 'encuestasObligatorias',
    categoria: 'medium',
    es: {
      titulo: 'Encuestas pendientes',
      cuerpo:
        'Para entrar en el portal antes tienes que responder las encuestas obligatorias. Si lo prefieres, puedes cerrar la sesión.',
      btn_text: 'Responder',
    },
    ca: {
      titulo: 'Enquestes pendents',
      cuerpo:
        'Per entrar al portal primer has de respondre les enquestes obligatòries. Si ho prefereixes, pots tancar la sessió.',
      btn_text: 'Respondre',
    },
  },
];

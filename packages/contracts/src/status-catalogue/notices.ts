import type { TStatusEntryData } from '../status-codes';
import { BRAND_PREFIX_PLACEHOLDER } from './brand-prefix';

/**
 * SPEC §8 numeric notices (96-98, 500-539, 606). Most confirm a success sent as `aviso`
 * (ADR 0002) and are secondary; those asking the reader to act are medium.
 */
export const noticeEntries: readonly TStatusEntryData[] = [
  {
    code: 96,
    categoria: 'secondary',
    es: {
      titulo: 'Contacto responsable aceptado',
      cuerpo: 'Hemos aceptado el contacto responsable; ya figura en los datos de la empresa.',
    },
    ca: {
      titulo: 'Contacte responsable acceptat',
      cuerpo: "Hem acceptat el contacte responsable; ja consta a les dades de l'empresa.",
    },
  },
  {
    code: 97,
    categoria: 'secondary',
    es: {
      titulo: 'Tutor de prácticas aceptado',
      cuerpo: 'Hemos aceptado el tutor de prácticas; ya figura en los datos de la empresa.',
    },
    ca: {
      titulo: 'Tutor de pràctiques acceptat',
      cuerpo: "Hem acceptat el tutor de pràctiques; ja consta a les dades de l'empresa.",
    },
  },
  {
    code: 98,
    categoria: 'secondary',
    es: {
      titulo: 'Centro de trabajo aceptado',
      cuerpo: 'Hemos aceptado el centro de trabajo; ya figura en los datos de la empresa.',
    },
    ca: {
      titulo: 'Centre de treball acceptat',
      cuerpo: "Hem acceptat el centre de treball; ja consta a les dades de l'empresa.",
    },
  },
  {
    // SPEC §7: raised by the client on a network failure and reported. SPEC §8 quoted text.
    code: 500,
    categoria: 'medium',
    reported: true,
    es: { titulo: 'Servicio no disponible', cuerpo: 'Error de conexión, por favor revisa tu conexión.' },
    ca: { titulo: 'Servei no disponible', cuerpo: 'Error de connexió, si us plau revisa la teva connexió.' },
  },
  {
    code: 501,
    categoria: 'secondary',
    es: { titulo: 'Inscripción anulada', cuerpo: 'Te has desinscrito de la oferta correctamente.' },
    ca: { titulo: 'Inscripció anul·lada', cuerpo: "T'has desinscrit de l'oferta correctament." },
  },
  {
    code: 502,
    categoria: 'secondary',
    es: {
      titulo: 'Inscripción realizada',
      cuerpo: 'Te has inscrito correctamente. La empresa recibirá el CV de tu perfil.',
    },
    ca: { titulo: 'Inscripció feta', cuerpo: "T'has inscrit correctament. L'empresa rebrà el CV del teu perfil." },
  },
  {
    code: 503,
    categoria: 'secondary',
    es: {
      titulo: 'Empresa registrada',
      cuerpo:
        'Hemos recibido la solicitud de alta. La universidad validará los datos de la empresa y te avisará por correo electrónico.',
    },
    ca: {
      titulo: 'Empresa registrada',
      cuerpo:
        "Hem rebut la sol·licitud d'alta. La universitat validarà les dades de l'empresa i t'avisarà per correu electrònic.",
    },
  },
  {
    code: 504,
    categoria: 'secondary',
    to: '/login',
    es: {
      titulo: 'Registro completado',
      cuerpo: 'Tu cuenta se ha creado correctamente. Ya puedes iniciar sesión.',
      btn_text: 'Iniciar sesión',
    },
    ca: {
      titulo: 'Registre completat',
      cuerpo: "El teu compte s'ha creat correctament. Ja pots iniciar la sessió.",
      btn_text: 'Inicia la sessió',
    },
  },
  {
    code: 505,
    categoria: 'secondary',
    es: {
      titulo: 'Correo enviado',
      cuerpo: 'Si los datos son correctos, recibirás un correo electrónico con un enlace para recuperar tu contraseña.',
    },
    ca: {
      titulo: 'Correu enviat',
      cuerpo: 'Si les dades són correctes, rebràs un correu electrònic amb un enllaç per recuperar la contrasenya.',
    },
  },
  {
    // Offers of contract type 5 (extracurricular internships). SPEC §9 management fee; the
    // practice-conditions page is brand-specific, so its path carries the brand placeholder.
    code: 506,
    categoria: 'secondary',
    to: '/mis-propuestas',
    link: { to: `${BRAND_PREFIX_PLACEHOLDER}/condiciones-practicas`, blank: true },
    es: {
      titulo: 'Propuesta creada',
      cuerpo:
        'Tu propuesta de prácticas se ha creado y la universidad la revisará antes de publicarla. Las prácticas extracurriculares tienen una cuota de gestión de 50 EUR al mes para estudiantes de grado y de 75 EUR al mes para estudiantes de máster.',
      btn_text: 'Ver mis propuestas',
      link_text: 'Consultar las condiciones de las prácticas',
    },
    ca: {
      titulo: 'Proposta creada',
      cuerpo:
        "La teva proposta de pràctiques s'ha creat i la universitat la revisarà abans de publicar-la. Les pràctiques extracurriculars tenen una quota de gestió de 50 EUR al mes per a estudiants de grau i de 75 EUR al mes per a estudiants de màster.",
      btn_text: 'Veure les meves propostes',
      link_text: 'Consulta les condicions de les pràctiques',
    },
  },
  {
    code: 507,
    categoria: 'secondary',
    es: { titulo: 'Descripción guardada', cuerpo: 'La descripción se ha guardado correctamente.' },
    ca: { titulo: 'Descripció desada', cuerpo: "La descripció s'ha desat correctament." },
  },
  {
    code: 508,
    categoria: 'secondary',
    es: {
      titulo: 'Contraseña restablecida',
      cuerpo: 'Tu contraseña se ha restablecido. Ya puedes iniciar sesión con la nueva.',
    },
    ca: {
      titulo: 'Contrasenya restablerta',
      cuerpo: "La teva contrasenya s'ha restablert. Ja pots iniciar la sessió amb la nova.",
    },
  },
  {
    // Answer of compruebaDNIalumno: a not-found (ADR 0002), hence HTTP 404.
    code: 509,
    categoria: 'medium',
    es: { titulo: 'Candidato no encontrado', cuerpo: 'No hay ningún candidato con ese documento de identidad.' },
    ca: { titulo: 'Candidat no trobat', cuerpo: "No hi ha cap candidat amb aquest document d'identitat." },
  },
  {
    code: 510,
    categoria: 'secondary',
    es: {
      titulo: 'Propuesta de prácticas registrada',
      cuerpo: 'Hemos registrado la propuesta de prácticas. La universidad la revisará y te informará.',
    },
    ca: {
      titulo: 'Proposta de pràctiques registrada',
      cuerpo: "Hem registrat la proposta de pràctiques. La universitat la revisarà i t'informarà.",
    },
  },
  {
    code: 511,
    categoria: 'secondary',
    es: {
      titulo: 'Propuesta cerrada',
      cuerpo: 'La propuesta se ha cerrado. Ya no es visible ni recibirá nuevos candidatos.',
    },
    ca: { titulo: 'Proposta tancada', cuerpo: "La proposta s'ha tancat. Ja no és visible ni rebrà candidats nous." },
  },
  {
    code: 512,
    categoria: 'secondary',
    to: '/mis-propuestas',
    es: {
      titulo: 'Propuesta modificada',
      cuerpo: 'Los cambios de la propuesta se han guardado correctamente.',
      btn_text: 'Ver mis propuestas',
    },
    ca: {
      titulo: 'Proposta modificada',
      cuerpo: "Els canvis de la proposta s'han desat correctament.",
      btn_text: 'Veure les meves propostes',
    },
  },
  {
    code: 513,
    categoria: 'secondary',
    es: { titulo: 'Documentación adjuntada', cuerpo: 'Los documentos se han adjuntado correctamente.' },
    ca: { titulo: 'Documentació adjuntada', cuerpo: "Els documents s'han adjuntat correctament." },
  },
  {
    code: 514,
    categoria: 'secondary',
    es: { titulo: 'Contraseña establecida', cuerpo: 'Tu contraseña se ha guardado. Ya puedes iniciar sesión.' },
    ca: { titulo: 'Contrasenya establerta', cuerpo: "La teva contrasenya s'ha desat. Ja pots iniciar la sessió." },
  },
  {
    // SPEC §8 server message: the body is the server's `mensaje`; this text is the fallback.
    code: 515,
    categoria: 'secondary',
    serverMessage: true,
    es: { titulo: 'Aviso', cuerpo: 'La operación se ha realizado correctamente.' },
    ca: { titulo: 'Avís', cuerpo: "L'operació s'ha fet correctament." },
  },
  {
    code: 516,
    categoria: 'secondary',
    es: { titulo: 'Propuesta eliminada', cuerpo: 'La propuesta se ha eliminado correctamente.' },
    ca: { titulo: 'Proposta eliminada', cuerpo: "La proposta s'ha eliminat correctament." },
  },
  {
    code: 517,
    categoria: 'secondary',
    es: {
      titulo: 'Solicitud de baja recibida',
      cuerpo: 'Hemos recibido tu solicitud de baja. La tramitaremos y te avisaremos por correo electrónico.',
    },
    ca: {
      titulo: 'Sol·licitud de baixa rebuda',
      cuerpo: "Hem rebut la teva sol·licitud de baixa. La tramitarem i t'avisarem per correu electrònic.",
    },
  },
  {
    code: 518,
    categoria: 'medium',
    to: '/cv#datos-personales',
    es: {
      titulo: 'Completa tus datos',
      cuerpo:
        'Para tramitar tus prácticas necesitamos tu número de cuenta bancaria y tu número de la Seguridad Social. Añádelos en tu CV.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Completa les teves dades',
      cuerpo:
        'Per tramitar les teves pràctiques necessitem el teu número de compte bancari i el teu número de la Seguretat Social. Afegeix-los al teu CV.',
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 519,
    categoria: 'secondary',
    es: { titulo: 'Respuesta registrada', cuerpo: 'Hemos registrado tu respuesta a la preinscripción.' },
    ca: { titulo: 'Resposta registrada', cuerpo: 'Hem registrat la teva resposta a la preinscripció.' },
  },
  {
    code: 520,
    categoria: 'secondary',
    es: { titulo: 'Inscripción rechazada', cuerpo: 'Se ha registrado el rechazo de la inscripción.' },
    ca: { titulo: 'Inscripció rebutjada', cuerpo: "S'ha registrat el rebuig de la inscripció." },
  },
  {
    code: 521,
    categoria: 'secondary',
    es: { titulo: 'Contraseña cambiada', cuerpo: 'Tu contraseña se ha cambiado correctamente.' },
    ca: { titulo: 'Contrasenya canviada', cuerpo: "La teva contrasenya s'ha canviat correctament." },
  },
  {
    code: 522,
    categoria: 'secondary',
    es: { titulo: 'Usuario creado', cuerpo: 'El usuario se ha creado correctamente.' },
    ca: { titulo: 'Usuari creat', cuerpo: "L'usuari s'ha creat correctament." },
  },
  {
    code: 523,
    categoria: 'secondary',
    es: {
      titulo: 'Adhesión solicitada',
      cuerpo: 'Hemos registrado tu solicitud de adhesión al programa. Te avisaremos cuando se resuelva.',
    },
    ca: {
      titulo: 'Adhesió sol·licitada',
      cuerpo: "Hem registrat la teva sol·licitud d'adhesió al programa. T'avisarem quan es resolgui.",
    },
  },
  {
    code: 524,
    categoria: 'medium',
    es: {
      titulo: 'Correo no activo',
      cuerpo: 'Este correo electrónico no corresponde a ningún usuario activo del portal.',
    },
    ca: { titulo: 'Correu no actiu', cuerpo: 'Aquest correu electrònic no correspon a cap usuari actiu del portal.' },
  },
  {
    code: 525,
    categoria: 'medium',
    es: { titulo: 'Revisa los datos', cuerpo: 'Hay campos incompletos o incorrectos. Revísalos antes de continuar.' },
    ca: { titulo: 'Revisa les dades', cuerpo: "Hi ha camps incomplets o incorrectes. Revisa'ls abans de continuar." },
  },
  {
    // SPEC §9: profile photo at most 1000 px.
    code: 526,
    categoria: 'medium',
    es: {
      titulo: 'Imagen demasiado grande',
      cuerpo: 'La foto de perfil no puede medir más de 1000 píxeles de ancho ni de alto.',
    },
    ca: {
      titulo: 'Imatge massa gran',
      cuerpo: "La foto de perfil no pot fer més de 1000 píxels d'amplada ni d'alçada.",
    },
  },
  {
    code: 527,
    categoria: 'medium',
    es: {
      titulo: 'Candidato no seleccionado',
      cuerpo: 'No podrás seleccionar al candidato hasta que completes todos los datos del formulario.',
    },
    ca: {
      titulo: 'Candidat no seleccionat',
      cuerpo: 'No podràs seleccionar el candidat fins que no completis totes les dades del formulari.',
    },
  },
  {
    code: 528,
    categoria: 'secondary',
    to: '/propuestas-practicas-candidato-preseleccionado',
    es: {
      titulo: 'Propuesta creada',
      cuerpo: 'La propuesta de prácticas con candidato preseleccionado se ha creado. La universidad la revisará.',
      btn_text: 'Ver propuestas',
    },
    ca: {
      titulo: 'Proposta creada',
      cuerpo: "La proposta de pràctiques amb candidat preseleccionat s'ha creat. La universitat la revisarà.",
      btn_text: 'Veure les propostes',
    },
  },
  {
    code: 529,
    categoria: 'secondary',
    es: {
      titulo: 'Solicitud de cambio enviada',
      cuerpo: 'Hemos enviado tu solicitud de cambio. La universidad la revisará y te responderá.',
    },
    ca: {
      titulo: 'Sol·licitud de canvi enviada',
      cuerpo: 'Hem enviat la teva sol·licitud de canvi. La universitat la revisarà i et respondrà.',
    },
  },
  {
    code: 530,
    categoria: 'secondary',
    es: { titulo: 'Solicitud rechazada', cuerpo: 'Has rechazado la solicitud.' },
    ca: { titulo: 'Sol·licitud rebutjada', cuerpo: 'Has rebutjat la sol·licitud.' },
  },
  {
    // Also shown after a billing account is added (SPEC §8), hence the general wording.
    code: 531,
    categoria: 'secondary',
    es: { titulo: 'Solicitud aceptada', cuerpo: 'La solicitud se ha tramitado correctamente.' },
    ca: { titulo: 'Sol·licitud acceptada', cuerpo: "La sol·licitud s'ha tramitat correctament." },
  },
  {
    code: 532,
    categoria: 'secondary',
    es: { titulo: 'Información actualizada', cuerpo: 'Los datos se han actualizado correctamente.' },
    ca: { titulo: 'Informació actualitzada', cuerpo: "Les dades s'han actualitzat correctament." },
  },
  {
    // Also shown after enrolling in an event (SPEC §8), hence the general wording.
    code: 533,
    categoria: 'secondary',
    es: { titulo: 'Solicitud registrada', cuerpo: 'Tu solicitud se ha registrado correctamente.' },
    ca: { titulo: 'Sol·licitud registrada', cuerpo: "La teva sol·licitud s'ha registrat correctament." },
  },
  {
    code: 534,
    categoria: 'medium',
    to: '/cv',
    es: {
      titulo: 'Solicitud generada con tu perfil',
      cuerpo:
        'Hemos preparado la solicitud con los datos de tu perfil. Revisa tu CV para que esté completo y actualizado.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Sol·licitud generada amb el teu perfil',
      cuerpo:
        'Hem preparat la sol·licitud amb les dades del teu perfil. Revisa el teu CV perquè estigui complet i actualitzat.',
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 535,
    categoria: 'medium',
    to: '/mi-empresa',
    es: {
      titulo: 'Falta el IBAN de la empresa',
      cuerpo: 'Antes de crear una propuesta de prácticas tienes que indicar el IBAN en el perfil de la empresa.',
      btn_text: 'Ir a mi empresa',
    },
    ca: {
      titulo: "Falta l'IBAN de l'empresa",
      cuerpo: "Abans de crear una proposta de pràctiques has d'indicar l'IBAN al perfil de l'empresa.",
      btn_text: 'Anar a la meva empresa',
    },
  },
  {
    // A brand may replace this text with its own message (brand setting mensajeconveniosubido).
    code: 536,
    categoria: 'secondary',
    es: {
      titulo: 'Convenio añadido',
      cuerpo: 'Hemos recibido el convenio. La universidad lo revisará y te avisará cuando esté formalizado.',
    },
    ca: {
      titulo: 'Conveni afegit',
      cuerpo: "Hem rebut el conveni. La universitat el revisarà i t'avisarà quan estigui formalitzat.",
    },
  },
  {
    code: 537,
    categoria: 'medium',
    to: '/cv#documentos',
    es: {
      titulo: 'Falta la copia del título',
      cuerpo: 'Sube una copia de tu título en el apartado de documentos privados de tu CV.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Falta la còpia del títol',
      cuerpo: "Puja una còpia del teu títol a l'apartat de documents privats del teu CV.",
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 538,
    categoria: 'secondary',
    es: { titulo: 'Contacto creado', cuerpo: 'El contacto se ha creado correctamente.' },
    ca: { titulo: 'Contacte creat', cuerpo: "El contacte s'ha creat correctament." },
  },
  {
    code: 539,
    categoria: 'secondary',
    es: {
      titulo: 'Progreso guardado',
      cuerpo: 'Hemos guardado tus respuestas. Puedes continuar la encuesta más adelante.',
    },
    ca: { titulo: 'Progrés desat', cuerpo: "Hem desat les teves respostes. Pots continuar l'enquesta més endavant." },
  },
  {
    // Offers other than contract type 5 (SPEC §8 '506 and 606').
    code: 606,
    categoria: 'secondary',
    to: '/mis-propuestas',
    es: {
      titulo: 'Propuesta creada',
      cuerpo: 'Tu propuesta se ha creado correctamente. La universidad la revisará antes de publicarla.',
      btn_text: 'Ver mis propuestas',
    },
    ca: {
      titulo: 'Proposta creada',
      cuerpo: "La teva proposta s'ha creat correctament. La universitat la revisarà abans de publicar-la.",
      btn_text: 'Veure les meves propostes',
    },
  },
];

import type { TStatusEntryData } from '../status-codes';

/**
 * SPEC §8 errors 0 to 45. Texts are written for the student or company reading the popup; the
 * spec quotes only a few of them ('sesión finalizada' for 2, accented), the rest are ours.
 * Categories: only codes that must end the session are important (SPEC §4 logs out on confirm).
 */
export const errorEntriesFrom0: readonly TStatusEntryData[] = [
  {
    // SPEC §7: the body is the server's `mensaje`; this text only shows when it is missing.
    code: 0,
    categoria: 'medium',
    serverMessage: true,
    es: { titulo: 'Aviso', cuerpo: 'No se ha podido completar la operación.' },
    ca: { titulo: 'Avís', cuerpo: "No s'ha pogut completar l'operació." },
  },
  {
    code: 1,
    categoria: 'medium',
    reported: true,
    es: {
      titulo: 'Se ha producido un error',
      cuerpo:
        'Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos; si el problema continúa, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: "S'ha produït un error",
      cuerpo:
        "Hi ha hagut un error inesperat. Torna-ho a provar d'aquí a uns minuts; si el problema continua, contacta amb el servei de pràctiques i ocupació.",
    },
  },
  {
    // SPEC §8: the session-end message reads 'sesion finalizada'; written with its accent, as
    // Spanish spells it (issue #12 item 21).
    code: 2,
    categoria: 'important',
    persistent: true,
    es: {
      titulo: 'Sesión finalizada',
      cuerpo: 'Tu sesión ha finalizado y ya no es válida. Vuelve a iniciar sesión para continuar.',
    },
    ca: { titulo: 'Sessió finalitzada', cuerpo: 'La sessió ha finalitzat. Torna a iniciar la sessió per continuar.' },
  },
  {
    // SPEC §7: at login the server's message wins; SPEC §8: suggest password recovery.
    code: 3,
    categoria: 'medium',
    serverMessage: true,
    to: '/login/empresas#recordarUsuario',
    es: {
      titulo: 'Usuario o contraseña incorrectos',
      cuerpo: 'El usuario o la contraseña no son correctos. Revísalos o recupera tu contraseña.',
      btn_text: 'Recuperar contraseña',
    },
    ca: {
      titulo: 'Usuari o contrasenya incorrectes',
      cuerpo: "L'usuari o la contrasenya no són correctes. Revisa'ls o recupera la contrasenya.",
      btn_text: 'Recupera la contrasenya',
    },
  },
  {
    code: 4,
    categoria: 'medium',
    es: { titulo: 'Propuesta no encontrada', cuerpo: 'La propuesta que buscas no existe o ya no está disponible.' },
    ca: { titulo: 'Proposta no trobada', cuerpo: 'La proposta que busques no existeix o ja no està disponible.' },
  },
  {
    code: 6,
    categoria: 'medium',
    es: {
      titulo: 'Propuesta de empleo',
      cuerpo: 'Esta propuesta es una oferta de empleo y no puede gestionarse como prácticas.',
    },
    ca: {
      titulo: "Proposta d'ocupació",
      cuerpo: "Aquesta proposta és una oferta d'ocupació i no es pot gestionar com a pràctiques.",
    },
  },
  {
    code: 7,
    categoria: 'medium',
    es: {
      titulo: 'Propuesta de prácticas',
      cuerpo: 'Esta propuesta es de prácticas y no puede gestionarse como oferta de empleo.',
    },
    ca: {
      titulo: 'Proposta de pràctiques',
      cuerpo: "Aquesta proposta és de pràctiques i no es pot gestionar com a oferta d'ocupació.",
    },
  },
  {
    code: 8,
    categoria: 'secondary',
    es: {
      titulo: 'Datos ya registrados',
      cuerpo: 'Estos datos ya estaban registrados; no hace falta volver a guardarlos.',
    },
    ca: { titulo: 'Dades ja registrades', cuerpo: 'Aquestes dades ja estaven registrades; no cal tornar-les a desar.' },
  },
  {
    code: 9,
    categoria: 'important',
    es: {
      titulo: 'Acceso no disponible',
      cuerpo:
        'Tu empresa todavía no ha sido validada por la universidad o tu usuario está bloqueado. Si lo necesitas, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: 'Accés no disponible',
      cuerpo:
        'La universitat encara no ha validat la teva empresa o el teu usuari està bloquejat. Si ho necessites, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    code: 10,
    categoria: 'secondary',
    es: {
      titulo: 'Ya estás inscrito',
      cuerpo: 'Ya te habías inscrito en esta oferta. Puedes seguirla en Mis candidaturas.',
    },
    ca: {
      titulo: 'Ja hi estàs inscrit',
      cuerpo: "Ja t'havies inscrit en aquesta oferta. Pots seguir-la a Les meves candidatures.",
    },
  },
  {
    // SPEC §7: at enrolment `datos.documentacionNecesaria` lists what is missing.
    code: 11,
    categoria: 'medium',
    es: {
      titulo: 'Falta documentación',
      cuerpo: 'Para inscribirte en esta oferta tienes que aportar la documentación que se indica.',
    },
    ca: {
      titulo: 'Falta documentació',
      cuerpo: "Per inscriure't en aquesta oferta has d'aportar la documentació que s'indica.",
    },
  },
  {
    code: 12,
    categoria: 'medium',
    reported: true,
    es: {
      titulo: 'Error al enviar el correo',
      cuerpo: 'No hemos podido enviar el correo electrónico. Inténtalo de nuevo más tarde.',
    },
    ca: {
      titulo: 'Error en enviar el correu',
      cuerpo: 'No hem pogut enviar el correu electrònic. Torna-ho a provar més tard.',
    },
  },
  {
    code: 13,
    categoria: 'medium',
    es: {
      titulo: 'Propuesta para otra titulación',
      cuerpo: 'Esta propuesta está dirigida a estudiantes de otras titulaciones, por eso no puedes inscribirte.',
    },
    ca: {
      titulo: 'Proposta per a una altra titulació',
      cuerpo: "Aquesta proposta s'adreça a estudiants d'altres titulacions, per això no t'hi pots inscriure.",
    },
  },
  {
    code: 14,
    categoria: 'medium',
    es: {
      titulo: 'Cambio de estado no permitido',
      cuerpo: 'La candidatura no puede pasar al estado elegido desde su estado actual.',
    },
    ca: {
      titulo: "Canvi d'estat no permès",
      cuerpo: "La candidatura no pot passar a l'estat triat des del seu estat actual.",
    },
  },
  {
    code: 15,
    categoria: 'secondary',
    es: { titulo: 'Faltan datos obligatorios', cuerpo: 'Completa todos los campos obligatorios antes de continuar.' },
    ca: { titulo: 'Falten dades obligatòries', cuerpo: 'Completa tots els camps obligatoris abans de continuar.' },
  },
  {
    code: 16,
    categoria: 'medium',
    es: {
      titulo: 'Correo ya registrado',
      cuerpo: 'Ya existe una cuenta con este correo electrónico. Inicia sesión o recupera tu contraseña.',
    },
    ca: {
      titulo: 'Correu ja registrat',
      cuerpo: 'Ja existeix un compte amb aquest correu electrònic. Inicia la sessió o recupera la contrasenya.',
    },
  },
  {
    code: 17,
    categoria: 'medium',
    es: {
      titulo: 'Coincide con otras prácticas',
      cuerpo: 'Las fechas coinciden con otras prácticas que ya tienes asignadas.',
    },
    ca: {
      titulo: 'Coincideix amb altres pràctiques',
      cuerpo: 'Les dates coincideixen amb unes altres pràctiques que ja tens assignades.',
    },
  },
  {
    code: 18,
    categoria: 'medium',
    es: {
      titulo: 'Solo para estudiantes de grado',
      cuerpo: 'Esta propuesta está dirigida únicamente a estudiantes de grado.',
    },
    ca: { titulo: 'Només per a estudiants de grau', cuerpo: "Aquesta proposta s'adreça només a estudiants de grau." },
  },
  {
    code: 19,
    categoria: 'medium',
    es: {
      titulo: 'Solo para estudiantes de posgrado',
      cuerpo: 'Esta propuesta está dirigida únicamente a estudiantes de máster o posgrado.',
    },
    ca: {
      titulo: 'Només per a estudiants de postgrau',
      cuerpo: "Aquesta proposta s'adreça només a estudiants de màster o postgrau.",
    },
  },
  {
    code: 20,
    categoria: 'medium',
    es: {
      titulo: 'Servicio de empleo no disponible',
      cuerpo:
        'No tienes acceso al servicio de empleo. Si crees que es un error, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: "Servei d'ocupació no disponible",
      cuerpo:
        "No tens accés al servei d'ocupació. Si creus que és un error, contacta amb el servei de pràctiques i ocupació.",
    },
  },
  {
    code: 21,
    categoria: 'medium',
    es: {
      titulo: 'Servicio de prácticas no disponible',
      cuerpo:
        'No tienes acceso al servicio de prácticas. Si crees que es un error, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: 'Servei de pràctiques no disponible',
      cuerpo:
        'No tens accés al servei de pràctiques. Si creus que és un error, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    code: 22,
    categoria: 'medium',
    es: {
      titulo: 'Colectivo no admitido',
      cuerpo: 'Esta propuesta está dirigida a un colectivo de estudiantes al que no perteneces.',
    },
    ca: {
      titulo: 'Col·lectiu no admès',
      cuerpo: "Aquesta proposta s'adreça a un col·lectiu d'estudiants al qual no pertanys.",
    },
  },
  {
    code: 23,
    categoria: 'medium',
    es: {
      titulo: 'Sin matrícula de prácticas',
      cuerpo: 'Para inscribirte tienes que estar matriculado en la asignatura de prácticas.',
    },
    ca: {
      titulo: 'Sense matrícula de pràctiques',
      cuerpo: "Per inscriure't has d'estar matriculat a l'assignatura de pràctiques.",
    },
  },
  {
    code: 24,
    categoria: 'medium',
    reported: true,
    es: {
      titulo: 'Incidencia con la empresa',
      cuerpo:
        'Hay una incidencia con los datos de la empresa que impide continuar. Contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: "Incidència amb l'empresa",
      cuerpo:
        "Hi ha una incidència amb les dades de l'empresa que impedeix continuar. Contacta amb el servei de pràctiques i ocupació.",
    },
  },
  {
    code: 25,
    categoria: 'medium',
    es: {
      titulo: 'Propuesta en gestión',
      cuerpo:
        'Un gestor de la universidad ya está tramitando esta propuesta, por lo que no se puede modificar. Si necesitas cambios, contacta con él.',
    },
    ca: {
      titulo: 'Proposta en gestió',
      cuerpo:
        "Un gestor de la universitat ja tramita aquesta proposta, per això no es pot modificar. Si necessites canvis, posa't en contacte amb ell.",
    },
  },
  {
    code: 26,
    categoria: 'medium',
    es: { titulo: 'Sin estudios', cuerpo: 'No hemos encontrado estudios asociados a tu usuario.' },
    ca: { titulo: 'Sense estudis', cuerpo: 'No hem trobat estudis associats al teu usuari.' },
  },
  {
    code: 27,
    categoria: 'secondary',
    es: { titulo: 'Fechas incorrectas', cuerpo: 'La fecha de inicio debe ser anterior a la fecha de fin.' },
    ca: { titulo: 'Dates incorrectes', cuerpo: "La data d'inici ha de ser anterior a la data de finalització." },
  },
  {
    // SPEC §9: passwords have at least 8 characters with a digit.
    code: 28,
    categoria: 'secondary',
    es: {
      titulo: 'Contraseña poco segura',
      cuerpo: 'La contraseña debe tener al menos 8 caracteres e incluir al menos un número.',
    },
    ca: {
      titulo: 'Contrasenya poc segura',
      cuerpo: 'La contrasenya ha de tenir almenys 8 caràcters i incloure almenys un número.',
    },
  },
  {
    code: 29,
    categoria: 'medium',
    es: { titulo: 'Contacto ya existente', cuerpo: 'Ya existe un contacto con estos datos en la empresa.' },
    ca: { titulo: 'Contacte ja existent', cuerpo: "Ja hi ha un contacte amb aquestes dades a l'empresa." },
  },
  {
    code: 30,
    categoria: 'medium',
    es: {
      titulo: 'Candidatura en proceso',
      cuerpo: 'La empresa ya ha procesado tu candidatura, por eso no puedes desinscribirte.',
    },
    ca: {
      titulo: 'Candidatura en procés',
      cuerpo: "L'empresa ja ha processat la teva candidatura, per això no te'n pots desinscriure.",
    },
  },
  {
    code: 31,
    categoria: 'medium',
    es: { titulo: 'Candidatura no encontrada', cuerpo: 'No hemos encontrado esta candidatura.' },
    ca: { titulo: 'Candidatura no trobada', cuerpo: 'No hem trobat aquesta candidatura.' },
  },
  {
    code: 32,
    categoria: 'important',
    es: {
      titulo: 'Usuario dado de baja',
      cuerpo:
        'Tu usuario está dado de baja y ya no puede acceder al portal. Si quieres recuperarlo, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: 'Usuari donat de baixa',
      cuerpo:
        'El teu usuari està donat de baixa i ja no pot accedir al portal. Si el vols recuperar, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    code: 33,
    categoria: 'secondary',
    es: { titulo: 'CIF incorrecto', cuerpo: 'El CIF no tiene un formato válido. Revisa la letra y los dígitos.' },
    ca: { titulo: 'CIF incorrecte', cuerpo: "El CIF no té un format vàlid. Revisa'n la lletra i els dígits." },
  },
  {
    code: 34,
    categoria: 'medium',
    es: {
      titulo: 'Permiso de trabajo obligatorio',
      cuerpo: 'Si tu nacionalidad no es de un país de la Unión Europea, tienes que indicar tu permiso de trabajo.',
    },
    ca: {
      titulo: 'Permís de treball obligatori',
      cuerpo: "Si la teva nacionalitat no és d'un país de la Unió Europea, has d'indicar el teu permís de treball.",
    },
  },
  {
    // Survey access errors that leave nothing to do on the survey page send the user home.
    code: 35,
    categoria: 'medium',
    to: '/',
    es: {
      titulo: 'Encuesta no disponible',
      cuerpo: 'Esta encuesta no está disponible en este momento.',
      btn_text: 'Ir al inicio',
    },
    ca: {
      titulo: 'Enquesta no disponible',
      cuerpo: 'Aquesta enquesta no està disponible en aquest moment.',
      btn_text: "Anar a l'inici",
    },
  },
  {
    code: 36,
    categoria: 'medium',
    es: {
      titulo: 'Encuesta no disponible',
      cuerpo: 'Esta encuesta no está pensada para usuarios ya registrados en el portal.',
    },
    ca: {
      titulo: 'Enquesta no disponible',
      cuerpo: 'Aquesta enquesta no està pensada per a usuaris ja registrats al portal.',
    },
  },
  {
    code: 37,
    categoria: 'medium',
    es: {
      titulo: 'Acceso anónimo no permitido',
      cuerpo: 'Esta encuesta no admite respuestas anónimas. Inicia sesión para responderla.',
    },
    ca: {
      titulo: 'Accés anònim no permès',
      cuerpo: 'Aquesta enquesta no admet respostes anònimes. Inicia la sessió per respondre-la.',
    },
  },
  {
    code: 38,
    categoria: 'medium',
    to: '/',
    es: {
      titulo: 'Encuesta no dirigida a ti',
      cuerpo: 'No formas parte del grupo de personas al que va dirigida esta encuesta.',
      btn_text: 'Ir al inicio',
    },
    ca: {
      titulo: 'Enquesta no adreçada a tu',
      cuerpo: "No formes part del grup de persones a qui s'adreça aquesta enquesta.",
      btn_text: "Anar a l'inici",
    },
  },
  {
    code: 39,
    categoria: 'secondary',
    to: '/',
    es: {
      titulo: 'Encuesta ya respondida',
      cuerpo: 'Ya has respondido esta encuesta. ¡Gracias por participar!',
      btn_text: 'Ir al inicio',
    },
    ca: {
      titulo: 'Enquesta ja resposta',
      cuerpo: 'Ja has respost aquesta enquesta. Gràcies per participar-hi!',
      btn_text: "Anar a l'inici",
    },
  },
  {
    code: 40,
    categoria: 'secondary',
    es: {
      titulo: 'Preguntas sin responder',
      cuerpo: 'Quedan preguntas obligatorias sin responder. Complétalas antes de enviar la encuesta.',
    },
    ca: {
      titulo: 'Preguntes sense resposta',
      cuerpo: "Encara hi ha preguntes obligatòries sense resposta. Completa-les abans d'enviar l'enquesta.",
    },
  },
  {
    code: 41,
    categoria: 'medium',
    es: { titulo: 'Titulación no encontrada', cuerpo: 'No hemos encontrado los estudios de la titulación indicada.' },
    ca: { titulo: 'Titulació no trobada', cuerpo: 'No hem trobat els estudis de la titulació indicada.' },
  },
  {
    code: 42,
    categoria: 'medium',
    es: { titulo: 'Enlace no válido', cuerpo: 'El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.' },
    ca: { titulo: 'Enllaç no vàlid', cuerpo: "L'enllaç ha caducat o ja s'ha utilitzat. Sol·licita'n un de nou." },
  },
  {
    code: 43,
    categoria: 'medium',
    es: {
      titulo: 'Contraseña ya establecida',
      cuerpo: 'Ya habías establecido tu contraseña. Inicia sesión con ella o recupérala si no la recuerdas.',
    },
    ca: {
      titulo: 'Contrasenya ja establerta',
      cuerpo: 'Ja havies establert la contrasenya. Inicia la sessió amb ella o recupera-la si no la recordes.',
    },
  },
  {
    code: 44,
    categoria: 'medium',
    es: {
      titulo: 'Correo de otra empresa',
      cuerpo: 'Este correo electrónico ya está asociado a otra empresa. Utiliza uno distinto.',
    },
    ca: {
      titulo: "Correu d'una altra empresa",
      cuerpo: 'Aquest correu electrònic ja està associat a una altra empresa. Fes-ne servir un altre.',
    },
  },
  {
    code: 45,
    categoria: 'medium',
    es: { titulo: 'Estudiante no encontrado', cuerpo: 'No hemos encontrado al estudiante de estas prácticas.' },
    ca: { titulo: 'Estudiant no trobat', cuerpo: "No hem trobat l'estudiant d'aquestes pràctiques." },
  },
];

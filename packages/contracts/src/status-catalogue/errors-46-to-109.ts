import type { TStatusEntryData } from '../status-codes';

/**
 * SPEC §8 errors 46 to 108, plus 107 and 109 of SPEC §7 (login and addOferta answers).
 * Categories: only codes that must end the session are important (SPEC §4 logs out on confirm).
 */
export const errorEntriesFrom46: readonly TStatusEntryData[] = [
  {
    // SPEC §8 quoted text.
    code: 46,
    categoria: 'secondary',
    es: {
      titulo: 'Tipo de fichero no permitido',
      cuerpo: 'Este tipo de fichero no esta permitido. Comprueba su extensión y elige otro fichero.',
    },
    ca: {
      titulo: 'Tipus de fitxer no permès',
      cuerpo: "Aquest tipus de fitxer no està permès. Comprova'n l'extensió i tria un altre fitxer.",
    },
  },
  {
    // Same meaning as 13 (SPEC §8 '13 and 47').
    code: 47,
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
    code: 48,
    categoria: 'medium',
    es: { titulo: 'Acción no permitida', cuerpo: 'No puedes realizar esta acción.' },
    ca: { titulo: 'Acció no permesa', cuerpo: 'No pots fer aquesta acció.' },
  },
  {
    code: 49,
    categoria: 'medium',
    es: {
      titulo: 'No se puede cambiar el estado',
      cuerpo: 'En este momento no es posible cambiar el estado de la candidatura.',
    },
    ca: {
      titulo: "No es pot canviar l'estat",
      cuerpo: "En aquest moment no és possible canviar l'estat de la candidatura.",
    },
  },
  {
    code: 52,
    categoria: 'medium',
    es: {
      titulo: 'Créditos insuficientes',
      cuerpo: 'No tienes superados los créditos mínimos necesarios para inscribirte en esta propuesta.',
    },
    ca: {
      titulo: 'Crèdits insuficients',
      cuerpo: "No tens superats els crèdits mínims necessaris per inscriure't en aquesta proposta.",
    },
  },
  {
    code: 53,
    categoria: 'medium',
    es: {
      titulo: 'Solo sin prácticas pendientes',
      cuerpo: 'Esta propuesta es solo para estudiantes que no tengan prácticas pendientes de realizar.',
    },
    ca: {
      titulo: 'Només sense pràctiques pendents',
      cuerpo: 'Aquesta proposta és només per a estudiants que no tinguin pràctiques pendents de fer.',
    },
  },
  {
    // SPEC §8: go to the CV, interest data.
    code: 54,
    categoria: 'medium',
    to: '/cv#preferencias',
    es: {
      titulo: 'Activa la búsqueda',
      cuerpo:
        'Para inscribirte tienes que activar la búsqueda de prácticas o de empleo en los datos de intereses de tu CV.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Activa la cerca',
      cuerpo: "Per inscriure't has d'activar la cerca de pràctiques o de feina a les dades d'interessos del teu CV.",
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 55,
    categoria: 'medium',
    to: '/cv#documentos',
    es: {
      titulo: 'Adjunta tu CV',
      cuerpo: 'Para inscribirte necesitas adjuntar tu propio CV en el apartado de documentos de tu perfil.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Adjunta el teu CV',
      cuerpo: "Per inscriure't has d'adjuntar el teu propi CV a l'apartat de documents del perfil.",
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 56,
    categoria: 'secondary',
    es: { titulo: 'Documento ya subido', cuerpo: 'Ya habías subido este documento.' },
    ca: { titulo: 'Document ja pujat', cuerpo: 'Ja havies pujat aquest document.' },
  },
  {
    code: 57,
    categoria: 'medium',
    es: { titulo: 'Añade una titulación', cuerpo: 'Tienes que indicar al menos una titulación.' },
    ca: { titulo: 'Afegeix una titulació', cuerpo: "Has d'indicar almenys una titulació." },
  },
  {
    // SPEC §9: programme dedication must be 80% and 12 months.
    code: 58,
    categoria: 'medium',
    es: {
      titulo: 'Dedicación del programa',
      cuerpo: 'En este programa la dedicación debe ser del 80% y la duración de 12 meses.',
    },
    ca: {
      titulo: 'Dedicació del programa',
      cuerpo: 'En aquest programa la dedicació ha de ser del 80% i la durada de 12 mesos.',
    },
  },
  {
    code: 59,
    categoria: 'important',
    es: { titulo: 'Sin acceso al portal', cuerpo: 'Tu usuario no tiene acceso a este portal.' },
    ca: { titulo: 'Sense accés al portal', cuerpo: 'El teu usuari no té accés a aquest portal.' },
  },
  {
    code: 60,
    categoria: 'medium',
    to: '/cv#correo',
    es: {
      titulo: 'Actualiza tu correo personal',
      cuerpo: 'Necesitamos un correo electrónico personal actualizado. Revísalo en los datos personales de tu CV.',
      btn_text: 'Ir a mi CV',
    },
    ca: {
      titulo: 'Actualitza el correu personal',
      cuerpo: "Necessitem un correu electrònic personal actualitzat. Revisa'l a les dades personals del teu CV.",
      btn_text: 'Anar al meu CV',
    },
  },
  {
    code: 62,
    categoria: 'medium',
    es: {
      titulo: 'No puedes eliminar todos los estudios',
      cuerpo: 'Tu CV tiene que conservar al menos unos estudios.',
    },
    ca: { titulo: 'No pots eliminar tots els estudis', cuerpo: 'El teu CV ha de conservar almenys uns estudis.' },
  },
  {
    code: 63,
    categoria: 'medium',
    es: { titulo: 'Programa no encontrado', cuerpo: 'El programa de prácticas no existe o ya no está activo.' },
    ca: { titulo: 'Programa no trobat', cuerpo: 'El programa de pràctiques no existeix o ja no està actiu.' },
  },
  {
    code: 64,
    categoria: 'secondary',
    es: { titulo: 'Adhesión ya solicitada', cuerpo: 'Ya habías solicitado la adhesión a este programa.' },
    ca: { titulo: 'Adhesió ja sol·licitada', cuerpo: "Ja havies sol·licitat l'adhesió a aquest programa." },
  },
  {
    code: 65,
    categoria: 'secondary',
    es: { titulo: 'Adhesión no necesaria', cuerpo: 'Este programa no requiere solicitar la adhesión.' },
    ca: { titulo: 'Adhesió no necessària', cuerpo: "Aquest programa no requereix sol·licitar l'adhesió." },
  },
  {
    // SPEC §8 quoted text.
    code: 66,
    categoria: 'secondary',
    es: {
      titulo: 'Documento de identidad incorrecto',
      cuerpo: 'El campo DNI está mal formado. Revisa los números y la letra del DNI o NIE.',
    },
    ca: {
      titulo: "Document d'identitat incorrecte",
      cuerpo: 'El camp DNI no té un format correcte. Revisa els números i la lletra del DNI o NIE.',
    },
  },
  {
    // SPEC §4: editable only while pending validation and not expired.
    code: 68,
    categoria: 'medium',
    es: {
      titulo: 'Propuesta no editable',
      cuerpo:
        'Solo puedes editar una propuesta mientras está pendiente de validación y no ha caducado. Para otros cambios, contacta con la universidad.',
    },
    ca: {
      titulo: 'Proposta no editable',
      cuerpo:
        'Només pots editar una proposta mentre està pendent de validació i no ha caducat. Per a altres canvis, contacta amb la universitat.',
    },
  },
  {
    code: 69,
    categoria: 'secondary',
    es: { titulo: 'Correo electrónico incorrecto', cuerpo: 'El correo electrónico no tiene un formato válido.' },
    ca: { titulo: 'Correu electrònic incorrecte', cuerpo: 'El correu electrònic no té un format vàlid.' },
  },
  {
    // SPEC §9: phones have at least 9 digits.
    code: 70,
    categoria: 'secondary',
    es: {
      titulo: 'Teléfono incorrecto',
      cuerpo: 'El teléfono no tiene un formato válido: debe tener al menos 9 dígitos.',
    },
    ca: { titulo: 'Telèfon incorrecte', cuerpo: 'El telèfon no té un format vàlid: ha de tenir almenys 9 dígits.' },
  },
  {
    // Wrong role for a route: the user keeps the session (not important).
    code: 71,
    categoria: 'medium',
    es: { titulo: 'Sin permisos', cuerpo: 'No tienes permisos para acceder a esta información.' },
    ca: { titulo: 'Sense permisos', cuerpo: 'No tens permisos per accedir a aquesta informació.' },
  },
  {
    code: 72,
    categoria: 'medium',
    to: '/mi-empresa',
    es: {
      titulo: 'Falta el IBAN',
      cuerpo: 'Para continuar, indica el IBAN en el perfil de la empresa.',
      btn_text: 'Ir a mi empresa',
    },
    ca: {
      titulo: "Falta l'IBAN",
      cuerpo: "Per continuar, indica l'IBAN al perfil de l'empresa.",
      btn_text: 'Anar a la meva empresa',
    },
  },
  {
    code: 73,
    categoria: 'secondary',
    es: {
      titulo: 'IBAN incorrecto',
      cuerpo: 'El IBAN no es válido. Revisa los dígitos de control y el número de cuenta.',
    },
    ca: {
      titulo: 'IBAN incorrecte',
      cuerpo: "L'IBAN no és vàlid. Revisa els dígits de control i el número de compte.",
    },
  },
  {
    code: 74,
    categoria: 'medium',
    es: { titulo: 'Evento no disponible', cuerpo: 'Este evento no existe o ya no está disponible.' },
    ca: { titulo: 'Esdeveniment no disponible', cuerpo: 'Aquest esdeveniment no existeix o ja no està disponible.' },
  },
  {
    code: 75,
    categoria: 'medium',
    es: { titulo: 'Sin inscripciones', cuerpo: 'Este evento no admite inscripciones.' },
    ca: { titulo: 'Sense inscripcions', cuerpo: 'Aquest esdeveniment no admet inscripcions.' },
  },
  {
    code: 76,
    categoria: 'secondary',
    es: { titulo: 'Ya estás inscrito', cuerpo: 'Ya estabas inscrito en este evento.' },
    ca: { titulo: 'Ja hi estàs inscrit', cuerpo: 'Ja estaves inscrit en aquest esdeveniment.' },
  },
  {
    code: 77,
    categoria: 'medium',
    es: { titulo: 'Evento para estudiantes', cuerpo: 'Este evento está dirigido solo a estudiantes.' },
    ca: { titulo: 'Esdeveniment per a estudiants', cuerpo: "Aquest esdeveniment s'adreça només a estudiants." },
  },
  {
    code: 78,
    categoria: 'medium',
    es: { titulo: 'Evento para titulados', cuerpo: 'Este evento está dirigido solo a personas tituladas.' },
    ca: { titulo: 'Esdeveniment per a titulats', cuerpo: "Aquest esdeveniment s'adreça només a persones titulades." },
  },
  {
    code: 79,
    categoria: 'important',
    es: {
      titulo: 'Usuario sin acceso',
      cuerpo:
        'Este usuario no tiene acceso al portal. Si crees que es un error, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: 'Usuari sense accés',
      cuerpo:
        'Aquest usuari no té accés al portal. Si creus que és un error, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    // SPEC §7: the server's message lists the failed requirements.
    code: 80,
    categoria: 'medium',
    serverMessage: true,
    es: {
      titulo: 'Requisitos no cumplidos',
      cuerpo:
        'No cumples los requisitos de esta oferta. Si crees que es un error, escribe a la dirección de soporte indicando tu ID de usuario y la referencia de la oferta.',
    },
    ca: {
      titulo: 'Requisits no complerts',
      cuerpo:
        "No compleixes els requisits d'aquesta oferta. Si creus que és un error, escriu a l'adreça de suport indicant el teu ID d'usuari i la referència de l'oferta.",
    },
  },
  {
    code: 81,
    categoria: 'medium',
    es: {
      titulo: 'Límite de solicitudes alcanzado',
      cuerpo: 'El centro ya ha alcanzado el número máximo de solicitudes de prácticas.',
    },
    ca: {
      titulo: 'Límit de sol·licituds assolit',
      cuerpo: 'El centre ja ha assolit el nombre màxim de sol·licituds de pràctiques.',
    },
  },
  {
    code: 84,
    categoria: 'medium',
    es: {
      titulo: 'Número de la Seguridad Social',
      cuerpo:
        'Tu número de la Seguridad Social ya está registrado y no se puede cambiar. Si es incorrecto, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: 'Número de la Seguretat Social',
      cuerpo:
        'El teu número de la Seguretat Social ja està registrat i no es pot canviar. Si és incorrecte, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    // SPEC §7: after login the server's message wins.
    code: 90,
    categoria: 'important',
    serverMessage: true,
    es: {
      titulo: 'Usuario bloqueado',
      cuerpo: 'Tu usuario está bloqueado. Contacta con el servicio de prácticas y empleo para desbloquearlo.',
    },
    ca: {
      titulo: 'Usuari bloquejat',
      cuerpo: 'El teu usuari està bloquejat. Contacta amb el servei de pràctiques i ocupació per desbloquejar-lo.',
    },
  },
  {
    code: 91,
    categoria: 'medium',
    es: {
      titulo: 'Solo estudiantes adheridos',
      cuerpo: 'Esta opción es solo para estudiantes adheridos al programa y aceptados en él.',
    },
    ca: {
      titulo: 'Només estudiants adherits',
      cuerpo: 'Aquesta opció és només per a estudiants adherits al programa i acceptats.',
    },
  },
  {
    code: 94,
    categoria: 'medium',
    es: {
      titulo: 'Documento ya registrado',
      cuerpo: 'Ya existe un usuario registrado con este documento de identidad.',
    },
    ca: { titulo: 'Document ja registrat', cuerpo: "Ja existeix un usuari registrat amb aquest document d'identitat." },
  },
  {
    code: 95,
    categoria: 'important',
    es: {
      titulo: 'Accede con tu cuenta de la universidad',
      cuerpo: 'Como titulado, tienes que entrar mediante el acceso único de la universidad.',
    },
    ca: {
      titulo: 'Accedeix amb el compte de la universitat',
      cuerpo: "Com a titulat, has d'entrar mitjançant l'accés únic de la universitat.",
    },
  },
  {
    // SPEC §9: at most 35 hours a week in a company request.
    code: 102,
    categoria: 'medium',
    es: { titulo: 'Demasiadas horas semanales', cuerpo: 'La dedicación no puede superar las 35 horas a la semana.' },
    ca: { titulo: 'Massa hores setmanals', cuerpo: 'La dedicació no pot superar les 35 hores setmanals.' },
  },
  {
    // SPEC §7: a login answer whose body is the server's message.
    code: 107,
    categoria: 'medium',
    serverMessage: true,
    es: {
      titulo: 'No se ha podido iniciar sesión',
      cuerpo: 'Ahora no es posible acceder. Si el problema continúa, contacta con el servicio de prácticas y empleo.',
    },
    ca: {
      titulo: "No s'ha pogut iniciar la sessió",
      cuerpo:
        'Ara no és possible accedir-hi. Si el problema continua, contacta amb el servei de pràctiques i ocupació.',
    },
  },
  {
    // SPEC §9: the social-security number has 12 digits.
    code: 108,
    categoria: 'secondary',
    es: {
      titulo: 'Número de la Seguridad Social incorrecto',
      cuerpo: 'El número de la Seguridad Social no es válido: debe tener 12 dígitos.',
    },
    ca: {
      titulo: 'Número de la Seguretat Social incorrecte',
      cuerpo: 'El número de la Seguretat Social no és vàlid: ha de tenir 12 dígits.',
    },
  },
  {
    // SPEC §7: addOferta failure with special handling.
    code: 109,
    categoria: 'medium',
    es: {
      titulo: 'No se ha podido guardar la propuesta',
      cuerpo:
        'La propuesta no se ha podido guardar. Contacta con el servicio de prácticas y empleo de la universidad para que te ayude a publicarla.',
    },
    ca: {
      titulo: "No s'ha pogut desar la proposta",
      cuerpo:
        "La proposta no s'ha pogut desar. Contacta amb el servei de pràctiques i ocupació de la universitat perquè t'ajudi a publicar-la.",
    },
  },
];

import type { TStatusEntryData } from '../status-codes';

/**
 * Refusals of the academic tutor's pages and of the company tutor's evaluation link (issue #15
 * 'Academic tutor pages'), numbered from 220.
 */
export const errorEntriesFrom220: readonly TStatusEntryData[] = [
  {
    code: 220,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Práctica no encontrada',
      cuerpo: 'Esta práctica no existe o no pertenece a tu universidad. Vuelve a la lista de tus tutorías.',
    },
    ca: {
      titulo: 'Pràctica no trobada',
      cuerpo:
        'Aquesta pràctica no existeix o no pertany a la teva universitat. Torna a la llista de les teves tutories.',
    },
  },
  {
    code: 221,
    categoria: 'secondary',
    http: 403,
    es: {
      titulo: 'No eres el tutor de esta práctica',
      cuerpo: 'Solo el tutor académico de una práctica puede verla y gestionarla desde sus tutorías.',
    },
    ca: {
      titulo: "No ets el tutor d'aquesta pràctica",
      cuerpo: "Només el tutor acadèmic d'una pràctica la pot veure i gestionar des de les seves tutories.",
    },
  },
  {
    code: 222,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'El plan formativo no está pendiente de revisión',
      cuerpo:
        'Solo se puede validar o devolver un plan formativo pendiente de revisión. Puede que ya se haya revisado: vuelve a cargar la página.',
    },
    ca: {
      titulo: 'El pla formatiu no està pendent de revisió',
      cuerpo:
        "Només es pot validar o retornar un pla formatiu pendent de revisió. Potser ja s'ha revisat: torna a carregar la pàgina.",
    },
  },
  {
    code: 223,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La práctica aún no ha terminado',
      cuerpo: 'La evaluación final se rellena cuando la práctica ha terminado (finalizada o pasada su fecha de fin).',
    },
    ca: {
      titulo: 'La pràctica encara no ha acabat',
      cuerpo: "L'avaluació final s'emplena quan la pràctica ha acabat (finalitzada o passada la data de fi).",
    },
  },
  {
    code: 224,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La evaluación ya está enviada',
      cuerpo: 'Esta evaluación ya se envió y no se puede cambiar.',
    },
    ca: {
      titulo: "L'avaluació ja està enviada",
      cuerpo: "Aquesta avaluació ja s'ha enviat i no es pot canviar.",
    },
  },
  {
    code: 225,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Enlace de evaluación no válido',
      cuerpo:
        'Este enlace de evaluación no existe o ha sido sustituido por uno más reciente. Usa el enlace del último correo recibido.',
    },
    ca: {
      titulo: "Enllaç d'avaluació no vàlid",
      cuerpo:
        "Aquest enllaç d'avaluació no existeix o n'hi ha un de més recent. Fes servir l'enllaç de l'últim correu rebut.",
    },
  },
  {
    code: 226,
    categoria: 'secondary',
    http: 410,
    es: {
      titulo: 'El enlace de evaluación ha caducado',
      cuerpo:
        'Este enlace ya no es válido. Pide a la oficina de prácticas o al tutor académico que te envíe uno nuevo.',
    },
    ca: {
      titulo: "L'enllaç d'avaluació ha caducat",
      cuerpo:
        "Aquest enllaç ja no és vàlid. Demana a l'oficina de pràctiques o al tutor acadèmic que te n'enviï un de nou.",
    },
  },
  {
    code: 227,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La evaluación ya se ha enviado',
      cuerpo: 'Ya se ha recibido la evaluación de esta práctica con este enlace. Gracias por tu colaboración.',
    },
    ca: {
      titulo: "L'avaluació ja s'ha enviat",
      cuerpo: "Ja s'ha rebut l'avaluació d'aquesta pràctica amb aquest enllaç. Gràcies per la teva col·laboració.",
    },
  },
  {
    code: 228,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Falta el correo del tutor de empresa',
      cuerpo:
        'La práctica no tiene el correo electrónico del tutor de empresa: la oficina debe añadirlo antes de enviar la evaluación.',
    },
    ca: {
      titulo: "Falta el correu del tutor d'empresa",
      cuerpo:
        "La pràctica no té el correu electrònic del tutor d'empresa: l'oficina l'ha d'afegir abans d'enviar l'avaluació.",
    },
  },
];

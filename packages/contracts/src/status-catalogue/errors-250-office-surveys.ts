import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office's survey builder (issue #15 'Survey builder'), numbered from 250. */
export const errorEntriesFrom250: readonly TStatusEntryData[] = [
  {
    code: 250,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Encuesta no encontrada',
      cuerpo: 'Esta encuesta no existe o no pertenece a tu universidad. Vuelve a la lista de encuestas.',
    },
    ca: {
      titulo: 'Enquesta no trobada',
      cuerpo: 'Aquesta enquesta no existeix o no pertany a la teva universitat. Torna a la llista d’enquestes.',
    },
  },
  {
    code: 251,
    categoria: 'secondary',
    es: {
      titulo: 'Salto no válido',
      cuerpo:
        'Una respuesta solo puede saltar a una pregunta posterior de la misma encuesta, y solo en preguntas de una opción o de escala. Revisa los saltos marcados.',
    },
    ca: {
      titulo: 'Salt no vàlid',
      cuerpo:
        'Una resposta només pot saltar a una pregunta posterior de la mateixa enquesta, i només en preguntes d’una opció o d’escala. Revisa els salts marcats.',
    },
  },
  {
    code: 252,
    categoria: 'secondary',
    es: {
      titulo: 'Pregunta incompleta',
      cuerpo:
        'Cada pregunta necesita un texto, y las de opciones o escala al menos dos respuestas con texto. Una encuesta necesita al menos una pregunta.',
    },
    ca: {
      titulo: 'Pregunta incompleta',
      cuerpo:
        'Cada pregunta necessita un text, i les d’opcions o d’escala almenys dues respostes amb text. Una enquesta necessita almenys una pregunta.',
    },
  },
  {
    code: 253,
    categoria: 'secondary',
    es: {
      titulo: 'Tipo de pregunta no válido',
      cuerpo:
        'Los tipos son: una opción, varias opciones, escala y texto libre. Una pregunta de texto libre no lleva respuestas.',
    },
    ca: {
      titulo: 'Tipus de pregunta no vàlid',
      cuerpo:
        'Els tipus són: una opció, diverses opcions, escala i text lliure. Una pregunta de text lliure no porta respostes.',
    },
  },
  {
    code: 254,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La encuesta ya tiene respuestas',
      cuerpo:
        'Con respuestas recibidas solo se pueden cambiar los textos y la configuración: no se pueden añadir, quitar, reordenar ni cambiar de tipo preguntas o respuestas, ni sus saltos.',
    },
    ca: {
      titulo: 'L’enquesta ja té respostes',
      cuerpo:
        'Amb respostes rebudes només es poden canviar els textos i la configuració: no es poden afegir, treure, reordenar ni canviar de tipus preguntes o respostes, ni els seus salts.',
    },
  },
  {
    code: 255,
    categoria: 'secondary',
    es: {
      titulo: 'Falta el público',
      cuerpo: 'Indica a quién va dirigida la encuesta: estudiantes, empresas o tutores académicos.',
    },
    ca: {
      titulo: 'Falta el públic',
      cuerpo: 'Indica a qui va adreçada l’enquesta: estudiants, empreses o tutors acadèmics.',
    },
  },
  {
    code: 256,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Práctica no encontrada',
      cuerpo: 'La práctica indicada no existe o no pertenece a tu universidad.',
    },
    ca: {
      titulo: 'Pràctica no trobada',
      cuerpo: 'La pràctica indicada no existeix o no pertany a la teva universitat.',
    },
  },
];

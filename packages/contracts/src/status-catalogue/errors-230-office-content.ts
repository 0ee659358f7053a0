import type { TStatusEntryData } from '../status-codes';

/** Refusals of the content the office publishes (issue #15 'Content'), numbered from 230. */
export const errorEntriesFrom230: readonly TStatusEntryData[] = [
  {
    code: 230,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Contenido no encontrado',
      cuerpo: 'Este contenido no existe o no pertenece a tu universidad. Vuelve a la lista de contenidos.',
    },
    ca: {
      titulo: 'Contingut no trobat',
      cuerpo: 'Aquest contingut no existeix o no pertany a la teva universitat. Torna a la llista de continguts.',
    },
  },
  {
    code: 231,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Contenido compartido',
      cuerpo: 'Este contenido se publica en todas las universidades del portal y no se puede cambiar desde aquí.',
    },
    ca: {
      titulo: 'Contingut compartit',
      cuerpo: "Aquest contingut es publica a totes les universitats del portal i no es pot canviar des d'aquí.",
    },
  },
  {
    code: 232,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Fechas de publicación no válidas',
      cuerpo: 'La fecha de retirada debe ser igual o posterior a la fecha de publicación.',
    },
    ca: {
      titulo: 'Dates de publicació no vàlides',
      cuerpo: 'La data de retirada ha de ser igual o posterior a la data de publicació.',
    },
  },
  {
    code: 233,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Fichero no válido',
      cuerpo: 'El fichero indicado no se ha subido aquí o no es del tipo que pide este campo. Vuelve a subirlo.',
    },
    ca: {
      titulo: 'Fitxer no vàlid',
      cuerpo: "El fitxer indicat no s'ha pujat aquí o no és del tipus que demana aquest camp. Torna a pujar-lo.",
    },
  },
  {
    code: 234,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'El evento tiene inscritos',
      cuerpo: 'No se puede borrar un evento con personas inscritas. Pon una fecha de retirada para dejar de mostrarlo.',
    },
    ca: {
      titulo: "L'esdeveniment té inscrits",
      cuerpo:
        'No es pot esborrar un esdeveniment amb persones inscrites. Posa una data de retirada per deixar de mostrar-lo.',
    },
  },
  {
    code: 235,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Persona no inscrita',
      cuerpo: 'Esta persona no está inscrita en el evento. Vuelve a cargar la lista de inscritos.',
    },
    ca: {
      titulo: 'Persona no inscrita',
      cuerpo: "Aquesta persona no està inscrita a l'esdeveniment. Torna a carregar la llista d'inscrits.",
    },
  },
  {
    code: 236,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Titulación o sede desconocida',
      cuerpo: 'La titulación o la sede elegida no existe. Elige otra de la lista.',
    },
    ca: {
      titulo: 'Titulació o seu desconeguda',
      cuerpo: "La titulació o la seu triada no existeix. Tria'n una altra de la llista.",
    },
  },
  {
    code: 237,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Destinatarios no válidos',
      cuerpo:
        'Los eventos y las guías son para estudiantes o titulados, y una titulación o una sede solo se eligen para ellos, no para empresas.',
    },
    ca: {
      titulo: 'Destinataris no vàlids',
      cuerpo:
        'Els esdeveniments i les guies són per a estudiants o titulats, i una titulació o una seu només es trien per a ells, no per a empreses.',
    },
  },
];

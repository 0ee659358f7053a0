import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's students and their CSV import (issue #15 'Students'), numbered from 270. */
export const errorEntriesFrom270: readonly TStatusEntryData[] = [
  {
    code: 270,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Estudiante no encontrado',
      cuerpo: 'Este estudiante no existe o no pertenece a tu universidad. Vuelve a la lista de estudiantes.',
    },
    ca: {
      titulo: 'Estudiant no trobat',
      cuerpo: "Aquest estudiant no existeix o no pertany a la teva universitat. Torna a la llista d'estudiants.",
    },
  },
  {
    code: 271,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Importación no encontrada',
      cuerpo: 'Esta importación no existe o no pertenece a tu universidad. Sube el fichero de nuevo.',
    },
    ca: {
      titulo: 'Importació no trobada',
      cuerpo: 'Aquesta importació no existeix o no pertany a la teva universitat. Torna a pujar el fitxer.',
    },
  },
  {
    code: 272,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'La importación ya está aplicada',
      cuerpo: 'Esta importación ya se aplicó. Para volver a importar, sube el fichero otra vez y revisa la simulación.',
    },
    ca: {
      titulo: 'La importació ja està aplicada',
      cuerpo:
        "Aquesta importació ja s'ha aplicat. Per tornar a importar, puja el fitxer un altre cop i revisa la simulació.",
    },
  },
  {
    code: 273,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'El fichero no se puede importar',
      cuerpo:
        'La primera línea del fichero debe tener los nombres de las columnas dni, email, nombre, apellidos y titulacion (y, si quieres, sede y curso), separadas por punto y coma o por comas, y al menos una fila de datos.',
    },
    ca: {
      titulo: 'El fitxer no es pot importar',
      cuerpo:
        'La primera línia del fitxer ha de tenir els noms de les columnes dni, email, nombre, apellidos i titulacion (i, si vols, sede i curso), separades per punt i coma o per comes, i almenys una fila de dades.',
    },
  },
];

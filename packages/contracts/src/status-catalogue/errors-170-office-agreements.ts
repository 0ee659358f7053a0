import type { TStatusEntryData } from '../status-codes';

/** Refusals of the office console's agreements (issue #14 '4. Agreements'), numbered from 170. */
export const errorEntriesFrom170: readonly TStatusEntryData[] = [
  {
    code: 170,
    categoria: 'secondary',
    http: 404,
    es: { titulo: 'Convenio no encontrado', cuerpo: 'No hay ningún convenio con estos datos.' },
    ca: { titulo: 'Conveni no trobat', cuerpo: 'No hi ha cap conveni amb aquestes dades.' },
  },
  {
    code: 171,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'El convenio ya no está en ese estado',
      cuerpo:
        'Esta acción no se puede hacer con el convenio en su estado actual. Puede que otra persona ya lo haya movido: vuelve a cargar la ficha.',
    },
    ca: {
      titulo: 'El conveni ja no és en aquest estat',
      cuerpo:
        "Aquesta acció no es pot fer amb el conveni en el seu estat actual. Potser una altra persona ja l'ha mogut: torna a carregar la fitxa.",
    },
  },
  {
    code: 172,
    categoria: 'secondary',
    http: 409,
    es: {
      titulo: 'Falta el convenio firmado por la empresa',
      cuerpo: 'La empresa no ha subido el convenio firmado: no se puede enviar a Secretaría.',
    },
    ca: {
      titulo: "Falta el conveni signat per l'empresa",
      cuerpo: "L'empresa no ha pujat el conveni signat: no es pot enviar a Secretaria.",
    },
  },
  {
    code: 173,
    categoria: 'secondary',
    http: 400,
    es: { titulo: 'El fichero no es un PDF', cuerpo: 'El convenio firmado se debe subir en PDF.' },
    ca: { titulo: 'El fitxer no és un PDF', cuerpo: 'El conveni signat s’ha de pujar en PDF.' },
  },
  {
    code: 174,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Fecha no válida',
      cuerpo: 'La fecha de fin de vigencia debe ser posterior a la de la firma y a la de hoy.',
    },
    ca: {
      titulo: 'Data no vàlida',
      cuerpo: 'La data de fi de vigència ha de ser posterior a la de la signatura i a la d’avui.',
    },
  },
  {
    code: 175,
    categoria: 'secondary',
    http: 400,
    es: {
      titulo: 'Falta el convenio firmado',
      cuerpo: 'Para formalizar en el portal sube el PDF firmado por la universidad, o indica que se firmó fuera.',
    },
    ca: {
      titulo: 'Falta el conveni signat',
      cuerpo: 'Per formalitzar al portal puja el PDF signat per la universitat, o indica que es va signar fora.',
    },
  },
];

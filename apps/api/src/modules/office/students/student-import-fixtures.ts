import { dniLetter } from '@portal/contracts/validation/dni-nie';

/**
 * Generated import files for the tests and the benchmark (issue #15 'Students'): `valid` rows of
 * distinct new students, and `bad` rows spread through the file with ten kinds of mistakes, five
 * of each when bad = 50. Answers the file and the line numbers of the bad rows with their reason.
 */
export const dniOf = (n: number) => `${String(n).padStart(8, '0')}${dniLetter(n)}`;

/** Logins of accounts that are not students of the default brand: an import cannot take them. */
const TAKEN = ['empresa@demo.test', 'grupo@demo.test', 'nueva@demo.test', 'gestor@demo.test', 'tutora@demo.test'];

export function generatedImport(valid: number, bad: number, opts: { separator?: ';' | ','; bom?: boolean } = {}) {
  const sep = opts.separator ?? ';';
  const lines: string[] = [['dni', 'email', 'nombre', 'apellidos', 'titulacion', 'sede', 'curso'].join(sep)];
  const badLines = new Map<number, string>();
  const good: string[][] = [];
  const row = (fields: (string | number)[]) => fields.map(String).join(sep);
  const every = bad ? Math.floor(valid / bad) : Infinity;
  let badDone = 0;
  for (let i = 0; i < valid; i++) {
    const n = 60_000_000 + i;
    const fields = [
      dniOf(n),
      `import${i}@alumnos.import.test`,
      `Nombre${i}`,
      `Apellido Uno${i}`,
      1 + (i % 20),
      '',
      1 + (i % 4),
    ];
    lines.push(row(fields));
    good.push(fields.map(String));
    if (badDone < bad && (i + 1) % every === 0) {
      const kind = badDone % 10;
      const k = 70_000_000 + badDone;
      const previous = good[good.length - 1];
      const bads: [string, (string | number)[]][] = [
        [
          'dni',
          [
            `${String(k).padStart(8, '0')}${dniLetter(k + 1)}`,
            `bad${badDone}@alumnos.import.test`,
            'Ana',
            'Mal Dni',
            1,
            '',
            1,
          ],
        ],
        ['email', [dniOf(k), `bad${badDone}@@alumnos`, 'Ana', 'Mal Correo', 1, '', 1]],
        ['titulacionDesconocida', [dniOf(k), `bad${badDone}@alumnos.import.test`, 'Ana', 'Sin Grado', 999, '', 1]],
        ['sedeDesconocida', [dniOf(k), `bad${badDone}@alumnos.import.test`, 'Ana', 'Sin Sede', 1, 99, 1]],
        ['duplicadoEnFichero', previous],
        ['nombre', [dniOf(k), `bad${badDone}@alumnos.import.test`, '', 'Sin Nombre', 1, '', 1]],
        ['curso', [dniOf(k), `bad${badDone}@alumnos.import.test`, 'Ana', 'Curso Raro', 1, '', 9]],
        [
          'inconsistenteEnFichero',
          [
            previous[0],
            `otro${badDone}@alumnos.import.test`,
            previous[2],
            previous[3],
            (Number(previous[4]) % 20) + 1,
            '',
            1,
          ],
        ],
        ['emailEnUso', [dniOf(k), TAKEN[Math.floor(badDone / 10) % TAKEN.length], 'Ana', 'Correo Ajeno', 1, '', 1]],
        [
          'dni',
          [
            `X${String(k % 10_000_000).padStart(7, '0')}A`,
            `nie${badDone}@alumnos.import.test`,
            'Ana',
            'Mal Nie',
            1,
            '',
            1,
          ],
        ],
      ];
      const [reason, fields] = bads[kind];
      // A valid NIE has the letter of its number: make sure this one does not.
      if (kind === 9 && fields[0] === `X${String(k % 10_000_000).padStart(7, '0')}${dniLetter(k % 10_000_000)}`)
        fields[0] = `X${String(k % 10_000_000).padStart(7, '0')}B`;
      lines.push(row(fields));
      badLines.set(lines.length, reason);
      badDone++;
    }
  }
  const text = (opts.bom ? '\ufeff' : '') + lines.join('\r\n') + '\r\n';
  return { text, badLines, validRows: valid };
}

export const toBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

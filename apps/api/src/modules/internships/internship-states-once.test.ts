import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INTERNSHIP_STATES } from '@portal/contracts/internships/internship-states';
import { describe, expect, it } from 'vitest';

// ADR 0031: the internship states are declared once, in contracts' internship-states.ts; every
// other file of the API, the web and contracts takes them from there.

/** The source trees whose files must take the states from this table. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const TREES = ['apps/api/src', 'apps/web/src', 'packages/contracts/src'];
const DECLARATION = path.join(ROOT, 'packages/contracts/src/internships/internship-states.ts');
const STATE = `'(?:${INTERNSHIP_STATES.join('|')})'`;
/** An array literal or a union type of quoted words. */
const LISTS = [
  new RegExp(`\\[\\s*${STATE}(?:\\s*,\\s*'[a-z_]+')*\\s*,?\\s*\\]`, 'g'),
  new RegExp(`${STATE}(?:\\s*\\|\\s*'[a-z_]+')+`, 'g'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one declaration of the internship states', () => {
  it('no other source file spells a list of internship states', () => {
    const offenders: string[] = [];
    const files = TREES.flatMap((tree) => sourceFiles(path.join(ROOT, tree)));
    // Not vacuous: the trees are read, the declaration among them.
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain(DECLARATION);
    for (const file of files) {
      if (file === DECLARATION) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of LISTS)
        for (const match of text.matchAll(pattern)) {
          const states = new Set([...match[0].matchAll(/'([a-z_]+)'/g)].map((m) => m[1]));
          // Two or more internship states, one of them the internship's own (under way or finished):
          // request and adhesion states share 'pendiente', 'aceptada' and 'rechazada'.
          const own = states.has('en_curso') || states.has('finalizada');
          const count = INTERNSHIP_STATES.filter((s) => states.has(s)).length;
          if (own && count >= 2) offenders.push(`${path.relative(ROOT, file)}: ${match[0]}`);
        }
    }
    expect(offenders).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dniLetter, isValidDniNie } from '@portal/contracts/validation/dni-nie';
import { isValidIban } from '@portal/contracts/validation/iban';

/**
 * The identity numbers and IBANs the portal accepts are the ones the authorities' rules accept,
 * as python-stdnum (Debian's python3-stdnum, an implementation nobody on this project wrote)
 * reads them: the same verdict on every generated number, written the ways people type them.
 */
const PYTHON = '/usr/bin/python3';
const STDNUM = `
import json, sys
from stdnum import iban
from stdnum.es import dni, nie
out = []
for kind, value in json.load(sys.stdin):
    if kind == 'iban':
        out.append(iban.is_valid(value))
    else:
        out.append(dni.is_valid(value) or nie.is_valid(value))
print(json.dumps(out))
`;

/** A small deterministic generator, so that a failure names the same numbers on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return { next, digits, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    const chunk = code >= 65 ? String(code - 55) : char;
    for (const digit of chunk) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The IBAN of a country and BBAN with its ISO 7064 check digits right, whatever the BBAN. */
function withCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** Spain's CCC control digits (bank-branch, then account), weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6. */
function cccDigit(digits: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const offset = weights.length - digits.length;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * weights[i + offset], 0);
  const digit = 11 - (sum % 11);
  return String(digit === 11 ? 0 : digit === 10 ? 1 : digit);
}

function samples(): Array<['iban' | 'id', string]> {
  const g = generator(20261208);
  const out: Array<['iban' | 'id', string]> = [];
  const spaced = (s: string) => s.replace(/(.{4})/g, '$1 ').trim();
  for (let i = 0; i < 40; i++) {
    const bankBranch = g.digits(8);
    const account = g.digits(10);
    const good = `${bankBranch}${cccDigit(bankBranch)}${cccDigit(account)}${account}`;
    const badCcc = `${bankBranch}${(Number(cccDigit(bankBranch)) + 1) % 10}${cccDigit(account)}${account}`;
    out.push(['iban', withCheckDigits('ES', good)], ['iban', spaced(withCheckDigits('ES', good))]);
    out.push([
      'iban',
      withCheckDigits('ES', good)
        .replace(/(.{4})/g, '$1-')
        .replace(/-$/, ''),
    ]);
    out.push(['iban', withCheckDigits('ES', badCcc)]);
  }
  for (let i = 0; i < 20; i++) {
    const de = g.digits(18);
    out.push(['iban', withCheckDigits('DE', de)]);
    // A letter where Germany's format has digits, check digits still right.
    out.push(['iban', withCheckDigits('DE', `${de.slice(0, 10)}A${de.slice(11)}`)]);
    // Countries that have no IBAN, with mod-97 passing.
    out.push(['iban', withCheckDigits(g.pick(['US', 'CA', 'AU', 'JP', 'CN']), g.digits(18))]);
    out.push(['iban', withCheckDigits(g.pick(['FR', 'IT', 'PT', 'NL', 'GB']), g.digits(g.pick([14, 18, 23])))]);
  }
  for (let i = 0; i < 30; i++) {
    const number = Math.floor(g.next() * 100_000_000);
    const dni = `${String(number).padStart(8, '0')}${dniLetter(number)}`;
    const wrong = `${dni.slice(0, 8)}${dniLetter(number + 1)}`;
    out.push(['id', dni], ['id', `${dni.slice(0, 8)}-${dni[8]}`], ['id', `${dni.slice(0, 4)} ${dni.slice(4)}`]);
    out.push(['id', wrong]);
    const prefix = g.pick(['X', 'Y', 'Z'] as const);
    const seven = g.digits(7);
    const nieNumber = Number(`${'XYZ'.indexOf(prefix)}${seven}`);
    out.push(
      ['id', `${prefix}-${seven}-${dniLetter(nieNumber)}`],
      ['id', `${prefix}${seven}${dniLetter(nieNumber + 2)}`],
    );
  }
  return out;
}

describe('identity numbers and IBANs as python-stdnum reads them', () => {
  it('gives the same verdict as python-stdnum on every generated number', () => {
    const cases = samples();
    expect(cases.length).toBeGreaterThanOrEqual(274);
    const run = spawnSync(PYTHON, ['-c', STDNUM], { input: JSON.stringify(cases), encoding: 'utf8' });
    expect(run.stderr, 'python3-stdnum must be installed (Debian package python3-stdnum)').toBe('');
    const verdicts = JSON.parse(run.stdout) as boolean[];
    const ours = cases.map(([kind, value]) => (kind === 'iban' ? isValidIban(value) : isValidDniNie(value)));
    const disagreements = cases.filter((_, i) => ours[i] !== verdicts[i]).map(([, value]) => value);
    expect(disagreements).toEqual([]);
    // Both verdicts occur, so the comparison cannot pass by accepting or refusing everything.
    expect(new Set(verdicts)).toEqual(new Set([true, false]));
  });

  it('accepts the forms people type that the audit found refused', () => {
    expect(isValidDniNie('86830984-G')).toBe(true);
    expect(isValidDniNie('Y-4251780-Z')).toBe(true);
    expect(isValidIban('ES91-2100-0418-4502-0005-1332')).toBe(true);
  });
});

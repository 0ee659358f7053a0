import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ID_MAX } from '../limits';
import { zEmail, zOptionalText, zPassword, zRequiredText } from './fields';
import { idFromText, isId, zCoercedId, zId, ZIdPathParams } from './ids';
import { containsNul } from './text';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('#12.2 ids are 32-bit positive integers', () => {
  it('accepts 1 to 2^31-1 and refuses 0, negatives, fractions and anything above', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    for (const ok of [1, 42, ID_MAX]) {
      expect(zId().parse(ok)).toBe(ok);
      expect(zCoercedId().parse(String(ok))).toBe(ok);
      expect(isId(ok)).toBe(true);
    }
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 2 ** 53, Number.NaN]) {
      expect(firstMessage(zId(), bad), String(bad)).toBe('malformed');
      expect(isId(bad)).toBe(false);
    }
    expect(firstMessage(zCoercedId(), '2147483648')).toBe('malformed');
    expect(firstMessage(ZIdPathParams, { id: '2147483648' })).toBe('malformed');
    expect(firstMessage(zId('required'), undefined)).toBe('required');
  });

  it('reads an id from a path text only when it is digits within the range', () => {
    expect(idFromText('7')).toBe(7);
    expect(idFromText(String(ID_MAX))).toBe(ID_MAX);
    for (const text of ['2147483648', '0', '-1', '1e3', '12a', '', null, undefined, '99999999999'])
      expect(idFromText(text)).toBeNull();
  });
});

describe('#12.2 text never carries a NUL character', () => {
  it('finds a NUL in a string, a nested value or a key', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul({ a: ['x', 1, null, true] })).toBe(false);
  });

  it('the shared text builders refuse it as malformed', () => {
    expect(firstMessage(zRequiredText(), 'Hola\u0000mundo')).toBe('malformed');
    expect(firstMessage(zOptionalText(), 'Hola\u0000mundo')).toBe('malformed');
    expect(firstMessage(zEmail(), 'ana\u0000@demo.test')).toBe('malformed');
    expect(firstMessage(zPassword(), 'Demo2026\u0000')).toBe('malformed');
    expect(zRequiredText().parse('Hola mundo')).toBe('Hola mundo');
  });
});

import { describe, expect, it } from 'vitest';
import { statusCatalogue } from './status-codes';
import { Status } from './status-names';

describe('named status codes (issue #13 part 3)', () => {
  const numericCodes = Object.values(statusCatalogue)
    .map((entry) => entry.code)
    .filter((code): code is number => typeof code === 'number')
    .sort((a, b) => a - b);

  it('names every numeric code of the catalogue', () => {
    const named = new Set<number>(Object.values(Status));
    expect(numericCodes.filter((code) => !named.has(code))).toEqual([]);
  });

  it('names only codes the catalogue has, each once', () => {
    const values = Object.values(Status) as number[];
    expect(values.filter((code) => !numericCodes.includes(code))).toEqual([]);
    expect(new Set(values).size).toBe(values.length);
  });
});

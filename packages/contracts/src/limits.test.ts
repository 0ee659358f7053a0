import { describe, expect, it } from 'vitest';
import { FILE_MAX_BYTES, forumYears, OFFER_FILTER_LISTS, OFFER_TYPES, UPLOAD_EXTENSIONS } from './limits';

describe('limits (SPEC §9)', () => {
  it('forum years run from 2010 to the current year', () => {
    expect(forumYears(new Date(2012, 5, 1))).toEqual([2010, 2011, 2012]);
    expect(forumYears(new Date(2010, 0, 1))).toEqual([2010]);
    expect(forumYears().at(-1)).toBe(new Date().getFullYear());
  });

  it('2000 KB is the upload limit in bytes', () => {
    expect(FILE_MAX_BYTES).toBe(2_048_000);
  });

  it('every offer type has its filter lists', () => {
    for (const type of OFFER_TYPES) expect(OFFER_FILTER_LISTS[type].length).toBeGreaterThan(0);
  });

  it('the upload whitelist has the 19 extensions of SPEC §5', () => {
    expect(new Set(UPLOAD_EXTENSIONS).size).toBe(19);
  });
});

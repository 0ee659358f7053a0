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

  it('the upload whitelist holds exactly the 19 documents and images of SPEC §5 (the API and the web share it)', () => {
    expect([...UPLOAD_EXTENSIONS].sort()).toEqual(
      [
        ...['doc', 'docx', 'pdf', 'odt', 'ppt', 'pptx', 'odp', 'pps', 'ppsx', 'csv', 'xlsx', 'txt'],
        ...['png', 'jpg', 'jpeg', 'gif', 'tiff', 'tif', 'bmp'],
      ].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isPersistentCode, isReportedCode, PERSISTENT_STATUS_CODES, REPORTED_STATUS_CODES } from './status-code-flags';
import { ALL_STATUS_CODES, getStatusEntry, isReported, survivesRouteChange } from './status-codes';

// The text-free flags (what the web loads before any popup) must say what the catalogue says.
describe('status code flags without the texts', () => {
  it('reports exactly the codes the catalogue marks as reported (SPEC §7: 1, 12, 24, 500)', () => {
    expect(ALL_STATUS_CODES.filter((code) => getStatusEntry(code)?.reported === true)).toEqual([
      ...REPORTED_STATUS_CODES,
    ]);
    for (const code of ALL_STATUS_CODES) expect(isReportedCode(code), String(code)).toBe(isReported(code));
  });

  it('keeps across route changes exactly the popups the catalogue marks persistent (SPEC §4: 2)', () => {
    expect(ALL_STATUS_CODES.filter((code) => getStatusEntry(code)?.persistent === true)).toEqual([
      ...PERSISTENT_STATUS_CODES,
    ]);
    for (const code of ALL_STATUS_CODES) expect(isPersistentCode(code), String(code)).toBe(survivesRouteChange(code));
  });

  it('accepts the code as a number or as the string the envelope may carry', () => {
    expect(isReportedCode('500')).toBe(true);
    expect(isPersistentCode('2')).toBe(true);
    expect(isReportedCode(3)).toBe(false);
  });
});

// http(s) URL: a host name with a TLD, localhost or an IPv4 address, optional port, then any
// path, query and fragment without spaces.
const HOST = String.raw`(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|\d{1,3}(?:\.\d{1,3}){3})`;
const URL_PATTERN = new RegExp(String.raw`^https?://${HOST}(?::\d{1,5})?(?:[/?#][^\s]*)?$`, 'i');
// SPEC §5 LinkedIn URL: a person (in, pub) or company page, optionally on a country subdomain.
const LINKEDIN_PATTERN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company)\/[^\s/?#]+(?:[/?#]\S*)?$/i;

/** SPEC §5 'URL well-formed': an absolute http or https address. */
export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value.trim());
}

/** SPEC §5 external enrolment URL (message 'La url contiene errores'): a well-formed http(s) URL. */
export function isEnrolmentUrl(value: string): boolean {
  return isValidUrl(value);
}

/** SPEC §5 LinkedIn URL (message 'La url contiene errores'). */
export function isLinkedinUrl(value: string): boolean {
  return LINKEDIN_PATTERN.test(value.trim());
}

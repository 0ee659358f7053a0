/** Root of every surveys query key: answering or finishing a survey invalidates it (lists, the mandatory-surveys gate). */
export const SURVEYS_KEY = ['surveys'] as const;

/** A short, non-secret piece of a bearer, so that one user's answers never show to the next in this tab. */
export function bearerTag(token: string | null | undefined): string {
  return token ? token.slice(-12) : 'none';
}

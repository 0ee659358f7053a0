/** Root of every surveys query key: answering or finishing a survey invalidates it (lists, the mandatory-surveys gate). */
export const SURVEYS_KEY = ['surveys'] as const;

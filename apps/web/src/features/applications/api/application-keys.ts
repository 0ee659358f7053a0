/** Root of the applications queries (the offers feature invalidates it after enrolling). */
export const APPLICATIONS_KEY = ['applications'] as const;

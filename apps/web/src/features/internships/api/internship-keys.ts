export const INTERNSHIPS_KEY = ['internships'] as const;

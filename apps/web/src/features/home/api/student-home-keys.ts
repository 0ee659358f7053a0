/** Root of the student home's queries (separate from the company home's). */
export const STUDENT_HOME_KEY = ['home', 'student'] as const;

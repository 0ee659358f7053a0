/** Query keys of the education-internship requests. */
export const EDUCATION_REQUESTS_KEY = ['education-requests'] as const;

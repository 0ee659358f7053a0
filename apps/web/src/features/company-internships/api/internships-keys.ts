/** Query keys of the company's assigned internships and their documents. */
export const COMPANY_INTERNSHIPS_KEY = ['company-internships'] as const;

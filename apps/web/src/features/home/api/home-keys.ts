/** Root of the company home's queries. */
export const COMPANY_HOME_KEY = ['home', 'company'] as const;

/** Query keys of the company area (company data, contacts, profile, reference lists). */
export const COMPANY_KEY = ['company'] as const;
export const COMPANY_DATA_KEY = [...COMPANY_KEY, 'data'] as const;
export const CONTACTS_KEY = [...COMPANY_KEY, 'contacts'] as const;
export const PROFILE_KEY = [...COMPANY_KEY, 'profile'] as const;

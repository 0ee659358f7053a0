/** Query keys of the company's /documentacion (SPEC §2, §7): every list lives under this prefix. */
export const COMPANY_DOCUMENTS_KEY = ['documentation', 'company'] as const;

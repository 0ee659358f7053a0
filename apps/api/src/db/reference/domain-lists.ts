import type { DomainListsData } from './domain-item';
import { AMBITO_LISTS } from './domain-lists-ambitos';
import { APPLICATION_LISTS } from './domain-lists-applications';
import { COMPANY_LISTS } from './domain-lists-company';
import { STUDENT_LISTS } from './domain-lists-student';

/** Every list stored in `domain_items`, keyed by its SPEC §3 name. */
export const DOMAIN_LISTS: DomainListsData = {
  ...COMPANY_LISTS,
  ...APPLICATION_LISTS,
  ...STUDENT_LISTS,
  ...AMBITO_LISTS,
};

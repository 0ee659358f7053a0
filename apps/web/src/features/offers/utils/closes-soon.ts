import { EXPIRING_SOON_DAYS } from '@portal/contracts/proposals/proposals.schemas';
import { daysUntil } from './days-until';

/**
 * #16 part 2 'closing-soon mark': still open and its last day within EXPIRING_SOON_DAYS (the rule
 * of the company's 'caducan pronto', SPEC §2), counted as the detail page counts its deadline.
 */
export function closesSoon(fechaCaducidad: string | null | undefined, now: Date = new Date()): boolean {
  const days = daysUntil(fechaCaducidad ?? null, now);
  return days !== null && days >= 0 && days <= EXPIRING_SOON_DAYS;
}

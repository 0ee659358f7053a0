/**
 * Who may do what in the university office's console (issue #14 'Who the staff are'): one table of
 * staff kind -> allowed actions, read by the API (every service asks `can` before it touches an
 * object) and by the web (it hides what a person may not do). Brand and campus scope are checked
 * besides, on each object, by the services.
 */
export const STAFF_KINDS = ['admin', 'gestor', 'tutor'] as const;
export type TStaffKind = (typeof STAFF_KINDS)[number];

/** Every action of the console, for the whole issue (the queues use the ones not built yet). */
export const OFFICE_ACTIONS = [
  'staff.manage',
  'audit.read',
  'dashboard.read',
  'companies.read',
  'companies.decide',
  'companies.merge',
  'offers.read',
  'offers.decide',
  'offers.edit',
  'agreements.read',
  'agreements.decide',
  'requests.read',
  'requests.decide',
  'students.read',
  'students.manage',
  'internships.read',
  'internships.manage',
  'internships.tutor',
  'content.manage',
  // The data-protection and legal texts: a new version makes every user of the brand accept again
  // (SPEC §4 Login), so it is brand-wide and cannot be taken back (ADR 0035).
  'legal.manage',
  'reports.read',
  // #18 part 2: the platform's failed background jobs (admins of the main brand; checked by the service).
  'jobs.manage',
] as const;
export type TOfficeAction = (typeof OFFICE_ACTIONS)[number];

const GESTOR_ACTIONS: readonly TOfficeAction[] = [
  'dashboard.read',
  'companies.read',
  'companies.decide',
  'offers.read',
  'offers.decide',
  'offers.edit',
  'agreements.read',
  'agreements.decide',
  'requests.read',
  'requests.decide',
  'students.read',
  'students.manage',
  'internships.read',
  'internships.manage',
  'content.manage',
  'reports.read',
];

/**
 * admin: everything of the brand, staff accounts included; gestor: the queues, companies, offers,
 * agreements and requests, students only of their campuses when scoped (checked per object), and
 * the ordinary content (news, events, guides, surveys, programmes, the home banner); tutor: only
 * the internships they tutor. Brand-wide, irreversible actions stay with admins (ADR 0035): merging
 * two company records (`companies.merge`) and a new data-protection text (`legal.manage`).
 */
export const PERMISSIONS: Readonly<Record<TStaffKind, readonly TOfficeAction[]>> = {
  admin: OFFICE_ACTIONS,
  gestor: GESTOR_ACTIONS,
  tutor: ['internships.tutor'],
};

export function can(kind: TStaffKind | null | undefined, action: TOfficeAction): boolean {
  return !!kind && PERMISSIONS[kind].includes(action);
}

import { describe, expect, it } from 'vitest';
import { can, OFFICE_ACTIONS, PERMISSIONS, STAFF_KINDS } from './permissions';

describe('office permissions', () => {
  it('gives an admin every action of the console', () => {
    for (const action of OFFICE_ACTIONS) expect(can('admin', action)).toBe(true);
  });

  it('keeps staff management and the audit log to admins', () => {
    for (const kind of ['gestor', 'tutor'] as const) {
      expect(can(kind, 'staff.manage')).toBe(false);
      expect(can(kind, 'audit.read')).toBe(false);
    }
  });

  it('lets a gestor work the queues and a tutor only their internships', () => {
    expect(can('gestor', 'dashboard.read')).toBe(true);
    expect(can('gestor', 'offers.decide')).toBe(true);
    expect(PERMISSIONS.tutor).toEqual(['internships.tutor']);
    expect(can('tutor', 'dashboard.read')).toBe(false);
  });

  it('keeps brand-wide, irreversible actions to admins, ordinary content with gestores', () => {
    for (const kind of ['gestor', 'tutor'] as const) {
      expect(can(kind, 'companies.merge')).toBe(false);
      expect(can(kind, 'legal.manage')).toBe(false);
    }
    expect(can('admin', 'companies.merge')).toBe(true);
    expect(can('admin', 'legal.manage')).toBe(true);
    expect(can('gestor', 'content.manage')).toBe(true);
    expect(can('gestor', 'companies.decide')).toBe(true);
  });

  it('allows nothing without a kind, and names only known actions', () => {
    expect(can(null, 'dashboard.read')).toBe(false);
    for (const kind of STAFF_KINDS) for (const action of PERMISSIONS[kind]) expect(OFFICE_ACTIONS).toContain(action);
  });
});

import type { DemoContext, DemoDb } from './demo-context';
import { DEMO_USERS } from './demo-people';

/**
 * The university office's demo staff (issue #14 'Demo data', DESIGN.md 'Demo data'): password
 * Demo2026 like the others. gestor@demo.test (user 7, created with the people) is the default
 * brand's admin; brand.json lets it sign in without a second factor, for the demo only (README).
 * gestor@catalunya.demo.test is an admin without that exemption: it enrols TOTP at first sign-in.
 */
export const DEMO_STAFF = {
  gestor: DEMO_USERS.gestor,
  oficina: 90,
  tutora: 91,
  gestorCatalunya: 92,
} as const;

/** oficina@ works the queues of one campus (Valencia, where the demo students study). */
export const DEMO_OFICINA_CAMPUS = 1;

type S = [id: number, email: string, brand: string, nombre: string, apellidos: string];
const NEW_STAFF: S[] = [
  [DEMO_STAFF.oficina, 'oficina@demo.test', 'default', 'Rosa', 'Iglesias Marín'],
  [DEMO_STAFF.tutora, 'tutora@demo.test', 'default', 'Teresa', 'Ballester Roig'],
  [DEMO_STAFF.gestorCatalunya, 'gestor@catalunya.demo.test', 'catalunya', 'Jordi', 'Puig Casals'],
];

export async function seedDemoOffice(db: DemoDb, ctx: DemoContext): Promise<void> {
  const created = ctx.clock.at(-400);
  await db
    .insertInto('users')
    .values(
      NEW_STAFF.map(([id, email, brand, nombre, apellidos]) => ({
        id,
        email,
        password_hash: ctx.passwordHash,
        role: 'staff' as const,
        status: 'active' as const,
        brand_key: brand,
        preferred_language: brand === 'catalunya' ? ('ca' as const) : ('es' as const),
        first_access_at: null,
        last_login_at: null,
        nombre,
        apellidos,
        created_at: created,
      })),
    )
    .execute();
  const member = (user_id: number, kind: 'admin' | 'gestor' | 'tutor') => ({
    user_id,
    kind,
    active: 1,
    totp_secret: null,
    totp_pending_secret: null,
    totp_enrolled_at: null,
    totp_last_step: null,
    invited_by_user_id: null,
    created_at: created,
  });
  await db
    .insertInto('staff_members')
    .values([
      member(DEMO_STAFF.gestor, 'admin'),
      member(DEMO_STAFF.oficina, 'gestor'),
      member(DEMO_STAFF.tutora, 'tutor'),
      member(DEMO_STAFF.gestorCatalunya, 'admin'),
    ])
    .execute();
  await db
    .insertInto('staff_campuses')
    .values({ user_id: DEMO_STAFF.oficina, campus_id: DEMO_OFICINA_CAMPUS })
    .execute();
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db';
import { migrate } from '../../platform/db';
import { verifyPassword } from '../../platform/password';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { AgreementState } from '../tables/agreements';
import { demoClock } from './demo-context';
import { DEMO_PASSWORD, seedIfEmpty } from './index';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await buildTestApp();
  db = t.app.db;
});
afterAll(async () => {
  await t.close();
});

async function count(table: Parameters<Db['selectFrom']>[0] & string): Promise<number> {
  const row = await db
    .selectFrom(table as 'users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const COUNTED = [
  'users',
  'students',
  'companies',
  'company_contacts',
  'offers',
  'offer_degrees',
  'applications',
  'internships',
  'agreements',
  'documents',
  'events',
  'surveys',
  'notifications',
  'domain_items',
  'degrees',
] as const;

describe('demo data (DESIGN.md Demo data)', () => {
  it('has the seven demo users with their roles and the shared password', async () => {
    const users = await db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'status', 'password_hash'])
      .where('id', '<=', 7)
      .orderBy('id')
      .execute();
    expect(users.map((u) => [u.id, u.email, u.role, u.status])).toEqual([
      [1, 'alumna@demo.test', 'student', 'active'],
      [2, 'master@demo.test', 'student', 'active'],
      [3, 'antiguo@demo.test', 'student', 'active'],
      [4, 'empresa@demo.test', 'company', 'active'],
      [5, 'grupo@demo.test', 'company', 'active'],
      [6, 'nueva@demo.test', 'company', 'active'],
      [7, 'gestor@demo.test', 'staff', 'active'],
    ]);
    expect(await verifyPassword(users[0].password_hash!, DEMO_PASSWORD)).toBe(true);
    const kinds = await db
      .selectFrom('students')
      .select(['user_id', 'kind', 'credits_passed_percent', 'social_security_number'])
      .where('user_id', '<=', 3)
      .orderBy('user_id')
      .execute();
    expect(kinds.map((s) => s.kind)).toEqual(['grado', 'master', 'alumnus']);
    expect(kinds[0].social_security_number).toBeNull();
    expect(Number(kinds[1].credits_passed_percent)).toBeLessThan(50);
  });

  it('gives alumna@ a CV, an application in state 16 and an internship in the current course', async () => {
    const cv = await db
      .selectFrom('documents')
      .select('id')
      .where('owner_user_id', '=', 1)
      .where('kind', '=', 'cv')
      .execute();
    expect(cv).toHaveLength(1);
    const states = (await db.selectFrom('applications').select('estado').where('student_id', '=', 1).execute()).map(
      (a) => a.estado,
    );
    expect(states).toContain(16);
    expect(new Set(states).size).toBeGreaterThanOrEqual(4);
    const internship = await db
      .selectFrom('internships')
      .select(['company_id', 'course'])
      .where('student_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(internship).toEqual({ company_id: 1, course: demoClock().course });
  });

  it('has at least 60 offers of the three types, published ones still open', async () => {
    const rows = await db.selectFrom('offers').select(['tipo', 'estado', 'fecha_caducidad']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.tipo))).toEqual(new Set(['practicas', 'empleo', 'alternancia']));
    const today = demoClock().day(0);
    const published = rows.filter((r) => r.estado === 'publicada');
    expect(published.length).toBeGreaterThan(rows.length / 2);
    expect(published.every((r) => r.fecha_caducidad! > today)).toBe(true);
    expect(new Set(rows.map((r) => r.estado))).toEqual(
      new Set(['publicada', 'pendiente_validacion', 'cerrada', 'caducada', 'borrador', 'eliminada']),
    );
    const onIslands = await db.selectFrom('offers').select('id').where('island_id', 'is not', null).execute();
    expect(onIslands.length).toBeGreaterThan(0);
  });

  it('#12.21 puts each island offer in a town of its island (Las Palmas de Gran Canaria on Gran Canaria)', async () => {
    const rows = await db
      .selectFrom('offers')
      .innerJoin('islands', 'islands.id', 'offers.island_id')
      .select(['offers.localidad', 'islands.name as island'])
      .execute();
    const ON_ISLAND: Record<string, string> = {
      'Las Palmas de Gran Canaria': 'Gran Canaria',
      'Santa Cruz de Tenerife': 'Tenerife',
      Palma: 'Mallorca',
      Eivissa: 'Ibiza',
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect({ localidad: row.localidad, island: row.island }).toEqual({
        localidad: row.localidad,
        island: ON_ISLAND[row.localidad ?? ''],
      });
  });

  it('has an agreement in each of the six states', async () => {
    const states = (await db.selectFrom('agreements').select('estado').execute()).map((a) => a.estado);
    const all: AgreementState[] = [
      'generado',
      'firmado_empresa',
      'erroneo_empresa',
      'enviado_secretaria',
      'formalizado',
      'caducado',
    ];
    expect(new Set(states)).toEqual(new Set(all));
    const company1 = await db
      .selectFrom('agreements')
      .select('estado')
      .where('company_id', '=', 1)
      .where('estado', '=', 'formalizado')
      .execute();
    expect(company1).toHaveLength(1);
  });

  it('makes grupo@ a contact of two companies and nueva@ a company with an incomplete signer', async () => {
    const companies = await db
      .selectFrom('company_contacts')
      .select('company_id')
      .where('user_id', '=', 5)
      .orderBy('company_id')
      .execute();
    expect(companies.map((c) => c.company_id)).toEqual([2, 3]);
    const signer = await db
      .selectFrom('company_signers')
      .selectAll()
      .where('company_id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(signer.cargo).toBeNull();
    expect(signer.email).toBeNull();
    const nueva = await db
      .selectFrom('companies')
      .select(['iban', 'validated'])
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(nueva).toEqual({ iban: null, validated: 1 });
    const empresa = await db
      .selectFrom('companies')
      .select(['nombre', 'iban', 'validated'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(empresa.nombre).toBe('Tecnologías Levante S.L.');
    expect(empresa.iban).not.toBeNull();
  });

  it('splits events into past and future and has the content the home pages show', async () => {
    const now = new Date().toISOString();
    const events = await db.selectFrom('events').select(['fecha', 'destacado', 'publico', 'audience']).execute();
    expect(events.some((e) => e.fecha < now)).toBe(true);
    expect(events.filter((e) => e.fecha > now).length).toBeGreaterThanOrEqual(3);
    expect(events.filter((e) => e.destacado === 1)).toHaveLength(2);
    expect(events.some((e) => e.publico === 1)).toBe(true);
    expect(events.some((e) => e.audience === 'graduates')).toBe(true);
    expect(await count('guides')).toBeGreaterThanOrEqual(5);
    expect(await count('surveys')).toBeGreaterThanOrEqual(3);
    const audiences = (await db.selectFrom('communications').select('audience').execute()).map((c) => c.audience);
    expect(audiences).toEqual(expect.arrayContaining(['student', 'company']));
    const unread = await db
      .selectFrom('notifications')
      .select(['user_id', 'importante'])
      .where('leida', '=', 0)
      .where('user_id', 'in', [1, 4])
      .execute();
    expect(unread.some((n) => n.user_id === 1 && n.importante === 1)).toBe(true);
    const programmes = await db.selectFrom('programmes').select(['requiere_adhesion', 'dedicacion', 'meses']).execute();
    expect(programmes.some((p) => p.dedicacion === 80 && p.meses === 12)).toBe(true);
  });

  it('changes nothing when seeded again', async () => {
    const before = await Promise.all(COUNTED.map((tbl) => count(tbl)));
    await seedIfEmpty(db, t.app.storage);
    expect(await Promise.all(COUNTED.map((tbl) => count(tbl)))).toEqual(before);
  });

  it('runs the migrations idempotently', async () => {
    await migrate(db);
    expect(await count('users')).toBeGreaterThanOrEqual(7);
  });

  it('lets new rows get fresh ids after the explicit demo ids', async () => {
    const row = await db
      .insertInto('notifications')
      .values({ user_id: 1, titulo: 'Prueba', texto: '<p>x</p>', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(10);
    await db.deleteFrom('notifications').where('id', '=', row.id).execute();
  });
});

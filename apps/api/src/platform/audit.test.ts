import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call';
import { officeLogin } from '../modules/office/office-test-kit';
import { buildTestApp, type TestApp } from '../test/test-app';
import { recordAudit } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

async function firstRow() {
  return t.app.db.selectFrom('audit_log').selectAll().orderBy('id').executeTakeFirstOrThrow();
}

describe('audit trail (issue #14 "Timeline and audit log")', () => {
  it('records one row with who, role, when, object, states, reason, request id and address', async () => {
    await recordAudit(t.app.db, {
      brandKey: 'default',
      actorUserId: 7,
      actorRole: 'staff',
      action: 'offer.reject',
      objectType: 'offer',
      objectId: 42,
      fromState: 'pendiente_validacion',
      toState: 'borrador',
      reason: 'Falta la ayuda al estudio',
      requestId: 'req-1',
      ip: '203.0.113.9',
    });
    const row = await firstRow();
    expect(row).toMatchObject({
      actor_user_id: 7,
      actor_role: 'staff',
      object_id: '42',
      from_state: 'pendiente_validacion',
      to_state: 'borrador',
      request_id: 'req-1',
      ip: '203.0.113.9',
    });
    expect(row.occurred_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses to change or delete a row through SQL, on this engine', async () => {
    const row = await firstRow();
    await expect(
      t.app.db.updateTable('audit_log').set({ reason: 'rewritten' }).where('id', '=', row.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.db.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`UPDATE audit_log SET actor_user_id = NULL`.execute(t.app.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.app.db)).rejects.toThrow(/append-only/);
    expect(await firstRow()).toEqual(row);
  });

  it('offers no way to change or delete a row through the product: the log is read-only in the API', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const auditPaths = Object.entries(doc.paths).filter(([path]) => /auditor/i.test(path));
    // The list, its export and the check of its hash chain (ADR 0037): all reads.
    expect(auditPaths.map(([path, ops]) => [path, Object.keys(ops)]).sort()).toEqual([
      ['/api/Gestion/auditoria', ['get']],
      ['/api/Gestion/auditoria/exportar', ['get']],
      ['/api/Gestion/auditoria/verificacion', ['get']],
    ]);
    const before = await firstRow();
    const token = await officeLogin(t.app, 'gestor@demo.test');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/Gestion/auditoria',
        headers: { authorization: `Bearer ${token}` },
        payload: { id: before.id },
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect(await firstRow()).toEqual(before);
  });

  it('is searchable by admins, newest first, paginated, and only of their brand', async () => {
    await recordAudit(t.app.db, {
      brandKey: 'catalunya',
      actorUserId: 92,
      actorRole: 'staff',
      action: 'offer.approve',
      objectType: 'offer',
      objectId: 67,
    });
    const token = await officeLogin(t.app, 'gestor@demo.test');
    const page = await call(t.app, 'GET', '/api/Gestion/auditoria?tamano=1', token);
    expect(page.body.status).toBe(0);
    expect(page.body.datos.items).toHaveLength(1);
    expect(page.body.datos.total).toBeGreaterThanOrEqual(2);
    expect(page.body.datos.items[0].accion).toBe('auth.sign_in');
    const search = await call(t.app, 'GET', '/api/Gestion/auditoria?q=estudio', token);
    expect(search.body.datos.items.map((i: { accion: string }) => i.accion)).toEqual(['offer.reject']);
    const byObject = await call(t.app, 'GET', '/api/Gestion/auditoria?tipoObjeto=offer', token);
    expect(byObject.body.datos.items.map((i: { idObjeto: string }) => i.idObjeto)).toEqual(['42']);
  });
});

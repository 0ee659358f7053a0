import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { jobForm, requests } from './proposals.fixtures';

/**
 * Brand setting office.autoApproveOffersWithAgreement (issue #14 '3. Offers'): on, an offer of a
 * company with an agreement in force is published on submission and recorded as auto-approved;
 * off (the default brand's setting), or without an agreement in force, it waits for the office.
 */
let t: TestApp;
let empresa: string;
let http: ReturnType<typeof requests>;

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  empresa = await loginAs(t.app, 'empresa@demo.test');
});
afterAll(async () => t?.close());

function setAutoApprove(on: boolean) {
  t.app.brands.byKey.get('default')!.office.autoApproveOffersWithAgreement = on;
}

async function submit(titulo: string) {
  const res = await http.post('/api/Empresa/addOferta', empresa, jobForm({ titulo }));
  expect(res.json().status).toBe(0);
  const id = res.json().datos.idOferta as number;
  const row = await t.app.db
    .selectFrom('offers')
    .select(['estado', 'published_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const audit = await t.app.db
    .selectFrom('audit_log')
    .select(['action', 'actor_role', 'from_state', 'to_state'])
    .where('object_type', '=', 'offer')
    .where('object_id', '=', String(id))
    .orderBy('id')
    .execute();
  return { id, row, audit };
}

describe('auto-approve offers of companies with an agreement in force (#14 part 3)', () => {
  it('#14.3 off (default): the offer waits in pending validation', async () => {
    setAutoApprove(false);
    const { row, audit } = await submit('Oferta sin auto-aprobar');
    expect(row.estado).toBe('pendiente_validacion');
    expect(audit).toEqual([
      { action: 'offer.submit', actor_role: 'company', from_state: null, to_state: 'pendiente_validacion' },
    ]);
  });

  it('#14.3 on: the offer is published at once, the audit row says auto-approved', async () => {
    setAutoApprove(true);
    const { row, audit } = await submit('Oferta auto-aprobada');
    expect(row.estado).toBe('publicada');
    expect(row.published_at).not.toBeNull();
    expect(audit).toEqual([
      { action: 'offer.submit', actor_role: 'company', from_state: null, to_state: 'pendiente_validacion' },
      { action: 'offer.auto_approve', actor_role: 'system', from_state: 'pendiente_validacion', to_state: 'publicada' },
    ]);
  });

  it('#14.3 on, but the agreement is no longer in force: the offer waits', async () => {
    setAutoApprove(true);
    await t.app.db.updateTable('agreements').set({ estado: 'caducado' }).where('company_id', '=', 1).execute();
    const { row, audit } = await submit('Oferta sin convenio vigente');
    expect(row.estado).toBe('pendiente_validacion');
    expect(audit).toEqual([
      { action: 'offer.submit', actor_role: 'company', from_state: null, to_state: 'pendiente_validacion' },
    ]);
    setAutoApprove(false);
  });
});

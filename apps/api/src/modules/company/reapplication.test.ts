import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { auditRows, officeLogin } from '../office/office-test-kit';
import { companyFields, contactBody, FREE_CIFS, registrationBody } from './company.fixtures';

// A rejected company corrects its data and asks again (issue #14 '2. Companies'): it registers
// again with the same CIF at /solicitar-cuenta, and the same record goes back to the office's queue.
let t: TestApp;
let admin: string;
const REGISTER = '/api/Empresa/guardarUsuarioEmpresa';
const CIF = FREE_CIFS[1];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await officeLogin(t.app, 'gestor@demo.test');
});
afterAll(async () => t?.close());

const company = (id: number) =>
  t.app.db
    .selectFrom('companies')
    .select(['id', 'nombre', 'validated', 'rejected_at', 'rejection_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('a rejected company asks again (#14 part 2)', () => {
  it('#14.2 a rejected company registers again with its CIF: same record, corrected, back in the validation queue, recorded', async () => {
    const body = (nombre: string) =>
      registrationBody({
        empresa: companyFields({ cif: CIF, nombre }),
        contactos: [contactBody({ email: 'rrhh@rechazada.test' })],
      });
    const first = await call(t.app, 'POST', REGISTER, null, body('Empresa Rechazada S.L.'));
    expect(first.body.status).toBe(0);
    const id = first.body.datos.idEmpresa as number;
    // The demo brand lets companies in at once (BornActive): this one waits for the office instead.
    t.app.brands.byKey.get('default')!.flags.BornActive = false;
    await t.app.db.updateTable('companies').set({ validated: 0 }).where('id', '=', id).execute();
    const reject = await call(t.app, 'POST', `/api/Gestion/empresas/${id}/rechazar`, admin, {
      motivo: 'La razón social no coincide con la escritura',
    });
    expect(reject.body.status).toBe(0);
    expect((await company(id)).rejected_at).not.toBeNull();
    // The registration form asks existeCIF first: a rejected CIF may register again.
    const exists = await call(t.app, 'GET', `/api/Empresa/existeCIF/${CIF}/default`);
    expect(exists.body.datos).toEqual({ existe: false });

    const again = await call(t.app, 'POST', REGISTER, null, body('Empresa Corregida S.L.'));
    expect(again.body).toMatchObject({ status: 0, aviso: 503, datos: { idEmpresa: id, activa: false } });
    expect(await company(id)).toMatchObject({
      nombre: 'Empresa Corregida S.L.',
      validated: 0,
      rejected_at: null,
      rejection_reason: null,
    });
    const contacts = await t.app.db
      .selectFrom('company_contacts')
      .select('email')
      .where('company_id', '=', id)
      .execute();
    expect(contacts).toEqual([{ email: 'rrhh@rechazada.test' }]);
    const [row] = await auditRows(t.app, 'company.reapply');
    expect(row).toMatchObject({
      actor_role: 'company',
      object_id: String(id),
      from_state: 'rechazada',
      to_state: 'pendiente',
      reason: 'La razón social no coincide con la escritura',
    });
    const queue = await call(t.app, 'GET', '/api/Gestion/empresas?estado=pendiente', admin);
    expect(queue.body.datos.items.map((i: { idEmpresa: number }) => i.idEmpresa)).toContain(id);
  });

  it('#14.2 a company that is not rejected still cannot register its CIF twice (8)', async () => {
    const twice = await call(
      t.app,
      'POST',
      REGISTER,
      null,
      registrationBody({ empresa: companyFields({ cif: 'B46123451' }) }),
    );
    expect(twice.body.status).toBe(8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db';
import { loginAs } from '../../test/login';
import type { TestApp } from '../../test/test-app';
import { cloneOffer, setOfferDegrees } from './offer-fixtures';
import { idsOf } from './student-test-client';
import { alumnaApp, type AlumnaApp } from './offers-test-kit';

/**
 * The shared list cache (offer-list-cache.ts, migration 0006): pages are served from memory
 * while the offer data version is unchanged, and every write to what the lists show bumps it.
 * alumna@ studies degree 1; the demo publishes for it internships 1, 2, 4, 14 and 15.
 */
const LIST = '/api/Alumno/dameOfertasUsuario/practicas/1';

async function dataVersion(db: Db, name: string): Promise<number> {
  const row = await db.selectFrom('data_versions').select('version').where('name', '=', name).executeTakeFirstOrThrow();
  return Number(row.version);
}
const offersVersion = (db: Db) => dataVersion(db, 'offers');

/** A copy of one of the student's study rows, to add a degree. */
async function studyLike(db: Db, studentId: number) {
  const { id: _id, ...row } = await db
    .selectFrom('student_studies')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return { ...row, from_university: 1, baja: 0 };
}

const titlesOf = (seen: { datos: { ofertas: Array<{ idoferta: number; titulo: string; empresa: string }> } }) =>
  Object.fromEntries(seen.datos.ofertas.map((o) => [o.idoferta, o]));

describe('offer list cache', () => {
  let t: TestApp;
  let api: AlumnaApp['api'];
  let alumna: string;

  beforeAll(async () => ({ t, api, alumna } = await alumnaApp()));
  afterAll(() => t.close());

  it('serves a page from memory while the offer data version is unchanged', async () => {
    await api.get(LIST, alumna);
    const version = await offersVersion(t.app.db);
    await t.app.db.updateTable('offers').set({ titulo: 'Título cambiado por detrás' }).where('id', '=', 1).execute();
    // Only a write that skipped the triggers could leave the version as it was: the page is then the cached one.
    await t.app.db.updateTable('data_versions').set({ version }).where('name', '=', 'offers').execute();
    expect(titlesOf(await api.get(LIST, alumna))[1].titulo).not.toBe('Título cambiado por detrás');
    await t.app.db
      .updateTable('data_versions')
      .set({ version: version + 1 })
      .where('name', '=', 'offers')
      .execute();
    expect(titlesOf(await api.get(LIST, alumna))[1].titulo).toBe('Título cambiado por detrás');
  });

  it('shows every change to offers, their degrees and company names at once', async () => {
    const before = await api.get(LIST, alumna);
    expect(idsOf(before)).toContain(2);
    await t.app.db.updateTable('offers').set({ titulo: 'Nuevo título' }).where('id', '=', 4).execute();
    expect(titlesOf(await api.get(LIST, alumna))[4].titulo).toBe('Nuevo título');

    const added = await cloneOffer(t.app.db, 1, { fecha_destacada: null });
    expect(idsOf(await api.get(LIST, alumna))).toContain(added);

    await setOfferDegrees(t.app.db, 2, [2]);
    expect(idsOf(await api.get(LIST, alumna))).not.toContain(2);

    const company = await t.app.db
      .selectFrom('offers')
      .select('company_id')
      .where('id', '=', 14)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('companies')
      .set({ nombre_comercial: 'Nombre comercial nuevo' })
      .where('id', '=', company.company_id)
      .execute();
    expect(titlesOf(await api.get(LIST, alumna))[14].empresa).toBe('Nombre comercial nuevo');

    await t.app.db.deleteFrom('offer_degrees').where('offer_id', '=', added).execute();
    await t.app.db.deleteFrom('offers').where('id', '=', added).execute();
    expect(idsOf(await api.get(LIST, alumna))).not.toContain(added);
  });

  it('bumps the version on writes to the tables the lists read, and only those', async () => {
    const db = t.app.db;
    let v = await offersVersion(db);
    await db.insertInto('offer_labels').values({ offer_id: 1, label: 'cache-test' }).execute();
    expect(await offersVersion(db)).toBeGreaterThan(v);
    v = await offersVersion(db);
    await db.updateTable('companies').set({ nombre: 'Levante Tech SL' }).where('id', '=', 1).execute();
    expect(await offersVersion(db)).toBeGreaterThan(v);
    v = await offersVersion(db);
    const audiences = await dataVersion(db, 'audiences');
    await db.updateTable('companies').set({ web: 'https://example.test' }).where('id', '=', 1).execute();
    await db.updateTable('students').set({ grupo: 'G1' }).where('user_id', '=', 3).execute();
    expect(await offersVersion(db)).toBe(v);
    expect(await dataVersion(db, 'audiences')).toBeGreaterThan(audiences);
  });

  it('gives each audience its own entry: another degree does not see alumna@’s page', async () => {
    const antiguo = await loginAs(t.app, 'antiguo@demo.test');
    const mine = idsOf(await api.get(LIST, alumna));
    const theirs = await api.get(LIST, antiguo);
    expect(theirs.status).toBe(0);
    expect(idsOf(theirs)).not.toEqual(mine);
  });

  it('follows a change of the student’s degrees or group at once', async () => {
    const antiguo = await loginAs(t.app, 'antiguo@demo.test');
    const before = idsOf(await api.get(LIST, antiguo));
    await t.app.db
      .insertInto('student_studies')
      .values({ ...(await studyLike(t.app.db, 3)), degree_id: 1 })
      .execute();
    const after = idsOf(await api.get(LIST, antiguo));
    expect(after).not.toEqual(before);
    expect(after).toEqual(expect.arrayContaining(idsOf(await api.get(LIST, alumna)).filter((id) => id !== 2)));
  });

  it('does not cache the personal filter that omits offers I applied to', async () => {
    const omit = `${LIST}?omitirInscritos=true`;
    const target = 4;
    expect(idsOf(await api.get(omit, alumna))).toContain(target);
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('applications')
      .values({
        offer_id: target,
        student_id: 1,
        estado: 1,
        id_motivo: null,
        motivo_texto: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect(idsOf(await api.get(omit, alumna))).not.toContain(target);
  });
});

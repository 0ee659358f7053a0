import { ZOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/login';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { applyBrandRules } from './offer-form.service';
import { day, jobForm, placementForm, requests } from './proposals.fixtures';

// addOferta: SPEC §3 offer form, §5 rules, §7, §8 codes (docs/states.md for 25/68).
let t: TestApp;
let empresa: string;
let nueva: string;
let http: ReturnType<typeof requests>;

const ADD = '/api/Empresa/addOferta';

beforeAll(async () => {
  t = await buildTestApp();
  http = requests(t.app);
  empresa = await loginAs(t.app, 'empresa@demo.test');
  nueva = await loginAs(t.app, 'nueva@demo.test');
});
afterAll(async () => {
  await t.close();
});

async function offerRow(id: number) {
  return t.app.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('addOferta creates', () => {
  it('an internship offer with every field, pending validation, notice 606', async () => {
    const res = await http.post(ADD, empresa, placementForm());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 0, aviso: 606, datos: { cuotaGestion: null } });
    expect(body.datos.urlAcceso).toMatch(/^[0-9a-f]{16}$/);
    const row = await offerRow(body.datos.idOferta);
    expect(row).toMatchObject({
      company_id: 1,
      estado: 'pendiente_validacion',
      tipo: 'practicas',
      id_perfil: 2,
      plazas: 2,
      horas_semana: 25,
      work_centre_id: 12,
      province_id: 46,
      localidad: 'Paterna',
      thesis: 'TFG',
      tutor_empresa_contact_id: 2,
      tutor_universidad_nombre: 'Inés Vallés',
      carnet_conducir: 1,
      edad_maxima: 30,
      ultimo_curso: 1,
      documentos_requeridos: '[1,2]',
      provincias_residencia: '[46]',
      url_inscripcion: 'https://levantetech.demo.test/inscripcion',
      created_by_user_id: 4,
    });
    const degrees = await t.app.db
      .selectFrom('offer_degrees')
      .select(['degree_id', 'required'])
      .where('offer_id', '=', row.id)
      .orderBy('degree_id')
      .execute();
    expect(degrees).toEqual([
      { degree_id: 1, required: 1 },
      { degree_id: 29, required: 0 },
    ]);
    const labels = await t.app.db
      .selectFrom('offer_labels')
      .select('label')
      .where('offer_id', '=', row.id)
      .orderBy('label')
      .execute();
    expect(labels.map((l) => l.label)).toEqual(['inglés', 'remoto']);
    const tags = await t.app.db
      .selectFrom('offer_tags')
      .select(['kind', 'item_id'])
      .where('offer_id', '=', row.id)
      .execute();
    expect(tags).toHaveLength(5);
  });

  it('answers notice 506 with the management fees for contract type 5', async () => {
    const res = await http.post(ADD, empresa, placementForm({ contrato: 5 }));
    expect(res.json()).toMatchObject({ status: 0, aviso: 506, datos: { cuotaGestion: { grado: 50, master: 75 } } });
    const row = await offerRow(res.json().datos.idOferta);
    expect(row.tipo_practica).toBe('extracurricular');
  });

  it('creates a job offer (606); 40 hours a week are fine for a job', async () => {
    const res = await http.post(ADD, empresa, jobForm());
    expect(res.json()).toMatchObject({ status: 0, aviso: 606 });
    expect((await offerRow(res.json().datos.idOferta)).id_perfil).toBe(1);
  });

  it('accepts a decimal comma in hours a week', async () => {
    const res = await http.post(ADD, empresa, placementForm({ horasSemana: '22,5' }));
    expect(res.json().status).toBe(0);
    expect((await offerRow(res.json().datos.idOferta)).horas_semana).toBe(22.5);
  });
});

describe('addOferta refuses', () => {
  it('535 an internship proposal of a company without IBAN (nueva@), but not its job offer', async () => {
    const res = await http.post(
      ADD,
      nueva,
      placementForm({
        idCentro: 4,
        tutorEmpresa: {
          nombre: 'Andrés',
          apellidos: 'Torres Molina',
          email: 'nueva@demo.test',
          titulacion: 'Ingeniería',
        },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 535, datos: null });
    const job = await http.post(ADD, nueva, jobForm());
    expect(job.json()).toMatchObject({ status: 0, aviso: 606 });
  });

  it('27 when the start date is not before the end date', async () => {
    for (const fechaFin of [day(30), day(10)]) {
      const res = await http.post(ADD, empresa, placementForm({ fechaInicio: day(30), fechaFin }));
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(27);
      expect(res.json().datos.campos).toContainEqual({ campo: 'fechaFin', error: '27' });
    }
  });

  it('102 for more than 35 hours a week in an internship; 25 (SPEC §9 internship limit) is fine', async () => {
    const over = await http.post(ADD, empresa, placementForm({ horasSemana: 35.5 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().status).toBe(102);
    const limit = await http.post(ADD, empresa, placementForm({ horasSemana: 25 }));
    expect(limit.json().status).toBe(0);
  });

  it('57 without a target degree', async () => {
    for (const titulaciones of [[], undefined]) {
      const res = await http.post(ADD, empresa, placementForm({ titulaciones }));
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(57);
      expect(res.json().datos.campos[0].campo).toBe('titulaciones');
    }
  });

  it('15 with the field for places below the minimum or not numeric', async () => {
    for (const plazas of [0, -1, 1.5, 'muchas']) {
      const res = await http.post(ADD, empresa, placementForm({ plazas }));
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(15);
      expect(res.json().datos.campos.map((c: { campo: string }) => c.campo)).toContain('plazas');
    }
  });

  it('15 with the fields an internship requires (hours, aid, tutors)', async () => {
    const res = await http.post(
      ADD,
      empresa,
      placementForm({
        horasTotales: undefined,
        ayudaEstudio: '',
        tutorUniversidad: null,
        tutorEmpresa: { nombre: 'Sergio' },
      }),
    );
    expect(res.json().status).toBe(15);
    const campos = res.json().datos.campos.map((c: { campo: string }) => c.campo);
    expect(campos).toEqual(
      expect.arrayContaining([
        'horasTotales',
        'ayudaEstudio',
        'tutorUniversidad/nombre',
        'tutorEmpresa/apellidos',
        'tutorEmpresa/email',
      ]),
    );
  });

  it('15 with malformed remuneration, URL and email', async () => {
    const res = await http.post(
      ADD,
      empresa,
      placementForm({
        ayudaEstudio: 'mucho',
        urlInscripcion: 'no es una url',
        tutorUniversidad: { nombre: 'Inés', email: 'ines@' },
      }),
    );
    expect(res.json().status).toBe(15);
    expect(res.json().datos.campos).toEqual(
      expect.arrayContaining([
        { campo: 'ayudaEstudio', error: 'malformed' },
        { campo: 'urlInscripcion', error: 'url' },
        { campo: 'tutorUniversidad/email', error: 'email' },
      ]),
    );
  });

  it('15 with datos.campos for a field the brand requires (default brand: fechaCaducidad)', async () => {
    const res = await http.post(ADD, empresa, placementForm({ fechaCaducidad: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 15,
      datos: { campos: [{ campo: 'fechaCaducidad', error: 'required' }] },
    });
  });

  it('15 for a contract type of the other list, a past expiry date, another company’s centre or tutor', async () => {
    const res = await http.post(
      ADD,
      empresa,
      placementForm({
        contrato: 7,
        fechaCaducidad: day(-1),
        idCentro: 4,
        tutorEmpresa: { idContacto: 5, nombre: 'A', apellidos: 'B', email: 'a@b.es', titulacion: 'C' },
      }),
    );
    expect(res.json().status).toBe(15);
    expect(res.json().datos.campos).toEqual([
      { campo: 'contrato', error: 'malformed' },
      { campo: 'fechaCaducidad', error: 'malformed' },
      { campo: 'idCentro', error: 'malformed' },
      { campo: 'tutorEmpresa/idContacto', error: 'malformed' },
    ]);
  });

  it('109 when the offer cannot be saved (a degree that does not exist), saving nothing', async () => {
    const before = await t.app.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await http.post(
      ADD,
      empresa,
      placementForm({ titulaciones: [{ idTitulacion: 99999, obligatoria: true }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 109, datos: null });
    const after = await t.app.db
      .selectFrom('offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('addOferta edits (idOferta)', () => {
  it('a pending offer: notice 512, children replaced, state kept', async () => {
    const res = await http.post(
      ADD,
      empresa,
      placementForm({ idOferta: 7, titulo: 'Prácticas de ciberseguridad (revisada)', etiquetas: ['verano'] }),
    );
    expect(res.json()).toMatchObject({ status: 0, aviso: 512, datos: { idOferta: 7 } });
    const row = await offerRow(7);
    expect(row).toMatchObject({ titulo: 'Prácticas de ciberseguridad (revisada)', estado: 'pendiente_validacion' });
    const labels = await t.app.db.selectFrom('offer_labels').select('label').where('offer_id', '=', 7).execute();
    expect(labels.map((l) => l.label)).toEqual(['verano']);
  });

  it('a draft, which is submitted for validation', async () => {
    const res = await http.post(ADD, empresa, placementForm({ idOferta: 10 }));
    expect(res.json()).toMatchObject({ status: 0, aviso: 512 });
    expect((await offerRow(10)).estado).toBe('pendiente_validacion');
  });

  it('25 for a published offer or one with a manager; 68 for closed, expired or past its expiry date', async () => {
    expect((await http.post(ADD, empresa, placementForm({ idOferta: 1 }))).json().status).toBe(25);
    await t.app.db.updateTable('offers').set({ gestor_user_id: 7 }).where('id', '=', 13).execute();
    expect((await http.post(ADD, empresa, placementForm({ idOferta: 13 }))).json().status).toBe(25);
    expect((await http.post(ADD, empresa, placementForm({ idOferta: 8 }))).json().status).toBe(68);
    expect((await http.post(ADD, empresa, placementForm({ idOferta: 9 }))).json().status).toBe(68);
    await t.app.db
      .updateTable('offers')
      .set({ fecha_caducidad: day(-1) })
      .where('id', '=', 7)
      .execute();
    const expired = await http.post(ADD, empresa, placementForm({ idOferta: 7 }));
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ status: 68, datos: null });
    expect((await offerRow(7)).titulo).toBe('Prácticas de ciberseguridad (revisada)');
  });

  it('4 (HTTP 404) for an offer of another company or one that does not exist', async () => {
    for (const idOferta of [15, 29, 999999]) {
      const res = await http.post(ADD, empresa, placementForm({ idOferta }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 4, datos: null });
    }
    expect((await offerRow(29)).titulo).not.toBe('Prácticas de desarrollo backend');
  });
});

describe('brand field rules (SPEC §1, brand.json fields.offer)', () => {
  const form = ZOfferForm.parse(placementForm());

  it('drops a field the brand hides (catalunya hides edadMaxima and salarioMaximo)', () => {
    const catalunya = t.app.brands.byKey.get('catalunya')!;
    const { form: out, issues } = applyBrandRules(catalunya, {
      ...form,
      salarioMaximo: 30000,
      tutorEmpresa: { ...form.tutorEmpresa!, dni: '12345678Z' },
    });
    expect(out.edadMaxima).toBeUndefined();
    expect(out.salarioMaximo).toBeUndefined();
    expect(out.titulo).toBe(form.titulo);
    expect(issues).toEqual([]);
  });

  it('requires what the brand requires, tutor fields included, and never hides what SPEC §5 requires', () => {
    const base = t.app.brands.fallback;
    const brand = {
      ...base,
      fields: {
        ...base.fields,
        offer: {
          tutorEmpresaDni: { visible: true, editable: true, required: true },
          titulaciones: { visible: false, editable: true, required: false },
        },
      },
    };
    const { form: out, issues } = applyBrandRules(brand, form);
    expect(issues).toEqual([{ campo: 'tutorEmpresa/dni', error: 'required' }]);
    expect(out.titulaciones).toEqual(form.titulaciones);
  });
});

describe('company state', () => {
  it('answers 9 (HTTP 403) to a company that is not validated', async () => {
    await t.app.db.updateTable('companies').set({ validated: 0 }).where('id', '=', 4).execute();
    const res = await http.post(ADD, nueva, jobForm());
    expect(res.statusCode).toBe(403);
    expect(res.json().status).toBe(9);
    await t.app.db.updateTable('companies').set({ validated: 1 }).where('id', '=', 4).execute();
  });
});

describe('issue #12: rules of the spec on internship offers', () => {
  const offerCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('#12.23 a company with an IBAN but no agreement in force cannot create an internship offer (115), its job offer is fine', async () => {
    // grupo@ for Mediterráneo Digital (3): IBAN given, agreement only signed by the company.
    const grupo = await loginAs(t.app, 'grupo@demo.test', { idEmpresa: 3 });
    const before = await offerCount();
    const res = await http.post(
      ADD,
      grupo,
      placementForm({
        idCentro: undefined,
        tutorEmpresa: {
          nombre: 'Marta',
          apellidos: 'Soler Vidal',
          email: 'marta@meddigital.demo.test',
          titulacion: 'Marketing',
        },
      }),
    );
    expect([res.statusCode, res.json().status]).toEqual([400, 115]);
    expect(await offerCount()).toBe(before);
    expect((await http.post(ADD, grupo, jobForm())).json().status).toBe(0);
  });

  it('#12.25 an internship offer over 25 hours a week or 5 a day is refused (116), nothing stored', async () => {
    const before = await offerCount();
    for (const hours of [{ horasSemana: 30 }, { horasDia: 6 }, { horasSemana: 26, horasDia: 5.5 }]) {
      const res = await http.post(ADD, empresa, placementForm(hours));
      expect([res.statusCode, res.json().status]).toEqual([400, 116]);
    }
    expect(await offerCount()).toBe(before);
    expect((await http.post(ADD, empresa, placementForm({ horasSemana: 25, horasDia: 5 }))).json().status).toBe(0);
    // A job offer keeps its own hours.
    expect((await http.post(ADD, empresa, jobForm({ horasSemana: 40, horasDia: 8 }))).json().status).toBe(0);
  });

  it("#12.28 a brand that requires the company tutor's DNI (catalunya) refuses an internship offer without it", async () => {
    const headers = { host: 'catalunya.localhost' };
    const token = await loginAs(t.app, 'empresa@demo.test', { headers });
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: ADD, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
    const before = await offerCount();
    const res = await post(placementForm());
    expect([res.statusCode, res.json().status]).toEqual([400, 15]);
    expect(res.json().datos.campos).toContainEqual({ campo: 'tutorEmpresa/dni', error: 'required' });
    expect(await offerCount()).toBe(before);
    const withDni = await post(
      placementForm({ tutorEmpresa: { ...(placementForm().tutorEmpresa as object), dni: '12345678Z' } }),
    );
    expect(withDni.json().status).toBe(0);
  });
});

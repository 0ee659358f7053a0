import type { DemoContext, DemoDb } from './demo-context';
import { demoOfferSlug } from './demo-offers';

/**
 * Companies waiting for the office (issue #14 'Demo data'): 150 a new company awaiting validation,
 * 151 a second record of Tecnologías Levante (company 1, same CIF) awaiting validation too, with a
 * contact and a draft offer, so that merging it into company 1 moves something.
 */
export const DEMO_WAITING_COMPANY = 150;
export const DEMO_DUPLICATE_COMPANY = 151;
export const DEMO_DUPLICATE_OF = 1;
export const DEMO_DUPLICATE_OFFER = 150;

export async function seedDemoOfficeCompanies(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const base = {
    tipo_empresa: 1,
    tipo_sociedad: 2,
    country_id: 1,
    validated: 0,
    blocked: 0,
    brand_key: ctx.brand,
    logo_autorizado: 0,
  };
  await db
    .insertInto('companies')
    .values([
      {
        ...base,
        id: DEMO_WAITING_COMPANY,
        nombre: 'Huerta Digital Agrotech S.L.',
        nombre_comercial: 'Huerta Digital',
        cif: 'B46777772',
        sector_id: 8,
        rango_empleados_id: 1,
        area_funcional_id: 5,
        web: 'https://huertadigital.demo.test',
        email: 'info@huertadigital.demo.test',
        telefono: '962223344',
        descripcion: 'Sensores y analítica de datos para explotaciones agrícolas de la Horta.',
        direccion: 'Camí de Vera, 14',
        cp: '46022',
        localidad: 'València',
        locality_id: 4601,
        province_id: 46,
        created_at: clock.at(-3),
      },
      {
        ...base,
        id: DEMO_DUPLICATE_COMPANY,
        nombre: 'Tecnologias Levante SL',
        nombre_comercial: 'Levante Tech',
        cif: 'B46123451',
        sector_id: 8,
        rango_empleados_id: 3,
        area_funcional_id: 5,
        web: 'https://levantetech.demo.test',
        email: 'rrhh@levantetech.demo.test',
        telefono: '963334455',
        descripcion: 'Registro hecho de nuevo por el departamento de recursos humanos.',
        direccion: 'Av. Blasco Ibáñez 100',
        cp: '46022',
        localidad: 'València',
        locality_id: 4601,
        province_id: 46,
        created_at: clock.at(-1),
      },
    ])
    .execute();
  await db
    .insertInto('company_contacts')
    .values([
      {
        id: 150,
        company_id: DEMO_WAITING_COMPANY,
        user_id: null,
        nombre: 'Vicent',
        apellidos: 'Mora Ferrer',
        puesto: 'Gerente',
        email: 'vicent.mora@huertadigital.demo.test',
        telefono1: '611223344',
        tipo_contacto: '[1,9]',
        principal: 1,
        recibir_informacion: 1,
        created_at: clock.at(-3),
      },
      {
        id: 151,
        company_id: DEMO_DUPLICATE_COMPANY,
        user_id: null,
        nombre: 'Clara',
        apellidos: 'Ortiz Gil',
        puesto: 'Técnica de selección',
        email: 'clara.ortiz@levantetech.demo.test',
        telefono1: '622334455',
        tipo_contacto: '[9]',
        principal: 1,
        recibir_informacion: 1,
        created_at: clock.at(-1),
      },
    ])
    .execute();
  await db
    .insertInto('offers')
    .values({
      id: DEMO_DUPLICATE_OFFER,
      company_id: DEMO_DUPLICATE_COMPANY,
      url_acceso: demoOfferSlug(DEMO_DUPLICATE_OFFER),
      tipo: 'practicas',
      id_perfil: 2,
      estado: 'borrador',
      titulo: 'Prácticas en soporte a clientes',
      descripcion: 'Borrador de oferta creado desde el registro duplicado de la empresa.',
      brand_key: ctx.brand,
      province_id: 46,
      localidad: 'València',
      country_id: 1,
      created_at: clock.at(-1),
      updated_at: clock.at(-1),
    })
    .execute();
}

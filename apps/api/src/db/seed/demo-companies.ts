import type { Insertable } from 'kysely';
import type { AgreementRow, AgreementState } from '../tables/agreements';
import type { CompanyRow } from '../tables/companies';
import type { DemoContext, DemoDb } from './demo-context';

/**
 * Demo companies (HELPERS.md: 1 Tecnologías Levante, 2 and 3 grupo@'s, 4 nueva@'s; 5-11 extra
 * publishers of offers), with signers, contacts, work centres, billing accounts and agreements
 * in each of the six states of SPEC §4.
 */
interface CompanyData {
  id: number;
  nombre: string;
  comercial: string;
  cif: string;
  sector: number;
  area: number;
  tipoSociedad: number;
  empleados: number;
  province: number;
  locality: number;
  localidad: string;
  cp: string;
  direccion: string;
  iban: string | null;
  web: string;
  descripcion: string;
}

export const DEMO_COMPANIES: CompanyData[] = [
  {
    id: 1,
    nombre: 'Tecnologías Levante S.L.',
    comercial: 'Levante Tech',
    cif: 'B46123451',
    sector: 8,
    area: 5,
    tipoSociedad: 2,
    empleados: 3,
    province: 46,
    locality: 4601,
    localidad: 'València',
    cp: '46022',
    direccion: 'Avinguda de Blasco Ibáñez, 100',
    iban: 'ES9121000418450200051332',
    web: 'https://levantetech.demo.test',
    descripcion:
      'Consultora tecnológica especializada en desarrollo de software a medida, nube y análisis de datos para la industria valenciana.',
  },
  {
    id: 2,
    nombre: 'Grupo Mediterráneo Servicios S.A.',
    comercial: 'Grupo Mediterráneo',
    cif: 'A08234569',
    sector: 11,
    area: 1,
    tipoSociedad: 1,
    empleados: 4,
    province: 8,
    locality: 801,
    localidad: 'Barcelona',
    cp: '08018',
    direccion: 'Carrer de Pujades, 77',
    iban: 'ES6000491500051234567892',
    web: 'https://grupomediterraneo.demo.test',
    descripcion: 'Servicios de consultoría financiera, auditoría y asesoría para empresas.',
  },
  {
    id: 3,
    nombre: 'Mediterráneo Digital S.L.',
    comercial: 'MedDigital',
    cif: 'B28345676',
    sector: 16,
    area: 3,
    tipoSociedad: 2,
    empleados: 2,
    province: 28,
    locality: 2801,
    localidad: 'Madrid',
    cp: '28045',
    direccion: 'Paseo de la Chopera, 14',
    iban: 'ES1001822370420201234567',
    web: 'https://meddigital.demo.test',
    descripcion: 'Agencia de marketing digital del Grupo Mediterráneo: SEO, redes sociales y campañas de rendimiento.',
  },
  {
    id: 4,
    nombre: 'Nueva Innovación Startup S.L.',
    comercial: 'NuevaInno',
    cif: 'B46456786',
    sector: 8,
    area: 5,
    tipoSociedad: 2,
    empleados: 1,
    province: 46,
    locality: 4604,
    localidad: 'Paterna',
    cp: '46980',
    direccion: 'Parc Tecnològic, Carrer de Charles Robert Darwin, 20',
    iban: null,
    web: 'https://nuevainno.demo.test',
    descripcion: 'Startup de inteligencia artificial aplicada a la agricultura.',
  },
  {
    id: 5,
    nombre: 'Hoteles Baleares Mar S.A.',
    comercial: 'Baleares Mar Hotels',
    cif: 'A07567894',
    sector: 7,
    area: 10,
    tipoSociedad: 1,
    empleados: 4,
    province: 7,
    locality: 701,
    localidad: 'Palma',
    cp: '07014',
    direccion: 'Passeig Marítim, 30',
    iban: 'ES4920852066623330012345',
    web: 'https://balearesmar.demo.test',
    descripcion: 'Cadena hotelera con establecimientos en Mallorca, Menorca e Ibiza.',
  },
  {
    id: 6,
    nombre: 'Canarias Energía Renovable S.L.',
    comercial: 'CanEnergía',
    cif: 'B35678903',
    sector: 3,
    area: 6,
    tipoSociedad: 2,
    empleados: 3,
    province: 35,
    locality: 3501,
    localidad: 'Las Palmas de Gran Canaria',
    cp: '35008',
    direccion: 'Calle León y Castillo, 200',
    iban: 'ES5301280010990123456789',
    web: 'https://canenergia.demo.test',
    descripcion: 'Ingeniería de parques eólicos y fotovoltaicos en las islas.',
  },
  {
    id: 7,
    nombre: 'Tenerife Turismo Activo S.L.',
    comercial: 'Tenerife Activo',
    cif: 'B38789012',
    sector: 7,
    area: 10,
    tipoSociedad: 2,
    empleados: 2,
    province: 38,
    locality: 3801,
    localidad: 'Santa Cruz de Tenerife',
    cp: '38001',
    direccion: 'Avenida de Anaga, 9',
    iban: 'ES1300750001830606123456',
    web: 'https://tenerifeactivo.demo.test',
    descripcion: 'Actividades de turismo activo y naturaleza en Tenerife y La Palma.',
  },
  {
    id: 8,
    nombre: 'Clínica Salud Madrid S.L.',
    comercial: 'Clínica Salud',
    cif: 'B28890127',
    sector: 14,
    area: 11,
    tipoSociedad: 2,
    empleados: 3,
    province: 28,
    locality: 2801,
    localidad: 'Madrid',
    cp: '28010',
    direccion: 'Calle de Santa Engracia, 60',
    iban: 'ES9121000418450200051332',
    web: 'https://clinicasalud.demo.test',
    descripcion: 'Clínica multidisciplinar: enfermería, fisioterapia y psicología.',
  },
  {
    id: 9,
    nombre: 'Bufete Ramírez Abogados S.L.P.',
    comercial: 'Ramírez Abogados',
    cif: 'B08901233',
    sector: 11,
    area: 8,
    tipoSociedad: 2,
    empleados: 2,
    province: 8,
    locality: 801,
    localidad: 'Barcelona',
    cp: '08008',
    direccion: 'Passeig de Gràcia, 50',
    iban: 'ES6000491500051234567892',
    web: 'https://ramirezabogados.demo.test',
    descripcion: 'Despacho de derecho mercantil y laboral.',
  },
  {
    id: 10,
    nombre: 'Ediciones Educativas del Norte S.A.',
    comercial: 'EduNorte',
    cif: 'A48012348',
    sector: 13,
    area: 12,
    tipoSociedad: 1,
    empleados: 3,
    province: 48,
    locality: 4801,
    localidad: 'Bilbao',
    cp: '48001',
    direccion: 'Gran Vía de Don Diego López de Haro, 25',
    iban: 'ES1001822370420201234567',
    web: 'https://edunorte.demo.test',
    descripcion: 'Editorial de materiales educativos y plataformas de aprendizaje.',
  },
  {
    id: 11,
    nombre: 'Logística Ibérica Transportes S.L.',
    comercial: 'LogIbérica',
    cif: 'B28123453',
    sector: 6,
    area: 7,
    tipoSociedad: 2,
    empleados: 4,
    province: 28,
    locality: 2806,
    localidad: 'Getafe',
    cp: '28906',
    direccion: 'Polígono Los Olivos, Calle Laboratorio, 3',
    iban: 'ES4920852066623330012345',
    web: 'https://logiberica.demo.test',
    descripcion: 'Operador logístico y de transporte por carretera.',
  },
];

export function companyProvince(companyId: number): number {
  return DEMO_COMPANIES.find((c) => c.id === companyId)?.province ?? 46;
}

type Person = [nombre: string, apellidos: string, dni: string, cargo: string];
const SIGNERS: Record<number, Person> = {
  1: ['Rosa', 'Beltrán Climent', '22334455Y', 'Directora general'],
  2: ['Jordi', 'Puig Serra', '33445566R', 'Consejero delegado'],
  3: ['Laura', 'Fernández Ibáñez', '44556677L', 'Gerente'],
  4: ['Andrés', 'Torres Molina', '55667788Z', ''],
  5: ['Miquel', 'Coll Ferrà', '66778899D', 'Director de recursos humanos'],
  6: ['Yeray', 'Santana Déniz', '77889900D', 'Administrador único'],
  7: ['Nayra', 'Hernández Rodríguez', '10293847J', 'Gerente'],
  8: ['Alberto', 'Castro Peña', '29384756W', 'Director médico'],
  9: ['Montserrat', 'Ramírez Vila', '48392017V', 'Socia directora'],
  10: ['Iker', 'Etxeberria Goikoetxea', '51627384C', 'Director general'],
  11: ['Raquel', 'Domínguez Sanz', '62738495S', 'Directora de operaciones'],
};

function slugEmail(nombre: string, company: CompanyData): string {
  const domain = company.web.replace('https://', '');
  const local = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  return `${local}@${domain}`;
}

export async function seedDemoCompanies(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  const created = clock.at(-500);
  const rows: Insertable<CompanyRow>[] = DEMO_COMPANIES.map((c) => ({
    id: c.id,
    nombre: c.nombre,
    nombre_comercial: c.comercial,
    cif: c.cif,
    tipo_empresa: c.id === 4 ? 3 : 1,
    tipo_sociedad: c.tipoSociedad,
    sector_id: c.sector,
    rango_empleados_id: c.empleados,
    rango_facturacion_id: Math.min(c.empleados, 4),
    area_funcional_id: c.area,
    web: c.web,
    email: `info@${c.web.replace('https://', '')}`,
    telefono: `96${String(1000000 + c.id * 1111).slice(0, 7)}`,
    iban: c.iban,
    descripcion: c.descripcion,
    logo_autorizado: c.id === 4 ? 0 : 1,
    direccion: c.direccion,
    cp: c.cp,
    localidad: c.localidad,
    locality_id: c.locality,
    province_id: c.province,
    country_id: 1,
    anio_fundacion: 1990 + c.id * 2,
    validated: 1,
    blocked: 0,
    brand_key: ctx.brand,
    requiere_envio_postal_facturas: c.id === 2 ? 1 : 0,
    has_education_menu: c.id === 1 ? 1 : 0,
    created_at: created,
  }));
  await db.insertInto('companies').values(rows).execute();

  await db
    .insertInto('company_signers')
    .values(
      DEMO_COMPANIES.map((c) => {
        const [nombre, apellidos, dni, cargo] = SIGNERS[c.id];
        // nueva@ (company 4): no position, no email, so the signer dialog appears (SPEC §2 Company home).
        const incomplete = c.id === 4;
        return {
          company_id: c.id,
          nombre,
          apellidos,
          dni,
          cargo: incomplete ? null : cargo,
          email: incomplete ? null : slugEmail(nombre, c),
          telefono: incomplete ? null : '600112233',
          updated_at: created,
        };
      }),
    )
    .execute();

  // Contacts: 1-5 are the login contacts and tutors of companies 1-4; 6+ one main contact per extra company.
  type C = [
    id: number,
    company: number,
    user: number | null,
    nombre: string,
    apellidos: string,
    puesto: string,
    email: string,
    tipos: number[],
    principal: number,
  ];
  const contacts: C[] = [
    [1, 1, 4, 'Javier', 'López Castillo', 'Responsable de talento', 'empresa@demo.test', [1, 6, 9], 1],
    [2, 1, null, 'Sergio', 'Blasco Marín', 'Jefe de desarrollo', 'sergio.blasco@levantetech.demo.test', [2], 0],
    [3, 2, 5, 'Marta', 'Sánchez Vidal', 'Directora de personas', 'grupo@demo.test', [1, 9], 1],
    [4, 3, 5, 'Marta', 'Sánchez Vidal', 'Directora de personas del grupo', 'grupo@demo.test', [1, 9], 1],
    [5, 4, 6, 'Andrés', 'Torres Molina', 'Fundador', 'nueva@demo.test', [9], 1],
    [6, 2, null, 'Oriol', 'Casas Pujol', 'Auditor sénior', 'oriol.casas@grupomediterraneo.demo.test', [2], 0],
    [
      7,
      3,
      null,
      'Beatriz',
      'Herrero Luna',
      'Responsable de cuentas',
      'beatriz.herrero@meddigital.demo.test',
      [2, 8],
      0,
    ],
    ...DEMO_COMPANIES.filter((c) => c.id >= 5).map((c, i): C => {
      const [nombre, apellidos] = SIGNERS[c.id];
      return [8 + i, c.id, null, nombre, apellidos, 'Responsable de selección', slugEmail(nombre, c), [1, 2, 9], 1];
    }),
  ];
  await db
    .insertInto('company_contacts')
    .values(
      contacts.map(([id, company_id, user_id, nombre, apellidos, puesto, email, tipos, principal]) => {
        const c = DEMO_COMPANIES.find((x) => x.id === company_id)!;
        return {
          id,
          company_id,
          user_id,
          nombre,
          apellidos,
          puesto,
          email,
          nick: user_id ? email.split('@')[0] : null,
          telefono1: `6${String(10000000 + id * 1234567).slice(0, 8)}`,
          telefono2: null,
          departamento: 'Recursos humanos',
          localidad: c.localidad,
          id_localidad: c.locality,
          direccion: c.direccion,
          cp: c.cp,
          id_pais: 1,
          provincia: null,
          tipo_contacto: JSON.stringify(tipos),
          anios_foro_empleo: id === 1 ? JSON.stringify([clock.courseYear - 1, clock.courseYear]) : '[]',
          recibir_informacion: principal,
          principal,
          created_at: created,
        };
      }),
    )
    .execute();

  await db
    .insertInto('work_centres')
    .values([
      ...DEMO_COMPANIES.map((c) => ({
        id: c.id,
        company_id: c.id,
        nombre: c.id === 1 ? 'Oficina central' : `Sede ${c.localidad}`,
        direccion: c.direccion,
        cp: c.cp,
        localidad: c.localidad,
        locality_id: c.locality,
        province_id: c.province,
        country_id: 1,
        telefono: '960000000',
        contact_id: c.id === 1 ? 1 : null,
        created_at: created,
      })),
      {
        id: 12,
        company_id: 1,
        nombre: 'Centro de desarrollo de Paterna',
        direccion: 'Parc Tecnològic, Carrer de Leonardo da Vinci, 8',
        cp: '46980',
        localidad: 'Paterna',
        locality_id: 4604,
        province_id: 46,
        country_id: 1,
        telefono: '961112233',
        contact_id: 2,
        created_at: created,
      },
      {
        id: 13,
        company_id: 5,
        nombre: 'Hotel Mar d’Eivissa',
        direccion: 'Passeig de Vara de Rey, 5',
        cp: '07800',
        localidad: 'Eivissa',
        locality_id: 704,
        province_id: 7,
        country_id: 1,
        telefono: '971000000',
        contact_id: null,
        created_at: created,
      },
    ])
    .execute();

  await db
    .insertInto('billing_accounts')
    .values(
      DEMO_COMPANIES.filter((c) => c.iban !== null && c.id !== 3).map((c) => ({
        id: c.id,
        company_id: c.id,
        nombre_fiscal: c.nombre,
        cif: c.cif,
        requiere_envio_postal: c.id === 2 ? 1 : 0,
        domicilio_fiscal: c.direccion,
        province_id: c.province,
        provincia: null,
        poblacion: c.localidad,
        country_id: 1,
        cp: c.cp,
        domicilio_envio_postal: c.id === 2 ? 'Apartado de correos 1234, 08080 Barcelona' : null,
        created_at: created,
      })),
    )
    .execute();

  await seedDemoAgreements(db, ctx);
}

async function seedDemoAgreements(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  // One agreement in each state (SPEC §4); company 1 has a formalised one and an older expired one.
  const plan: Array<[id: number, company: number, estado: AgreementState, requestedDaysAgo: number]> = [
    [1, 1, 'formalizado', 200],
    [2, 1, 'caducado', 1700],
    [3, 2, 'formalizado', 300],
    [4, 3, 'firmado_empresa', 20],
    [5, 4, 'generado', 5],
    [6, 5, 'erroneo_empresa', 15],
    [7, 6, 'enviado_secretaria', 10],
    [8, 7, 'formalizado', 400],
    [9, 8, 'formalizado', 350],
    [10, 9, 'formalizado', 250],
    [11, 10, 'formalizado', 150],
    [12, 11, 'formalizado', 100],
  ];
  const rows: Insertable<AgreementRow>[] = plan.map(([id, companyId, estado, ago]) => {
    const c = DEMO_COMPANIES.find((x) => x.id === companyId)!;
    const [nombre, apellidos, dni, cargo] = SIGNERS[companyId];
    const signed =
      estado === 'formalizado' ||
      estado === 'caducado' ||
      estado === 'enviado_secretaria' ||
      estado === 'firmado_empresa';
    // Agreements run four years from the request: the 1700-day-old one has expired.
    const expiryDays = -ago + 1460;
    return {
      id,
      company_id: companyId,
      estado,
      codigo: `CONV-${clock.day(-ago).slice(0, 4)}-${String(id).padStart(5, '0')}`,
      brand_key: ctx.brand,
      fecha_solicitud: clock.day(-ago),
      fecha_firma: signed ? clock.day(-ago + 7) : null,
      fecha_caducidad: clock.day(expiryDays),
      nombre,
      apellidos,
      dni,
      cargo: cargo || 'Administrador',
      email: companyId === 4 ? 'nueva@demo.test' : slugEmail(nombre, c),
      fecha_escritura: `${1990 + companyId * 2}-05-12`,
      notario: 'Francisco Javier Moll Aguiló',
      localidad_notario: c.localidad,
      observaciones:
        estado === 'erroneo_empresa' ? 'El DNI del firmante no coincide con el de la escritura de poderes.' : null,
      requested_by_user_id: companyId === 1 ? 4 : companyId === 4 ? 6 : companyId <= 3 ? 5 : null,
      created_at: clock.at(-ago),
      // When it entered its state (the office's 'days waiting'): signed a week after the request.
      estado_desde: clock.at(signed && estado !== 'caducado' ? -ago + 7 : -ago),
    };
  });
  await db.insertInto('agreements').values(rows).execute();
}

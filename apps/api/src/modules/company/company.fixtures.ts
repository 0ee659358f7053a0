/** Valid request bodies of the company area, for tests to change one field at a time. */

/** Valid CIFs that no demo company has. */
export const FREE_CIFS = ['B12345674', 'B76543214', 'B11111119', 'B22222228', 'B33333337'] as const;
export const VALID_IBAN = 'ES9121000418450200051332';

export function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Carla',
    apellidos: 'Ortega Ruiz',
    puesto: 'Responsable de prácticas',
    email: 'carla.ortega@nueva-empresa.test',
    telefono1: '612345678',
    direccion: 'Calle Mayor, 1',
    localidad: 'Valencia',
    cp: '46001',
    idPais: 1,
    ...overrides,
  };
}

export function fiscalAccountBody(overrides: Record<string, unknown> = {}) {
  return {
    NombreFiscal: 'Tecnologías Levante S.L.',
    CIF: 'B46123451',
    requiereEnvioPostalFacturas: false,
    domicilioFiscal: 'Avinguda de Blasco Ibáñez, 100',
    idProvincia: 46,
    poblacion: 'València',
    idPais: 1,
    cp: '46022',
    ...overrides,
  };
}

export function companyFields(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Nueva Empresa de Pruebas S.L.',
    nombreComercial: 'NuevaPruebas',
    idTipoEmpresa: 1,
    idTipoSociedad: 2,
    idSector: 8,
    idRangoEmpleados: 2,
    web: 'https://nueva-empresa.test',
    iban: VALID_IBAN,
    descripcion: 'Empresa creada por las pruebas.',
    autorizaLogo: true,
    direccion: 'Calle de Colón, 10',
    cp: '46004',
    localidad: 'València',
    idProvincia: 46,
    idPais: 1,
    anioFundacion: 2015,
    requiereEnvioPostalFacturas: false,
    ...overrides,
  };
}

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    empresa: companyFields({ cif: FREE_CIFS[0] }),
    firmante: {
      nombre: 'Pilar',
      apellidos: 'Gómez Sanz',
      email: 'pilar@nueva-empresa.test',
      dni: '12345678Z',
      cargo: 'Gerente',
      telefono: '600000001',
    },
    centrosTrabajo: [
      {
        nombre: 'Sede central',
        direccion: 'Calle de Colón, 10',
        cp: '46004',
        localidad: 'València',
        idProvincia: 46,
        idPais: 1,
      },
    ],
    cuentasFacturacion: [
      fiscalAccountBody({ NombreFiscal: 'Nueva Empresa de Pruebas S.L.', CIF: FREE_CIFS[0], cp: '46004' }),
    ],
    contactos: [contactBody()],
    ...overrides,
  };
}
